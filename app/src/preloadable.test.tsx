import { act, Suspense, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

let root: Root | undefined;
let container: HTMLElement;

/** Renders `<Page label>` under a Suspense boundary that counts its fallback renders. */
async function renderSuspended(Page: React.ComponentType<{ label: string }>, label: string) {
  container ??= document.createElement('div');
  document.body.append(container);
  root ??= createRoot(container);
  await act(async () =>
    root?.render(
      <Suspense fallback={<Fallback />}>
        <Page label={label} />
      </Suspense>,
    ),
  );
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

const Label = ({ label }: { label: string }) => <span>{label}</span>;

describe('preloadable', () => {
  it('renders a preloaded component at once, without suspending', async () => {
    fallbackRenders = 0;
    const Page = preloadable(() => Promise.resolve(moduleOf(Label)));
    await Page.preload();
    expect(Page.loaded).toBeDefined();
    await renderSuspended(Page, 'page');
    expect(container.textContent).toBe('page');
    expect(fallbackRenders).toBe(0);
  });

  it('suspends like a lazy component when it has not been preloaded, loading once', async () => {
    fallbackRenders = 0;
    const load = vi.fn(() => Promise.resolve(moduleOf(Label)));
    const Page = preloadable(load);
    await renderSuspended(Page, 'page');
    expect(container.textContent).toBe('page');
    expect(fallbackRenders).toBeGreaterThan(0);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a lazily mounted instance mounted once the module is there', async () => {
    mounts = 0;
    const Page = preloadable(() => Promise.resolve(moduleOf(Counted)));
    await renderSuspended(Page, 'first');
    await renderSuspended(Page, 'second');
    expect(container.textContent).toBe('second');
    expect(mounts).toBe(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof moduleOf>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(moduleOf(Label));
    const Page = preloadable(load);
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    expect(Page.loaded).toBeUndefined();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(Page.loaded).toBeDefined();
  });
});
