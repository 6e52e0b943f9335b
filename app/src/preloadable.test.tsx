import { act, Suspense, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

let root: Root | undefined;
let container: HTMLElement;

async function render(ui: React.ReactNode) {
  container ??= document.createElement('div');
  document.body.append(container);
  root ??= createRoot(container);
  await act(async () => root?.render(ui));
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

function Fallback() {
  fallbackRenders += 1;
  return <span>loading</span>;
}
let fallbackRenders = 0;

let mounts = 0;
function Counted({ label }: { label: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <span>{label}</span>;
}

function moduleOf(Component: React.ComponentType<{ label: string }>) {
  return { default: Component };
}

describe('preloadable', () => {
  it('renders a preloaded component at once, without suspending', async () => {
    fallbackRenders = 0;
    const Page = preloadable(() => Promise.resolve(moduleOf(({ label }) => <span>{label}</span>)));
    await Page.preload();
    expect(Page.loaded).toBeDefined();
    await render(
      <Suspense fallback={<Fallback />}>
        <Page label="page" />
      </Suspense>,
    );
    expect(container.textContent).toBe('page');
    expect(fallbackRenders).toBe(0);
  });

  it('suspends like a lazy component when it has not been preloaded, loading once', async () => {
    fallbackRenders = 0;
    const load = vi.fn(() => Promise.resolve(moduleOf(({ label }) => <span>{label}</span>)));
    const Page = preloadable(load);
    await render(
      <Suspense fallback={<Fallback />}>
        <Page label="page" />
      </Suspense>,
    );
    expect(container.textContent).toBe('page');
    expect(fallbackRenders).toBeGreaterThan(0);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a lazily mounted instance mounted once the module is there', async () => {
    mounts = 0;
    const Page = preloadable(() => Promise.resolve(moduleOf(Counted)));
    await render(
      <Suspense fallback={<Fallback />}>
        <Page label="first" />
      </Suspense>,
    );
    await render(
      <Suspense fallback={<Fallback />}>
        <Page label="second" />
      </Suspense>,
    );
    expect(container.textContent).toBe('second');
    expect(mounts).toBe(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof moduleOf>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(moduleOf(({ label }) => <span>{label}</span>));
    const Page = preloadable(load);
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    expect(Page.loaded).toBeUndefined();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(Page.loaded).toBeDefined();
  });
});
