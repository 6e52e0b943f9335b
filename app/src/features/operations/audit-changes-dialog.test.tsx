import type { AuditLog } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
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
  const importEntry = (overrides: Partial<AuditLog>): AuditLog => ({
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
    ...overrides,
  });
  const renderImport = async (entry: AuditLog) => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'ru-RU',
      resources: { 'ru-RU': { common, operations, resource } },
      interpolation: { escapeValue: false },
    });
    rendered = await render(
      signedInCore(vi.fn<typeof fetch>(async () => new Response(null, { status: 503 }))),
      i18n,
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <AuditChangesDialog entry={entry} onClose={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return document.body.querySelector('[role="dialog"]') as HTMLElement;
  };
  const linksOf = (dialog: HTMLElement) =>
    [...dialog.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

  it('says what it imported and how, with links to the created records, not a diff', async () => {
    const dialog = await renderImport(importEntry({}));
    const description = dialog.querySelector('[id$="description"], p')?.textContent;
    expect(dialog.textContent).toContain(
      `${operations.audit.actions.import}: ${operations.audit.resources.faq}`,
    );
    expect(dialog.textContent).not.toContain('—');
    expect(description).not.toContain('№');
    // No before/after table, so no field marked "changed" with an "(empty)" before it.
    expect(dialog.querySelector('table')).toBeNull();
    expect(dialog.textContent).not.toContain(operations.audit.diff.changed);
    const facts = Object.fromEntries(
      [...dialog.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(facts).toEqual({
      [operations.audit.fieldNames.mode]: operations.audit.importModes['valid-only'],
      [operations.audit.fieldNames.created]: '2',
    });
    expect(linksOf(dialog)).toEqual([
      [operations.import.openCreated.faq, '/faq?sort=updatedAt%3Adesc'],
      ['№ 7', '/faq/edit/7'],
      ['№ 8', '/faq/edit/8'],
    ]);
    expect(dialog.textContent).toContain('Пропущена 1 некорректная строка');
  });

  it("links a challenges import to its goal's challenges, and an older import's ids", async () => {
    const dialog = await renderImport(
      importEntry({
        resource: 'challenges',
        after: { mode: 'all-or-nothing', goalId: 3, ids: [10, 11] },
      }),
    );
    expect(linksOf(dialog).map(([, href]) => href)).toEqual([
      '/challenges/3?sort=createdAt%3Adesc',
      '/challenges/edit/10',
      '/challenges/edit/11',
    ]);
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
