import { type DataTableSelection, emptySelection, selectAllMatching } from '@console/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReadMatch, type ResourceMatch, useAllMatching } from './use-all-matching';

let seen: ResourceMatch | undefined;
function Probe(props: {
  selection: DataTableSelection;
  filter: Record<string, string>;
  read: ReadMatch | undefined;
}) {
  seen = useAllMatching(props.selection, props.filter, props.read);
  return null;
}

let root: Root;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  root = createRoot(document.createElement('div'));
  seen = undefined;
});
afterEach(() => act(() => root.unmount()));

const stamp = 'c3'.repeat(32);
const show = (props: Parameters<typeof Probe>[0]) =>
  act(async () => root.render(<Probe {...props} />));

describe('useAllMatching', () => {
  it('reads which rows match once the admin selects all matching, and only then', async () => {
    const read = vi.fn<ReadMatch>(async () => ({ total: 3, stamp }));
    await show({ selection: emptySelection, filter: { status: 'active' }, read });
    expect(read).not.toHaveBeenCalled();
    expect(seen).toBeUndefined();

    await show({ selection: selectAllMatching(), filter: { status: 'active' }, read });
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]?.[0]).toEqual({ status: 'active' });
    expect(seen).toEqual({ total: 3, stamp });

    // Unticking a row, or a new `read` function, reads nothing again.
    await show({
      selection: { mode: 'allMatching', excludedIds: ['7'] },
      filter: { status: 'active' },
      read: async (filter, signal) => read(filter, signal),
    });
    expect(read).toHaveBeenCalledTimes(1);

    await show({ selection: emptySelection, filter: { status: 'active' }, read });
    expect(seen).toBeUndefined();
  });

  it('drops an answer for another filter, and reads again for the new one', async () => {
    let answer: (match: ResourceMatch) => void = () => undefined;
    const read = vi.fn<ReadMatch>(
      (filter) =>
        new Promise((resolve) => {
          answer = resolve;
          if (filter.status === 'banned') resolve({ total: 1, stamp: null });
        }),
    );
    await show({ selection: selectAllMatching(), filter: { status: 'active' }, read });
    const first = answer;
    await show({ selection: selectAllMatching(), filter: { status: 'banned' }, read });
    await act(async () => first({ total: 9, stamp }));
    expect(read).toHaveBeenCalledTimes(2);
    expect(read.mock.calls[0]?.[1].aborted).toBe(true);
    expect(seen).toEqual({ total: 1, stamp: null });
  });

  it('says nothing when the read fails or the list reads none', async () => {
    await show({
      selection: selectAllMatching(),
      filter: {},
      read: () => Promise.reject(new Error('offline')),
    });
    expect(seen).toBeUndefined();
    await show({ selection: selectAllMatching(), filter: { q: 'x' }, read: undefined });
    expect(seen).toBeUndefined();
  });
});
