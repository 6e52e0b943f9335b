import {
  auditActions,
  auditedRecordResources,
  auditResources,
  exportColumns,
} from '@console/contract';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en-US/operations.json';
import englishResource from '../../locales/en-US/resource.json';
import russian from '../../locales/ru-RU/operations.json';
import russianResource from '../../locales/ru-RU/resource.json';
import {
  auditActionLabel,
  auditFieldLabel,
  auditFieldNames,
  auditFilterOptions,
  auditReason,
  auditResourceLabel,
  displayAuditField,
  displayAuditValue,
  formatAuditTimestamp,
  humaniseFieldName,
  isIsoTimestamp,
} from './audit-labels';

/**
 * A `t` over the operations texts (and the `resource` ones with their prefix), as i18next would
 * answer for the audit dialog's namespaces; English unless told.
 */
const tOver = (operations: object, resource: object) =>
  ((key: string) => {
    const [bundle, path] = key.startsWith('resource:')
      ? [resource, key.slice('resource:'.length)]
      : [operations, key];
    let value: unknown = bundle;
    for (const part of path.split('.')) value = (value as Record<string, unknown>)[part];
    if (typeof value !== 'string') throw new Error(`No text for ${key}`);
    return value;
  }) as unknown as TFunction;
const t = tOver(english, englishResource);

describe('the audit labels', () => {
  it('label exactly the known actions, resources and fields', () => {
    expect(Object.keys(english.audit.actions)).toEqual([...auditActions]);
    expect(Object.keys(english.audit.resources)).toEqual([...auditResources]);
    expect(Object.keys(english.audit.fieldNames)).toEqual([...auditFieldNames]);
  });

  it('cover every record resource and every export (each is audited under its name)', () => {
    expect(auditResources).toEqual(expect.arrayContaining([...auditedRecordResources]));
    expect(auditResources).toEqual(expect.arrayContaining(Object.keys(exportColumns)));
  });

  it('name known codes and leave unknown ones as they are', () => {
    expect(auditActionLabel(t, 'resetPassword')).toBe('Password reset');
    expect(auditActionLabel(t, 'teleport')).toBe('teleport');
    expect(auditResourceLabel(t, 'telegramUsers')).toBe('Telegram users');
    expect(auditResourceLabel(t, 'spaceships')).toBe('spaceships');
    expect(auditFieldLabel(t, 'isSuperUser')).toBe('Super user');
    expect(auditFieldLabel(t, 'passwordChangedAt')).toBe('Password changed at');
    // Not looked up: no key path of the texts, even when it names one.
    expect(auditFieldLabel(t, 'constructor')).toBe('Constructor');
  });
});

describe('import entries', () => {
  const translators = async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en-US',
      defaultNS: 'operations',
      resources: {
        'en-US': { operations: english, resource: englishResource },
        'ru-RU': { operations: russian, resource: russianResource },
      },
      interpolation: { escapeValue: false },
    });
    return { en: i18n.getFixedT('en-US'), ru: i18n.getFixedT('ru-RU') };
  };
  const imported = (after: unknown, reason: string | null = null) => ({
    action: 'import',
    reason,
    after,
  });

  it("say the skipped rows in the admin's language, with its plural forms", async () => {
    const { en, ru } = await translators();
    const after = (skipped: number) => ({
      mode: 'valid-only',
      created: 2,
      createdIds: [1, 2],
      skipped,
    });
    expect(auditReason(en, imported(after(1)))).toBe('1 invalid row skipped');
    expect(auditReason(en, imported(after(1200)))).toBe('1,200 invalid rows skipped');
    expect(auditReason(ru, imported(after(3)))).toBe('Пропущены 3 некорректные строки');
    expect(auditReason(ru, imported(after(5)))).toBe('Пропущено 5 некорректных строк');
    expect(auditReason(en, imported(after(0)))).toBeNull();
    // As imports wrote it before they stored the count.
    expect(auditReason(ru, imported({ ids: [1] }, '1 invalid rows skipped'))).toBe(
      'Пропущена 1 некорректная строка',
    );
    // Any other reason stays as written.
    expect(auditReason(ru, { action: 'ban', reason: 'spam', after: null })).toBe('spam');
    expect(auditReason(ru, imported({}, 'by hand'))).toBe('by hand');
  });

  it("name the import mode, and the created ids apart from a reorder's order", async () => {
    const { en, ru } = await translators();
    expect(displayAuditField('mode', 'valid-only', 'en-US', en)).toBe('Valid rows only');
    expect(displayAuditField('mode', 'all-or-nothing', 'ru-RU', ru)).toBe('Всё или ничего');
    expect(displayAuditField('mode', 'sideways', 'en-US', en)).toBe('sideways');
    expect(auditFieldLabel(en, 'createdIds', 'import')).toBe('IDs of the created records');
    // An older import's `ids` are its created records too; a reorder's are the order.
    expect(auditFieldLabel(en, 'ids', 'import')).toBe('IDs of the created records');
    expect(auditFieldLabel(en, 'ids', 'reorder')).toBe('Records in order');
    expect(auditFieldLabel(en, 'skipped', 'import')).toBe('Invalid rows skipped');
  });
});

