import { act, lazy } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

let root: Root | undefined;
let container: HTMLElement;

async function mount(ui: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(ui));
}

/** One animation frame, then the task it queued. */
async function nextPaint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve));
  });
}

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('AfterFirstPaint', () => {
  it('paints the placeholder first and the children after that paint', async () => {
    await mount(
      <AfterFirstPaint placeholder={<span>placeholder</span>}>
        <span>menus</span>
      </AfterFirstPaint>,
    );
    expect(container.textContent).toBe('placeholder');
    await nextPaint();
    expect(container.textContent).toBe('menus');
  });

  it('does not load lazy children before the first paint, and keeps the placeholder while they load', async () => {
    let resolveModule: (module: { default: () => React.ReactNode }) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<{ default: () => React.ReactNode }>((resolve) => {
          resolveModule = resolve;
        }),
    );
    const Menus = lazy(load);
    await mount(
      <AfterFirstPaint placeholder={<span>placeholder</span>}>
        <Menus />
      </AfterFirstPaint>,
    );
    expect(load).not.toHaveBeenCalled();
    await nextPaint();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('placeholder');
    await act(async () => resolveModule({ default: () => <span>menus</span> }));
    expect(container.textContent).toBe('menus');
  });

  it('schedules nothing once unmounted before the paint', async () => {
    const load = vi.fn(() => new Promise<{ default: () => React.ReactNode }>(() => {}));
    const Menus = lazy(load);
    await mount(
      <AfterFirstPaint>
        <Menus />
      </AfterFirstPaint>,
    );
    act(() => root?.unmount());
    root = undefined;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve));
    expect(load).not.toHaveBeenCalled();
  });
});
