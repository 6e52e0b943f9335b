import { ApiError } from '@console/admin-core';
import type { Faq } from '@console/contract';
import { toast } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import common from '../../locales/en-US/common.json';
import faq from '../../locales/en-US/faq.json';
import resource from '../../locales/en-US/resource.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import EditFaqPage from '../faq/edit.page';
import { ResourceFormBody } from './form-page';
import { useResourceForm } from './use-resource-form';

let rendered: RenderedRoutes | undefined;

beforeEach(() => {
  // The API client warns of every 404 that the endpoint may be missing; here the record is.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

const entry: Faq = {
  id: 41,
  question: 'How do I reset my streak?',
  answer: 'You cannot.',
  category: 'general',
  locale: 'en-US',
  sortOrder: 3,
  isPublished: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 2,
};

const ok = (data: unknown, status = 200) =>
  Response.json({ success: true, message: 'OK', data }, { status });
const notFound = () =>
  Response.json(
    { success: false, message: 'FAQ entry not found', code: 'NOT_FOUND' },
    { status: 404 },
  );
const stale = () =>
  Response.json(
    { success: false, message: 'The record was changed by someone else.', code: 'CONFLICT' },
    { status: 409 },
  );

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The FAQ API of an entry another admin deletes once the form has loaded it: the first read
 * answers the entry, every later one 404, and so does an update (or `update` answers instead).
 */
function server(update: () => Response = notFound) {
  const sent: Sent[] = [];
  let reads = 0;
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://console.test').pathname.replace(/^\/api\/admin/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    if (method === 'GET' && path === '/faq/41') return reads++ === 0 ? ok(entry) : notFound();
    if (method === 'PUT' && path === '/faq/41') return update();
    if (method === 'POST' && path === '/faq') {
      return ok({ ...entry, ...(body as object), id: 77, version: 1 }, 201);
    }
    return ok({ items: [], total: 0, page: 1, pageSize: 20 });
  });
  return { fetch, sent };
}

async function open(fetch: typeof globalThis.fetch) {
  rendered = await renderRouted(
    signedInCore(fetch),
    await testI18n({ common, resource, faq }),
    ['/faq', '/faq/edit/41'],
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Routes>
        <Route path="/faq/edit/:faqId" element={<EditFaqPage />} />
        <Route path="/faq" element={<p>FAQ list</p>} />
      </Routes>
    </QueryClientProvider>,
  );
  const view = rendered.container;
  await act(async () => {
    await vi.waitFor(() => expect(answer(view)).not.toBeNull());
  });
  return view;
}

const answer = (view: HTMLElement) =>
  view.querySelector<HTMLTextAreaElement>('textarea[name="answer"]');
const question = (view: HTMLElement) =>
  view.querySelector<HTMLTextAreaElement>('textarea[name="question"]');
const button = (view: HTMLElement, label: string) =>
  [...view.querySelectorAll('button')].find((item) => item.textContent === label);
const notice = (view: HTMLElement) =>
  [...view.querySelectorAll('[role="alert"]')].find((item) =>
    item.textContent?.includes('Someone else deleted this record'),
  );

async function type(field: HTMLTextAreaElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      field,
      value,
    );
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(target: HTMLElement | undefined) {
  expect(target).toBeDefined();
  await act(async () => target?.click());
}

async function waitForNotice(view: HTMLElement) {
  await act(async () => {
    await vi.waitFor(() => expect(notice(view)).toBeDefined());
  });
  return notice(view) as HTMLElement;
}

const appUserSchema = z.object({ firstName: z.string().min(1) });
const appUser = { id: 9, version: 4, firstName: 'Lucas' };

/** An edit form of a record it cannot create (an app user's), on the shared hook and body. */
function AppUserForm({
  update,
}: {
  update: (id: number, changes: object) => Promise<typeof appUser>;
}) {
  const { form, onSubmit, submitting, formErrors, gone, dialogs } = useResourceForm({
    schema: appUserSchema,
    fields: ['firstName'],
    record: appUser,
    toValues: (record: typeof appUser) => ({ firstName: record.firstName }),
    emptyValues: { firstName: '' },
    update,
    invalidate: [],
    onSaved: () => {},
    messages: { created: 'created', updated: 'updated' },
    fieldLabel: (field) => field,
  });
  return (
    <ResourceFormBody
      onSubmit={onSubmit}
      submitting={submitting}
      formErrors={formErrors}
      gone={gone}
      cancelHref="/users"
      submitLabel="Save"
      dialogs={dialogs}
    >
      <input aria-label="First name" {...form.register('firstName')} />
    </ResourceFormBody>
  );
}

