import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adminUsers from '../../locales/en-US/admin-users.json';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import settings from '../../locales/en-US/settings.json';
import { type Rendered, render, signedInCore, testI18n } from '../../test-support';
import { PasswordSection } from './password-section';

const WRONG_CURRENT = 'Current password is incorrect';

/** The server refusing the current password, as PUT /auth/change-password answers it. */
const wrongCurrentPassword = () =>
  Response.json(
    {
      success: false,
      message: WRONG_CURRENT,
      code: 'VALIDATION_ERROR',
      details: [{ path: 'currentPassword', message: WRONG_CURRENT }],
    },
    { status: 400 },
  );

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function renderSection(fetch: typeof globalThis.fetch) {
  rendered = await render(
    signedInCore(fetch),
    await testI18n({ settings, 'admin-users': adminUsers, common, resource }),
    <PasswordSection />,
  );
  return rendered.container;
}

const input = (form: HTMLElement, name: string) =>
  form.querySelector(`input[name="${name}"]`) as HTMLInputElement;

async function type(target: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(form: HTMLElement) {
  const button = [...form.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === 'Change password',
  );
  await act(async () => {
    button?.click();
  });
}

async function fill(form: HTMLElement, current: string, next: string) {
  await type(input(form, 'currentPassword'), current);
  await type(input(form, 'newPassword'), next);
  await type(input(form, 'confirmPassword'), next);
}

/** The form-level problem (FormProblems), apart from the field's own message. */
const formProblem = (form: HTMLElement) =>
  [...form.querySelectorAll('[role="alert"]')]
    .filter((alert) => !alert.closest('[data-slot="form-field"]'))
    .map((alert) => alert.textContent)
    .join(' ');

/** The fields marked invalid, by name. */
const invalidFields = (form: HTMLElement) =>
  [...form.querySelectorAll('input[aria-invalid="true"]')].map(
    (field) => (field as HTMLInputElement).name,
  );

describe('the password change form', () => {
  it('says nothing while the admin tabs through the empty fields; checks on submit, then on change', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const form = await renderSection(fetch);

    for (const name of ['currentPassword', 'newPassword', 'confirmPassword']) {
      await act(async () => {
        input(form, name).focus();
        input(form, name).blur();
      });
    }
    expect(invalidFields(form)).toEqual([]);
    expect(form.textContent).not.toContain(common.validation.required);

    await submit(form);
    expect(invalidFields(form)).toEqual(['currentPassword', 'newPassword', 'confirmPassword']);
    expect(form.textContent).toContain(common.validation.required);
    expect(fetch).not.toHaveBeenCalled();

    // After a submit, a change is checked at once: no blur needed.
    await type(input(form, 'currentPassword'), 'my-Current-password-1');
    expect(invalidFields(form)).toEqual(['newPassword', 'confirmPassword']);
  });

  it("refuses a weak new password with the contract's rule, before sending it", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const form = await renderSection(fetch);

    await fill(form, 'my-Current-password-1', 'password');
    await submit(form);

    expect(form.textContent).toContain(resource.validation.weakPassword);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a new password that leans on the admin's own username, as the server would", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const form = await renderSection(fetch);

    // Strong on its own; the signed-in admin is "ada".
    await fill(form, 'my-Current-password-1', 'Ada!ada!12ada');
    await submit(form);

    expect(invalidFields(form)).toEqual(['newPassword']);
    expect(form.textContent).toContain(resource.validation.weakPassword);
    expect(form.querySelector('[data-testid="password-strength"]')?.textContent).toContain('weak');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a weak new password once, under the new password; the confirmation only says whether it matches', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const form = await renderSection(fetch);

    await fill(form, 'my-Current-password-1', 'password');
    await submit(form);

    expect(form.textContent?.split(resource.validation.weakPassword)).toHaveLength(2);
    expect(invalidFields(form)).toEqual(['newPassword']);

    await type(input(form, 'confirmPassword'), 'passwort');
    expect(invalidFields(form)).toEqual(['newPassword', 'confirmPassword']);
    expect(form.textContent?.split(resource.validation.weakPassword)).toHaveLength(2);
    expect(form.textContent).toContain(settings.password.mismatch);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("takes the server's refusal away once the admin edits the form", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => wrongCurrentPassword());
    const form = await renderSection(fetch);

    await fill(form, 'not-my-Password-1', 'my-New-password-2');
    await submit(form);
    // The first call loads the route call checks (their own chunk): each try lets React commit
    // what arrived meanwhile, which it holds back inside a single act() scope.
    await vi.waitFor(
      async () => {
        await act(async () => {});
        expect(form.textContent).toContain(WRONG_CURRENT);
      },
      { timeout: 4_000 },
    );
    // Said once, under the refused field, which takes the focus; not again above the form.
    expect(form.textContent?.split(WRONG_CURRENT)).toHaveLength(2);
    expect(formProblem(form)).not.toContain(WRONG_CURRENT);
    expect(document.activeElement).toBe(input(form, 'currentPassword'));

    await type(input(form, 'currentPassword'), 'my-Current-password-1');

    expect(formProblem(form)).not.toContain(WRONG_CURRENT);
    expect(form.textContent).not.toContain(WRONG_CURRENT);
  });
});
