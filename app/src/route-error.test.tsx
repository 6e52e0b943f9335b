import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  it('shows a reload instead of a blank screen when the shell fails', async () => {
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
