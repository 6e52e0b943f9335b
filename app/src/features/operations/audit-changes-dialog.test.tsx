import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/ru-RU/common.json';
import operations from '../../locales/ru-RU/operations.json';
import resource from '../../locales/ru-RU/resource.json';
import { type Rendered, render, signedInCore } from '../../test-support';
import { AuditChangesDialog } from './audit-changes-dialog';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

describe('the audit entry dialog', () => {
  it('names its close button in Russian in a Russian console, not "Close"', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'ru-RU',
      resources: { 'ru-RU': { common, operations, resource } },
      interpolation: { escapeValue: false },
    });
    rendered = await render(
      signedInCore(vi.fn<typeof fetch>()),
      i18n,
      <AuditChangesDialog
        entry={{
          id: 1,
          actorId: 1,
          actorUsername: 'admin',
          action: 'update',
          resource: 'goals',
          recordId: '7',
          before: { title: 'Старое' },
          after: { title: 'Новое' },
          reason: null,
          ip: null,
          at: '2024-05-01T10:00:00.000Z',
        }}
        onClose={() => {}}
      />,
    );
    const dialog = document.body.querySelector('[role="dialog"]');
    expect(dialog).not.toBeNull();
    const labels = [...(dialog?.querySelectorAll('button') ?? [])].map((button) =>
      button.getAttribute('aria-label'),
    );
    expect(labels).toContain(common.actions.close);
    expect(labels).not.toContain('Close');
  });
});

describe('the dialog of an entry without a record (an import)', () => {
  it('names the action and resource without "#—", and the import in the admin\'s words', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'ru-RU',
      resources: { 'ru-RU': { common, operations, resource } },
      interpolation: { escapeValue: false },
    });
    rendered = await render(
      signedInCore(vi.fn<typeof fetch>()),
      i18n,
      <AuditChangesDialog
        entry={{
          id: 2,
          actorId: 1,
          actorUsername: 'admin',
          action: 'import',
          resource: 'faq',
          recordId: null,
          before: null,
          after: { mode: 'valid-only', created: 2, createdIds: [7, 8], skipped: 1 },
          reason: null,
          ip: null,
          at: '2024-05-01T10:00:00.000Z',
        }}
        onClose={() => {}}
      />,
    );
    const dialog = document.body.querySelector('[role="dialog"]');
    const description = dialog?.querySelector('[id$="description"], p')?.textContent;
    expect(dialog?.textContent).toContain(
      `${operations.audit.actions.import}: ${operations.audit.resources.faq}`,
    );
    expect(dialog?.textContent).not.toContain('—');
    expect(description).not.toContain('№');
    const cells = (field: string) =>
      [...(dialog?.querySelectorAll(`tr[data-field="${field}"] > *`) ?? [])].map(
        (cell) => cell.textContent,
      );
    expect(cells('mode')[0]).toContain(operations.audit.fieldNames.mode);
    expect(cells('mode')[2]).toBe(operations.audit.importModes['valid-only']);
    expect(cells('createdIds')[0]).toContain(operations.audit.fieldNames.createdIds);
    expect(dialog?.textContent).toContain('Пропущена 1 некорректная строка');
  });
});

/** Every dialog and sheet of the console gives the kit's close button a translated name. */
describe('dialogs in the console', () => {
  const sources = import.meta.glob<string>('../../**/*.tsx', {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('pass closeLabel to every DialogContent and SheetContent (the kit says "Close" otherwise)', () => {
    const unnamed: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      if (file.endsWith('.test.tsx')) continue;
      for (const match of source.matchAll(/<(DialogContent|SheetContent)\b([^>]*)>/g)) {
        if (!/\bcloseLabel=/.test(match[2] ?? '')) unnamed.push(`${file}: <${match[1]}>`);
      }
    }
    expect(unnamed).toEqual([]);
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });
});
