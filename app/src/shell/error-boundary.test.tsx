import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows an error state with a reload instead of a blank screen', () => {
    act(() =>
      root.render(
        <ErrorBoundary resetKey="/goals">
          <Broken />
        </ErrorBoundary>,
      ),
    );
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(container.querySelector('button')?.textContent).toContain('Try again');
  });

  it('clears the error when the reset key changes (the admin navigated away)', () => {
    act(() =>
      root.render(
        <ErrorBoundary resetKey="/goals">
          <Broken />
        </ErrorBoundary>,
      ),
    );
    act(() =>
      root.render(
        <ErrorBoundary resetKey="/levels">
          <p>Levels</p>
        </ErrorBoundary>,
      ),
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).toBe('Levels');
  });
});
