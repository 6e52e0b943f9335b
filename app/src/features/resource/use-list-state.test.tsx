import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../../test-support';
import { type ListStateControls, SEARCH_DEBOUNCE_MS, useListState } from './use-list-state';

const schema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).default(20),
  sort: z.string().optional(),
  q: z.string().max(200).optional(),
  status: z.enum(['active', 'banned']).optional(),
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
});
const options = { filterKeys: ['status', 'createdFrom', 'createdTo'], keptInField: ['q'] };

let controls: ListStateControls;
function Users() {
  controls = useListState(schema, options);
  return <h1>Users</h1>;
}

let rendered: RenderedRoutes;
beforeEach(async () => {
  rendered = await renderRouted(
    signedInCore(vi.fn<typeof fetch>()),
    await testI18n({}),
    ['/users?page=3'],
    <Routes>
      <Route path="/users" element={<Users />} />
    </Routes>,
  );
});
afterEach(() => rendered.unmount());

const query = () => Object.fromEntries(new URLSearchParams(window.location.search));

describe('useListState', () => {
  it('keeps both of two filter changes made before the list renders again', async () => {
    await act(async () => {
      controls.setFilter('createdFrom', '2026-11-20');
      controls.setFilter('createdTo', '2026-11-23');
    });
    expect(query()).toEqual({ createdFrom: '2026-11-20', createdTo: '2026-11-23' });
    expect(controls.state.filters).toEqual({ createdFrom: '2026-11-20', createdTo: '2026-11-23' });
  });

  it('applies the debounced search on top of a filter picked while it waited', async () => {
    await act(async () => controls.setSearchText('lucas'));
    await act(async () => controls.setFilter('status', 'banned'));
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(query()).toEqual({ status: 'banned', q: 'lucas' });
  });

  it('starts from the URL again after Back', async () => {
    await act(async () => controls.setFilter('status', 'banned'));
    await act(async () => rendered.history.navigator.go(-1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(query()).toEqual({ page: '3' });
    await act(async () => controls.setFilter('createdTo', '2026-11-23'));
    expect(query()).toEqual({ createdTo: '2026-11-23' });
  });

  it('takes what a link has and drops out of the address, in place, and names it until a change', async () => {
    const entries = window.history.length;
    await act(async () =>
      rendered.history.navigator.push('/users?stauts=banned&status=active&createdFrom=2026-13-45'),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(query()).toEqual({ status: 'active' });
    expect(window.history.length).toBe(entries + 1);
    expect(controls.state.filters).toEqual({ status: 'active' });
    expect(controls.droppedFromLink).toEqual([
      { key: 'stauts', reason: 'unknownName' },
      { key: 'createdFrom', reason: 'invalidValue' },
    ]);
    await act(async () => controls.setFilter('createdTo', '2026-11-23'));
    expect(query()).toEqual({ status: 'active', createdTo: '2026-11-23' });
    expect(controls.droppedFromLink).toEqual([]);
  });

  it('names nothing for a link it writes itself', async () => {
    await act(async () => controls.setFilter('status', 'banned'));
    await act(async () => controls.setSearchText('ann'));
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(query()).toEqual({ status: 'banned', q: 'ann' });
    expect(controls.droppedFromLink).toEqual([]);
  });
});
