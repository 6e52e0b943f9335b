import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatchError } from './catch-error';
import common from './locales/en-US/common.json';
import { RouteErrorBoundary } from './route-error';
import { type Rendered, render, signedInCore, testI18n } from './test-support';

function BrokenShell(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

let rendered: Rendered | undefined;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('shows Try again instead of a blank screen when the shell fails', async () => {
    rendered = await render(
      signedInCore(vi.fn<typeof fetch>()),
      await testI18n({}),
      <RouteErrorBoundary>
        <BrokenShell />
      </RouteErrorBoundary>,
    );
    const alert = rendered.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Something went wrong');
    expect(alert?.querySelector('button')?.textContent).toBe('Try again');
    expect(console.error).toHaveBeenCalledWith(
      'The console failed to render',
      expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
    );
  });
});

describe('a boundary while the console is offline', () => {
  it('says the console is offline and offers Try again, in the shell and on a page', async () => {
    const core = signedInCore(vi.fn<typeof fetch>());
    core.connectivity.reportNetworkFailure();
    expect(core.connectivity.getSnapshot()).toBe('offline');
    rendered = await render(
      core,
      await testI18n({ common }),
      <>
        <RouteErrorBoundary>
          <BrokenShell />
        </RouteErrorBoundary>
        <CatchError fallback={<p>An error occurred</p>} onError={() => {}}>
          <BrokenShell />
        </CatchError>
      </>,
    );
    const alerts = [...rendered.container.querySelectorAll('[role="alert"]')];
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert.textContent).toContain('You are offline');
      expect(alert.textContent).not.toContain('An error occurred');
      expect(alert.querySelector('button')?.textContent).toBe('Try again');
    }
    // Back online: the error is an error again.
    await act(async () => core.connectivity.reportAnswer());
    expect(rendered.container.textContent).toContain('An error occurred');
    expect(rendered.container.textContent).not.toContain('You are offline');
  });
});