describe('an edit form whose record someone else deleted meanwhile', () => {
  it('says so in place, keeps the edits, sends no more updates, and creates it again from them', async () => {
    const errors = vi.spyOn(toast, 'error');
    const created = vi.spyOn(toast, 'success');
    const { fetch, sent } = server();
    const view = await open(fetch);
    await type(answer(view) as HTMLTextAreaElement, 'Ask support to restore it.');
    await click(button(view, 'Save changes'));

    const shown = await waitForNotice(view);
    expect(shown.textContent).toContain(resource.gone.description);
    expect(document.activeElement).toBe(shown);
    // Said where the form is and kept there: no toast that vanishes.
    expect(errors).not.toHaveBeenCalled();
    expect(answer(view)?.value).toBe('Ask support to restore it.');
    expect(window.location.pathname).toBe('/faq/edit/41');
    // No Save retrying an update that cannot succeed, not even by Enter.
    expect(button(view, 'Save changes')).toBeUndefined();
    const updates = () => sent.filter(({ method }) => method === 'PUT').length;
    expect(updates()).toBe(1);
    await act(async () => {
      view.querySelector('form')?.requestSubmit();
    });
    expect(updates()).toBe(1);
    const back = [...shown.querySelectorAll('a')].find(
      (link) => link.textContent === 'Back to the list',
    );
    expect(back?.getAttribute('href')).toBe('/faq');

    await click(button(shown, 'Create as a new record'));
    await act(async () => {
      await vi.waitFor(() => expect(window.location.pathname).toBe('/faq'));
    });
    // A new record through the create route: the whole form, no id and no version.
    expect(sent.filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/faq',
        body: {
          question: entry.question,
          answer: 'Ask support to restore it.',
          category: entry.category,
          locale: entry.locale,
          sortOrder: entry.sortOrder,
          isPublished: entry.isPublished,
        },
      },
    ]);
    expect(created).toHaveBeenCalledWith(faq.created);
  });

  it('checks the whole form as a new record before creating it again', async () => {
    const { fetch, sent } = server();
    const view = await open(fetch);
    await type(answer(view) as HTMLTextAreaElement, 'Edited');
    await click(button(view, 'Save changes'));
    const shown = await waitForNotice(view);
    await type(question(view) as HTMLTextAreaElement, '   ');
    await click(button(shown, 'Create as a new record'));
    expect(sent.some(({ method }) => method === 'POST')).toBe(false);
    expect(view.textContent).toContain('This field is required');
    expect(notice(view)).toBeDefined();
  });

  it('says so too when Save finds it gone without edits, instead of leaving as if saved', async () => {
    const { fetch, sent } = server();
    const view = await open(fetch);
    await click(button(view, 'Save changes'));
    await waitForNotice(view);
    expect(window.location.pathname).toBe('/faq/edit/41');
    expect(sent.filter(({ method }) => method !== 'GET')).toEqual([]);
  });

  it('says so when the record changed and was then deleted (409, then gone)', async () => {
    const errors = vi.spyOn(toast, 'error');
    const { fetch } = server(stale);
    const view = await open(fetch);
    await type(answer(view) as HTMLTextAreaElement, 'Edited');
    await click(button(view, 'Save changes'));
    await waitForNotice(view);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(answer(view)?.value).toBe('Edited');
    expect(errors).not.toHaveBeenCalled();
  });

  it('offers only the way back where the form cannot create the record (an app user)', async () => {
    const update = vi.fn<(id: number, changes: object) => Promise<typeof appUser>>(() =>
      Promise.reject(new ApiError({ kind: 'not-found', status: 404 })),
    );
    rendered = await renderRouted(
      signedInCore(vi.fn<typeof globalThis.fetch>()),
      await testI18n({ common, resource }),
      ['/users/9'],
      <QueryClientProvider client={new QueryClient()}>
        <Routes>
          <Route path="/users/9" element={<AppUserForm update={update} />} />
        </Routes>
      </QueryClientProvider>,
    );
    const view = rendered.container;
    const input = view.querySelector('input') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'Luc');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(button(view, 'Save'));
    const shown = await waitForNotice(view);
    expect(shown.textContent).toContain(resource.gone.descriptionNoCreate);
    expect(button(view, 'Create as a new record')).toBeUndefined();
    expect(button(view, 'Save')).toBeUndefined();
    expect(input.value).toBe('Luc');
    expect(update).toHaveBeenCalledTimes(1);
  });
});
