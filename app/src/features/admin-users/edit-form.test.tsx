import type { AdminCore } from '@console/admin-core';
import type { AdminUser } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminUsers from '../../locales/en-US/admin-users.json';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import {
  type RenderedRoutes,
  renderRouted,
  signedInCore,
  signedInStorage,
  testI18n,
} from '../../test-support';
import { AdminUserEditForm } from './edit-form';

const superUser: AdminUser = {
  id: 2,
  name: 'Grace',
  username: 'grace',
  isSuperUser: true,
  permissions: [],
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

let rendered: RenderedRoutes | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function renderForm(core: AdminCore, user: AdminUser) {
  const path = `/admin-users/${user.id}/edit`;
  rendered = await renderRouted(
    core,
    await testI18n({ 'admin-users': adminUsers, common, resource }),
    [path],
    <QueryClientProvider client={new QueryClient()}>
      <Routes>
        <Route path={path} element={<AdminUserEditForm user={user} />} />
      </Routes>
    </QueryClientProvider>,
  );
  return rendered.container;
}

const buttonNames = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].map((button) => button.textContent);

const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name,
  );
  if (!found) throw new Error(`no "${name}" button`);
  return found;
};

const LAST_SUPER_USER =
  'The last active super user cannot be deactivated or lose super user rights';

/** The server's answer to the last active super user removing their own super-user right. */
const lastSuperUserRefusal = () =>
  new Response(
    JSON.stringify({
      success: false,
      message: LAST_SUPER_USER,
      code: 'CONFLICT',
      details: [{ path: 'isSuperUser', message: LAST_SUPER_USER }],
    }),
    { status: 409, headers: { 'Content-Type': 'application/json' } },
  );

