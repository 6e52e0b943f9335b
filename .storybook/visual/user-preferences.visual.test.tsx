/**
 * The kit follows the OS preferences: reduced motion stops transitions, high contrast and forced colours keep
 * the keyboard focus ring visible. Runs in the visual project's Chromium, which can emulate those preferences.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import '../../packages/ui/src/styles.css';
import { Sidebar } from '../../packages/ui/src/shell/sidebar';
import './emulate-media';

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeEach(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  container = document.createElement('div');
  document.body.append(container);
  const mountInto = container;
  await act(async () => {
    root = createRoot(mountInto);
    root.render(
      <Sidebar
        items={[{ href: '#goals', title: 'Goals', icon: null }]}
        currentPath="/"
        isAuthenticated
      />,
    );
  });
});

afterEach(async () => {
  act(() => root?.unmount());
  container?.remove();
  await commands.emulateMedia({ reducedMotion: null, contrast: null, forcedColors: null });
});

function sidebarElement(): HTMLElement {
  const sidebar = document.querySelector<HTMLElement>('[data-slot="sidebar"]');
  if (!sidebar) throw new Error('the sidebar did not render');
  return sidebar;
}

/** Seconds of a computed duration such as "0.2s" or "1e-05s". */
function seconds(duration: string): number {
  return Number.parseFloat(duration);
}

describe('reduced motion', () => {
  it('animates the collapse without the preference', async () => {
    await commands.emulateMedia({ reducedMotion: 'no-preference' });
    expect(seconds(getComputedStyle(sidebarElement()).transitionDuration)).toBeGreaterThan(0.1);
  });

  it('drops the collapse animation when the user asks for less motion', async () => {
    await commands.emulateMedia({ reducedMotion: 'reduce' });
    expect(seconds(getComputedStyle(sidebarElement()).transitionDuration)).toBeLessThan(0.001);
  });
});

describe('focus ring', () => {
  /** Tabs to the sidebar's first control (its collapse toggle) and reads its outline. */
  async function focusedControlOutline() {
    await userEvent.tab();
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !sidebarElement().contains(focused)) {
      throw new Error('the tab key did not reach the sidebar');
    }
    const style = getComputedStyle(focused);
    return { style: style.outlineStyle, width: style.outlineWidth };
  }

  it.each([
    ['more contrast', { contrast: 'more' as const }],
    ['forced colours', { forcedColors: 'active' as const }],
  ])('stays a solid 3 px outline with %s', async (_name, media) => {
    await commands.emulateMedia(media);
    await expect(focusedControlOutline()).resolves.toEqual({ style: 'solid', width: '3px' });
  });

  it('is drawn by the ring (no outline) by default', async () => {
    await expect(focusedControlOutline()).resolves.toMatchObject({ style: 'none' });
  });
});
