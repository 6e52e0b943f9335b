import { ApiError, type ApiErrorInit } from '@console/admin-core';
import { toast } from '@console/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { act } from 'react';
import { initReactI18next } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadErrorRuleTexts } from '../../i18n/api-error';
import common from '../../locales/de-DE/common.json';
import resource from '../../locales/de-DE/resource.json';
import shell from '../../locales/de-DE/shell.json';
import { type RenderedRoutes, renderRouted, signedInCore } from '../../test-support';
import { useResourceForm } from './use-resource-form';

// The rule texts load after the console's first paint (`api-error.ts`).
beforeAll(() => loadErrorRuleTexts());

const levelSchema = z.object({ number: z.number(), requiredXp: z.number() });

/** A level form whose save is refused by the server with `refusal`; it shows each field's error. */
function LevelForm({ refusal }: { refusal: ApiError }) {
  const { form, onSubmit, formErrors } = useResourceForm({
    schema: levelSchema,
    fields: ['number', 'requiredXp'],
    toValues: (record: { id: number; version: number } & z.input<typeof levelSchema>) => record,
    emptyValues: { number: 11, requiredXp: 4000 },
    create: () => Promise.reject(refusal),
    invalidate: [],
    onSaved: () => {},
    messages: { created: 'created', updated: 'updated' },
    fieldLabel: (field) => field,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit}>
      <input aria-label="number" {...form.register('number', { valueAsNumber: true })} />
      <input aria-label="requiredXp" {...form.register('requiredXp', { valueAsNumber: true })} />
      <p data-field="number">{errors.number?.message}</p>
      <p data-field="requiredXp">{errors.requiredXp?.message}</p>
      <p data-field="form">{formErrors.join(' | ')}</p>
      <button type="submit">Save</button>
    </form>
  );
}

let rendered: RenderedRoutes | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.restoreAllMocks();
});

/** Submits the form in a German console and answers what each field shows. */
async function submitRefused(
  init: Omit<ApiErrorInit, 'kind'>,
  kind: ApiErrorInit['kind'] = 'conflict',
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'de-DE',
    resources: { 'de-DE': { common, resource, shell } },
    interpolation: { escapeValue: false },
  });
  const refusal = new ApiError({ kind, status: 409, code: 'CONFLICT', ...init });
  const toasts = vi.spyOn(toast, 'error');
  rendered = await renderRouted(
    signedInCore(vi.fn<typeof fetch>()),
    i18n,
    ['/levels/new'],
    <Routes>
      <Route
        path="/levels/new"
        element={
          <QueryClientProvider client={new QueryClient()}>
            <LevelForm refusal={refusal} />
          </QueryClientProvider>
        }
      />
    </Routes>,
  );
  const { container } = rendered;
  await act(async () => container.querySelector('button')?.click());
  const shown = (field: string) => container.querySelector(`[data-field="${field}"]`)?.textContent;
  return {
    number: shown('number'),
    requiredXp: shown('requiredXp'),
    form: shown('form'),
    focused: document.activeElement?.getAttribute('aria-label'),
    toasts: toasts.mock.calls.map(([message]) => message),
  };
}

describe('server refusals on the form', () => {
  it("shows a rule the console knows in the console's language, its numbers in the locale", async () => {
    const message =
      'Required XP must grow with the level number: it must be more than level 10 (4500 XP)';
    const rule = {
      rule: 'level.requiredXpOrder',
      params: { belowNumber: 10, belowXp: 4500 },
    };
    const shown = await submitRefused({
      serverMessage: message,
      details: [{ path: 'requiredXp', message, ...rule }],
      ...rule,
    });
    expect(shown.requiredXp).toBe(
      'Die benötigten XP müssen mit der Stufennummer steigen: mehr als bei Stufe 10 (4.500 XP)',
    );
    expect(shown.form).toBe('');
    expect(shown.focused).toBe('requiredXp');
    // Said once, under the field: no toast repeats it.
    expect(shown.toasts).toEqual([]);
  });

  it('says nothing of a save that failed because the session ended: /login says why', async () => {
    const shown = await submitRefused(
      { status: 401, code: 'UNAUTHORIZED', serverMessage: 'Token refresh failed' },
      'unauthorized',
    );
    expect(shown.toasts).toEqual([]);
    expect(shown.form).toBe('');
  });

  it('says a taken value once, under its field, without a toast', async () => {
    const message = 'Username is already taken';
    const shown = await submitRefused({
      serverMessage: message,
      details: [{ path: 'number', message }],
    });
    expect(shown.number).toBe(message);
    expect(shown.focused).toBe('number');
    expect(shown.form).toBe('');
    expect(shown.toasts).toEqual([]);
  });

  it("shows the server's own message for a rule it does not know, and for one without a rule", async () => {
    const shown = await submitRefused({
      serverMessage: 'Level 3 is reserved',
      details: [
        { path: 'number', message: 'Level 3 is reserved', rule: 'level.reserved' },
        { path: 'name', message: 'Level names are unique' },
      ],
    });
    expect(shown.number).toBe('Level 3 is reserved');
    expect(shown.form).toBe('Level names are unique');
    expect(shown.focused).toBe('number');
    // A problem of no field of the form is also said in a toast.
    expect(shown.toasts).toHaveLength(1);
  });

  it('says a known rule without field details (a stale version) as a form error in German', async () => {
    const shown = await submitRefused({
      serverMessage: 'The record was changed by someone else. Reload it and try again.',
      rule: 'record.stale',
    });
    expect(shown.form).toBe(
      'Der Datensatz wurde inzwischen von jemand anderem geändert. Laden Sie ihn neu und versuchen Sie es erneut.',
    );
  });
});