// The first render loads the form's modules and texts: on a busy machine that alone took over
// vitest's 5 s default, and the late render then stayed mounted under the next tests.
describe('the admin-user edit form', { timeout: 30_000 }, () => {
  it('offers no Save to an admin who may only look at a super user', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const manager = signedInStorage({
      isSuperUser: false,
      permissions: ['adminUsers:read', 'adminUsers:write'],
    });
    const form = await renderForm(signedInCore(fetch, { storage: manager }), superUser);

    expect(form.textContent).toContain('Only super users can change a super user.');
    expect(buttonNames(form)).not.toContain('Save changes');
    expect(form.querySelector('a[href="/admin-users"]')?.textContent).toBe('Back to the list');
  });

  it('offers Save to a super user', async () => {
    const form = await renderForm(signedInCore(vi.fn<typeof globalThis.fetch>()), superUser);

    expect(buttonNames(form)).toContain('Save changes');
    expect(form.querySelector('a[href="/admin-users"]')?.textContent).toBe('Cancel');
  });

  it('shows the super-user switch on again, with the reason, when the server refuses a self-demotion', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => lastSuperUserRefusal());
    // The signed-in admin (id 1) edits their own record.
    const form = await renderForm(signedInCore(fetch), { ...superUser, id: 1 });
    const superUserSwitch = () => form.querySelector('[role="switch"]');

    await act(async () => {
      (superUserSwitch() as HTMLElement).click();
    });
    expect(superUserSwitch()?.getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      button(form, 'Save changes').click();
    });
    await act(async () => {
      button(document.body, 'Remove my rights').click();
    });
    await act(async () => {
      await vi.waitFor(() => expect(form.textContent).toContain(LAST_SUPER_USER), {
        timeout: 5000,
      });
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(superUserSwitch()?.getAttribute('aria-checked')).toBe('true');
    const describedBy = superUserSwitch()?.getAttribute('aria-describedby') ?? '';
    const description = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain(LAST_SUPER_USER);
  });

  it('asks before an admin takes rights from their own account, and sends nothing when they cancel', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const form = await renderForm(signedInCore(fetch), { ...superUser, id: 1 });
    await act(async () => {
      (form.querySelector('[role="switch"]') as HTMLElement).click();
    });
    await act(async () => {
      button(form, 'Save changes').click();
    });
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Take rights away from your own account?');
    await act(async () => {
      button(document.body, 'Cancel').click();
    });
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("saves an admin's own demotion once confirmed, and the session holds the rights as saved", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        success: true,
        message: 'Admin user updated',
        data: { ...superUser, id: 1, isSuperUser: false, version: 4 },
      }),
    );
    const core = signedInCore(fetch);
    const form = await renderForm(core, { ...superUser, id: 1 });
    await act(async () => {
      (form.querySelector('[role="switch"]') as HTMLElement).click();
    });
    await act(async () => {
      button(form, 'Save changes').click();
    });
    await act(async () => {
      button(document.body, 'Remove my rights').click();
    });
    await act(async () => {
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    });
    await vi.waitFor(() =>
      expect(core.auth.getSnapshot().user).toMatchObject({ id: 1, isSuperUser: false }),
    );
    // No right to see admin users any more: no list to go back to.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('saves without asking when no right is taken away', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        success: true,
        message: 'Admin user updated',
        data: { ...superUser, id: 1, name: 'Ada L.', version: 4 },
      }),
    );
    const core = signedInCore(fetch);
    const form = await renderForm(core, { ...superUser, id: 1, name: 'Ada' });
    const name = form.querySelector('input[name="name"]') as HTMLInputElement;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(name, 'Ada L.');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      button(form, 'Save changes').click();
    });
    await act(async () => {
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    });
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    await vi.waitFor(() => expect(core.auth.getSnapshot().user?.name).toBe('Ada L.'));
  });

  describe('a disabled permission checkbox says why', () => {
    const checkbox = (container: HTMLElement, name: string) => {
      const found = container.querySelector(`[role="checkbox"][aria-label="${name}"]`);
      if (!(found instanceof HTMLElement)) throw new Error(`no "${name}" checkbox`);
      return found;
    };
    /** The texts `aria-describedby` points to, as a screen reader reads them. */
    const description = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
        .join(' ');
    const NOT_GRANTABLE =
      'Permissions you do not hold yourself cannot be granted, so their boxes cannot be ticked.';

    it('a permission the editor does not hold: a note below the matrix, tied to its box', async () => {
      const editor = signedInStorage({
        isSuperUser: false,
        permissions: ['adminUsers:read', 'adminUsers:write', 'goals:read'],
      });
      const limited: AdminUser = {
        ...superUser,
        isSuperUser: false,
        permissions: ['goals:read'],
      };
      const form = await renderForm(
        signedInCore(vi.fn<typeof globalThis.fetch>(), { storage: editor }),
        limited,
      );

      const levelsWrite = checkbox(form, 'Write permission for Levels');
      expect(levelsWrite.hasAttribute('disabled')).toBe(true);
      expect(description(levelsWrite)).toBe(NOT_GRANTABLE);
      expect(form.textContent).toContain(NOT_GRANTABLE);
      // A box the editor may tick or untick needs no explanation.
      for (const name of ['Read permission for Goals', 'Write permission for Admin users']) {
        expect(checkbox(form, name).hasAttribute('disabled'), name).toBe(false);
        expect(checkbox(form, name).hasAttribute('aria-describedby'), name).toBe(false);
      }
    });

    it('a super user being edited: the boxes point to "Super users hold every permission."', async () => {
      const form = await renderForm(signedInCore(vi.fn<typeof globalThis.fetch>()), superUser);

      const goalsRead = checkbox(form, 'Read permission for Goals');
      expect(goalsRead.hasAttribute('disabled')).toBe(true);
      expect(description(goalsRead)).toBe('Super users hold every permission.');
      expect(form.textContent).not.toContain(NOT_GRANTABLE);
    });

    it("a form the editor may not change: the boxes repeat the form's reason", async () => {
      const editor = signedInStorage({
        isSuperUser: false,
        permissions: ['adminUsers:read', 'adminUsers:write'],
      });
      const form = await renderForm(
        signedInCore(vi.fn<typeof globalThis.fetch>(), { storage: editor }),
        superUser,
      );

      expect(description(checkbox(form, 'Write permission for FAQ'))).toBe(
        'Only super users can change a super user. Super users hold every permission.',
      );
    });
  });
});
