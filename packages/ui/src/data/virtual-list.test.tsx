import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualList } from './virtual-list';

afterEach(cleanup);

const list = {
  items: ['first', 'second'],
  getItemKey: (item: string) => item,
  renderItem: (item: string) => item,
};

describe('VirtualList', () => {
  it('names its focusable scrolling box and the list inside by aria-label', () => {
    render(<VirtualList {...list} aria-label="Activity log entries" />);
    const region = screen.getByRole('region', { name: 'Activity log entries' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('data-slot')).toBe('virtual-list-viewport');
    expect(screen.getByRole('list', { name: 'Activity log entries' })).toBeTruthy();
  });

  it('names them by a visible heading with aria-labelledby', () => {
    render(
      <>
        <h2 id="log-heading">Activity log of @runner42</h2>
        <VirtualList {...list} aria-labelledby="log-heading" />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Activity log of @runner42' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('list', { name: 'Activity log of @runner42' })).toBeTruthy();
  });

  it('requires a name by its type', () => {
    // @ts-expect-error: the focusable box needs aria-label or aria-labelledby
    const unnamed = <VirtualList {...list} />;
    // @ts-expect-error: one name, not both
    const named = <VirtualList {...list} aria-label="Logs" aria-labelledby="log-heading" />;
    expect([unnamed, named]).toHaveLength(2);
  });
});
