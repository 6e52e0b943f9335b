import { expect, test } from '@playwright/test';

test('each language is also served as one merged file at /locales/{lng}.json', async ({
  request,
}) => {
  const answer = await request.get('/locales/de-DE.json');
  expect(answer.ok()).toBe(true);
  const german = (await answer.json()) as Record<string, Record<string, unknown>>;
  expect(german.common?.brand).toBe('Admin-Konsole');
  expect(german.auth).toMatchObject({ login: { username: 'Benutzername' } });
});
