import type { AdminCore } from '@console/admin-core';
import { act, useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import resource from '../../locales/en-US/resource.json';
import type { BrowserHistory } from '../../routes/browser-history';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import { useUnsavedChangesGuard } from './unsaved-changes';

/** A form whose "Type" button makes it dirty and whose "Saved" button bypasses the guard. */
function Form() {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <main>
      <h1>Create goal</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Type
      </button>
      <button type="button" onClick={() => guard.bypass()}>
        Saved
      </button>
      {guard.dialog}
    </main>
  );
}

let core: AdminCore;
let rendered: RenderedRoutes;
let history: BrowserHistory;

beforeEach(async () => {
  core = signedInCore(vi.fn<typeof fetch>());
  rendered = await renderRouted(
    core,
    await testI18n({ resource }),
    ['/goals', '/goals/create'],
    <Routes>
      <Route path="/goals" element={<h1>Goals</h1>} />
      <Route path="/goals/create" element={<Form />} />
    </Routes>,
  );
  history = rendered.history;
});

afterEach(() => {
  rendered.unmount();
});

const button = (name: string) => {
  const found = [...document.body.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === name,
  );
  if (!found) throw new Error(`no "${name}" button`);
  return found;
};
const click = (name: string) =>
  act(async () => {
    button(name).click();
  });
const go = (to: string | number) =>
  act(async () => {
    if (typeof to === 'number') history.navigator.go(to);
    else history.navigator.push(to);
  });
const shownPath = () => history.getSnapshot().location.pathname;
const askDialog = () => document.body.querySelector('[role="alertdialog"]');

describe('the unsaved-changes guard in the console router', () => {
  it('lets a clean form go without asking', async () => {
    await go('/goals');
    expect(shownPath()).toBe('/goals');
    expect(askDialog()).toBeNull();
  });

  it('holds a navigation from a dirty form until the admin answers; Stay keeps the form', async () => {
    await click('Type');
    await go('/goals');
    expect(shownPath()).toBe('/goals/create');
    expect(askDialog()?.textContent).toContain('Leave without saving?');

    await click('Stay on this page');
    expect(askDialog()).toBeNull();
    expect(shownPath()).toBe('/goals/create');

    await go('/goals');
    await click('Leave without saving');
    expect(shownPath()).toBe('/goals');
    expect(askDialog()).toBeNull();
  });

  it('holds Back (a history pop) the same way', async () => {
    await click('Type');
    await go(-1);
    // The browser goes back at once; the history steps forward again and asks.
    await act(() => vi.waitFor(() => expect(askDialog()).not.toBeNull()));
    await act(() => vi.waitFor(() => expect(window.location.pathname).toBe('/goals/create')));
    expect(shownPath()).toBe('/goals/create');

    await click('Stay on this page');
    expect(askDialog()).toBeNull();
    await go(-1);
    await act(() => vi.waitFor(() => expect(askDialog()).not.toBeNull()));
    await click('Leave without saving');
    await act(() => vi.waitFor(() => expect(shownPath()).toBe('/goals')));
    expect(window.location.pathname).toBe('/goals');
    expect(askDialog()).toBeNull();
  });

  it('does not hold a change of the query string alone, nor a navigation after a save', async () => {
    await click('Type');
    await go('/goals/create?tab=2');
    expect(history.getSnapshot().location.search).toBe('?tab=2');
    expect(askDialog()).toBeNull();

    await click('Saved');
    await go('/goals');
    expect(shownPath()).toBe('/goals');
  });

  it('never holds the admin once the session has ended (expiry, refused refresh)', async () => {
    await click('Type');
    await act(async () => core.auth.endSession());
    await go('/goals');
    expect(shownPath()).toBe('/goals');
    expect(askDialog()).toBeNull();
  });

  it('asks the browser to confirm a reload or close only while there are unsaved changes', async () => {
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await click('Type');
    expect(unload()).toBe(true);
    await click('Saved');
    expect(unload()).toBe(false);
  });
});
