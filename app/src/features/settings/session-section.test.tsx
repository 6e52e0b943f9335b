import { afterEach, describe, expect, it } from 'vitest';
import adminUsers from '../../locales/en-US/admin-users.json';
import settings from '../../locales/en-US/settings.json';
import { type Rendered, render, signedInCore, testI18n } from '../../test-support';
import { SessionSection } from './session-section';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

describe('SessionSection', () => {
  it("says the access token's end is a renewal, not the session's end", async () => {
    rendered = await render(
      signedInCore(),
      await testI18n({ settings, 'admin-users': adminUsers }),
      <SessionSection />,
    );
    const terms = [...rendered.container.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toContain('Access token');
    expect(terms).not.toContain('Access token expires');
    const token = [...rendered.container.querySelectorAll('dt')].find(
      (term) => term.textContent === 'Access token',
    );
    expect(token?.nextElementSibling?.textContent).toMatch(
      /^Valid until .+, then renewed automatically while you stay signed in$/,
    );
    expect(rendered.container.textContent).toContain('720 minutes');
  });
});