describe('humaniseFieldName', () => {
  it('splits camelCase, snake_case and acronyms into a sentence', () => {
    expect(humaniseFieldName('lastLoginAt')).toBe('Last login at');
    expect(humaniseFieldName('user_id')).toBe('User id');
    expect(humaniseFieldName('apiURL')).toBe('Api URL');
    expect(humaniseFieldName('XPReward')).toBe('XP reward');
    expect(humaniseFieldName('')).toBe('');
  });
});

describe('auditFilterOptions', () => {
  const label = (code: string) => code.toUpperCase();

  it('lists the codes sorted by label', () => {
    expect(auditFilterOptions(['b', 'a'], label, 'en-US')).toEqual([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ]);
  });
});

describe('audit values', () => {
  it('recognise only ISO instants', () => {
    expect(isIsoTimestamp('2026-10-18T14:49:38.292Z')).toBe(true);
    expect(isIsoTimestamp('2026-10-18T14:49:38+02:00')).toBe(true);
    expect(isIsoTimestamp('2026-10-18')).toBe(false);
    expect(isIsoTimestamp('2026-13-45T99:99:99Z')).toBe(false);
    expect(isIsoTimestamp('Released 2026-10-18T14:49:38Z')).toBe(false);
    expect(isIsoTimestamp(1_700_000_000_000)).toBe(false);
  });

  it("write instants in the admin's language, to the second", () => {
    const at = '2026-10-18T14:49:38.292Z';
    expect(formatAuditTimestamp(at, 'en-US', 'UTC')).toBe('10/18/2026, 02:49:38 PM');
    expect(formatAuditTimestamp(at, 'de-DE', 'UTC')).toBe('18.10.2026, 14:49:38');
    expect(displayAuditValue(at, 'es-ES', t, 'UTC')).toBe('18/10/2026, 14:49:38');
  });

  it('show every other value as the rest of the console does: On/Off, (empty), JSON', () => {
    expect(displayAuditValue('2026-10-18', 'en-US', t)).toBe('2026-10-18');
    expect(displayAuditValue(42, 'en-US', t)).toBe('42');
    expect(displayAuditValue({ a: 1 }, 'en-US', t)).toBe('{"a":1}');
    expect(displayAuditValue(true, 'en-US', t)).toBe('On');
    expect(displayAuditValue(false, 'en-US', t)).toBe('Off');
    for (const empty of [null, undefined, '']) {
      expect(displayAuditValue(empty, 'en-US', t)).toBe('(empty)');
    }
    // In the admin's language, with the words the conflict dialog and the lists use.
    const russian = tOver(english, russianResource);
    expect(displayAuditValue(true, 'ru-RU', russian)).toBe(russianResource.list.on);
    expect(displayAuditValue(null, 'ru-RU', russian)).toBe(russianResource.conflict.empty);
  });
});
