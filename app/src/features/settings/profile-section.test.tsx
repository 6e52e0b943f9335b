import type { Profile } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import settings from '../../locales/en-US/settings.json';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import { ProfileSection } from './profile-section';

/** The first admin, bootstrapped with a username from before the server checked it. */
const firstAdmin: Profile = {
  id: 1,
  name: 'Super Admin',
  username: 'qa',
  isSuperUser: true,
  permissions: [],
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

/** The profile endpoint: GET answers the profile, PUT the profile with the body applied. */
function profileServer(profile: Profile) {
  return vi.fn<typeof globalThis.fetch>(async (_input, init) => {
    const body = init?.method === 'PUT' ? JSON.parse(String(init.body)) : {};
    const data =
      init?.method === 'PUT' ? { ...profile, ...body, version: profile.version + 1 } : profile;
    return Response.json({ success: true, message: 'OK', data });
  });
}

async function renderProfile(fetch: typeof globalThis.fetch) {
  rendered = await renderRouted(
    signedInCore(fetch),
    await testI18n({ settings, common, resource }),
    ['/settings'],
    <QueryClientProvider client={new QueryClient()}>
      <Routes>
        <Route path="/settings" element={<ProfileSection />} />
      </Routes>
    </QueryClientProvider>,
  );
  const form = rendered.container;
  await act(async () => {
    await vi.waitFor(() => expect(form.querySelector('input[name="name"]')).not.toBeNull());
  });
  return form;
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function save(form: HTMLElement) {
  const submit = [...form.querySelectorAll('button')].find(
    (button) => button.textContent === 'Save profile',
  );
  await act(async () => {
    submit?.click();
  });
}

const sentBodies = (fetch: ReturnType<typeof profileServer>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the profile form', () => {
  it('saves a new name without checking the untouched stored username, and sends only the name', async () => {
    const fetch = profileServer(firstAdmin);
    const form = await renderProfile(fetch);

    await type(form.querySelector('input[name="name"]') as HTMLInputElement, 'Quinn');
    await save(form);
    await act(async () => {
      await vi.waitFor(() => expect(sentBodies(fetch)).toHaveLength(1));
    });

    expect(sentBodies(fetch)).toEqual([{ name: 'Quinn', version: 1 }]);
    expect(form.textContent).not.toContain('Must be at least 3 characters');
  });

  it('still checks a username the admin changes', async () => {
    const fetch = profileServer(firstAdmin);
    const form = await renderProfile(fetch);

    await type(form.querySelector('input[name="username"]') as HTMLInputElement, 'qb');
    await save(form);

    expect(form.textContent).toContain('Must be at least 3 characters');
    expect(sentBodies(fetch)).toEqual([]);
  });
});

describe('a stale save of the own profile', () => {
  it('says the profile was changed in another tab or session, not by someone else', async () => {
    let stored = firstAdmin;
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
      if (init?.method === 'PUT') {
        // Another tab saved a new name meanwhile: this tab's version is stale.
        stored = { ...firstAdmin, name: 'Other Tab', version: 2 };
        return Response.json(
          { success: false, message: 'The record was changed', code: 'CONFLICT' },
          { status: 409 },
        );
      }
      return Response.json({ success: true, message: 'OK', data: stored });
    });
    const form = await renderProfile(fetch);

    await type(form.querySelector('input[name="name"]') as HTMLInputElement, 'This Tab');
    await save(form);
    const dialog = () => document.querySelector('[role="dialog"]');
    await act(async () => {
      await vi.waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 4_000 });
    });

    const shown = dialog()?.textContent ?? '';
    expect(shown).toContain(settings.profile.conflict.title);
    expect(shown).toContain(settings.profile.conflict.description);
    expect(shown).toContain(settings.profile.conflict.reload);
    expect(shown).not.toContain(resource.conflict.title);
    expect(shown).not.toContain('someone else');
  });
});
