import { createMemoryStorage } from '@console/admin-core';
import { createInstance } from 'i18next';
import { act } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import deAuth from '../../locales/de-DE/auth.json';
import deCommon from '../../locales/de-DE/common.json';
import frAuth from '../../locales/fr-FR/auth.json';
import frCommon from '../../locales/fr-FR/common.json';
import jaAuth from '../../locales/ja-JP/auth.json';
import jaCommon from '../../locales/ja-JP/common.json';
import { type Rendered, render, signedInCore } from '../../test-support';
import LoginPage from './login.page';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function germanI18n() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'de-DE',
    resources: {
      'de-DE': { auth: deAuth, common: deCommon },
      'fr-FR': { auth: frAuth, common: frCommon },
      'ja-JP': { auth: jaAuth, common: jaCommon },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

async function renderSignIn() {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const core = signedInCore(fetch, { storage: createMemoryStorage() });
  const i18n = await germanI18n();
  rendered = await render(core, i18n, <LoginPage onSignedIn={() => {}} />);
  const { container } = rendered;
  const field = (name: string) =>
    container.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
  const submit = async (username: string, password: string) => {
    await act(async () => {
      field('username').value = username;
      field('password').value = password;
      container.querySelector('form')?.requestSubmit();
    });
    return container.querySelector('[role="alert"]')?.textContent;
  };
  return { fetch, i18n, container, submit };
}

describe('the sign-in page', () => {
  it("says admin-core's refusals before sending in the admin's language, sending nothing", async () => {
    const { fetch, container, submit } = await renderSignIn();

    expect(await submit('   ', 'secret')).toBe(
      `${deAuth.login.username}: ${deCommon.validation.required}`,
    );
    // Too long a value is stopped by the fields' own limits first; without them, by admin-core's.
    (container.querySelector('form') as HTMLFormElement).noValidate = true;
    expect(await submit('a'.repeat(51), 'secret')).toBe(
      `${deAuth.login.username}: Darf höchstens 50 Zeichen lang sein`,
    );
    expect(await submit('ada', 'p'.repeat(129))).toBe(
      `${deAuth.login.password}: Darf höchstens 128 Zeichen lang sein`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says the server's refusals by their code in the admin's language, with the wait", async () => {
    const { fetch, i18n, submit } = await renderSignIn();
    const answer = (status: number, body: object) =>
      fetch.mockResolvedValueOnce(Response.json({ success: false, ...body }, { status }));
    const wrongGuess = { message: 'Invalid username or password', code: 'UNAUTHORIZED' };
    const lockedOut = (waitSeconds: number) => ({
      message: 'Too many attempts. Try again in 15 minutes.',
      code: 'RATE_LIMITED',
      params: { waitSeconds },
    });

    answer(401, wrongGuess);
    expect(await submit('ada', 'wrong')).toBe('Ungültiger Benutzername oder ungültiges Passwort');
    answer(429, lockedOut(879));
    expect(await submit('ada', 'wrong')).toBe(
      'Zu viele Versuche. Versuchen Sie es in 15 Minuten erneut.',
    );
    answer(429, lockedOut(1));
    expect(await submit('ada', 'wrong')).toBe(
      'Zu viele Versuche. Versuchen Sie es in 1 Sekunde erneut.',
    );
    answer(500, { message: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(await submit('ada', 'secret')).toBe(deAuth.login.failed);

    await act(async () => {
      await i18n.changeLanguage('ja-JP');
    });
    answer(401, wrongGuess);
    expect(await submit('ada', 'wrong')).toBe('ユーザー名またはパスワードが正しくありません');
    answer(429, lockedOut(42));
    expect(await submit('ada', 'wrong')).toBe(
      '試行回数が多すぎます。42 秒後にもう一度お試しください。',
    );

    // In English, an answer the page has no text of its own for is the server's message.
    await act(async () => {
      await i18n.changeLanguage('en-US');
    });
    answer(500, { message: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(await submit('ada', 'secret')).toBe('Internal server error');
  });

  it('renders again in the new language when the language changes', async () => {
    const { i18n, container } = await renderSignIn();
    expect(container.querySelector('h1')?.textContent).toBe(deAuth.login.title);

    await act(async () => {
      await i18n.changeLanguage('fr-FR');
    });
    expect(container.querySelector('h1')?.textContent).toBe(frAuth.login.title);
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe(frAuth.login.submit);
  });
});
