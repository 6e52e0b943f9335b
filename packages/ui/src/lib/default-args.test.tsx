import { composeStories } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../../../.storybook/preview';
import * as sidebarStories from '../shell/sidebar.stories';
import { defaultArgsKey } from './default-args.fixtures';

describe('defaultArgsKey', () => {
  it('changes with a default* arg only', () => {
    const closed = defaultArgsKey({ defaultOpen: false, side: 'top' });
    expect(defaultArgsKey({ defaultOpen: false, side: 'left' })).toBe(closed);
    expect(defaultArgsKey({ defaultOpen: true, side: 'top' })).not.toBe(closed);
  });

  it('reads every default* arg, in any order, and not names that merely start with default', () => {
    const key = defaultArgsKey({ defaultValue: 'fr', defaultCollapsed: true, defaults: 1 });
    expect(defaultArgsKey({ defaultCollapsed: true, defaultValue: 'fr', defaults: 2 })).toBe(key);
    expect(defaultArgsKey({ defaultCollapsed: true, defaultValue: 'de' })).not.toBe(key);
  });

  it('keys a value JSON cannot write', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => defaultArgsKey({ defaultValue: circular })).not.toThrow();
  });

  it('is the same for a story without default* args', () => {
    expect(defaultArgsKey({ label: 'Logs' })).toBe(defaultArgsKey({}));
  });
});

describe('withRemountOnDefaultArgs in the preview', () => {
  afterEach(cleanup);

  it('applies a changed default* control: the Sidebar Playground collapses', () => {
    const { Playground } = composeStories(sidebarStories, preview);
    const { rerender } = render(<Playground defaultCollapsed={false} />);
    const sidebar = () => document.querySelector('[data-slot="sidebar"]');
    expect(sidebar()?.getAttribute('data-state')).toBe('expanded');
    rerender(<Playground defaultCollapsed />);
    expect(sidebar()?.getAttribute('data-state')).toBe('collapsed');
  });
});
