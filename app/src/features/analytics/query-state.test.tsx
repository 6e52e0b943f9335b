import { ApiError } from '@console/admin-core';
import type { UseQueryResult } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { act } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import { rootPerTest } from '../../test-support';
import { QueryState } from './query-state';

const mounted = rootPerTest();

type Query = UseQueryResult<string[]>;

/** The parts of a query result QueryState reads. */
function queryOf(state: Partial<Query>): Query {
  return {
    isError: false,
    isFetching: false,
    data: undefined,
    refetch: vi.fn(),
    ...state,
  } as Query;
}

async function render(query: Query) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  await act(async () =>
    mounted.root.render(
      <I18nextProvider i18n={i18n}>
        <QueryState
          query={query}
          loading={<span data-testid="skeleton" />}
          isEmpty={(items) => items.length === 0}
          emptyTitle="No activity yet"
        >
          {(items) => (
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </QueryState>
      </I18nextProvider>,
    ),
  );
}

describe('QueryState', () => {
  it('shows the skeletons, marked busy, until the first answer', async () => {
    await render(queryOf({}));
    expect(mounted.container.querySelector('[data-testid="skeleton"]')).not.toBeNull();
    expect(mounted.container.querySelector('[aria-busy="true"]')?.textContent).toContain(
      'Loading...',
    );
  });

  it('shows the generic text of the error and retries', async () => {
    const refetch = vi.fn();
    const error = new ApiError({ kind: 'server', status: 500, serverMessage: 'Database down' });
    await render(queryOf({ isError: true, error, refetch } as Partial<Query>));
    const alert = mounted.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Server error occurred');
    expect(alert?.textContent).toContain('Database down');
    expect(alert?.textContent).toContain('Please try again');
    const retry = [...mounted.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    );
    await act(async () => retry?.click());
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty answer and the content otherwise', async () => {
    await render(queryOf({ data: [] }));
    expect(mounted.container.textContent).toContain('No activity yet');
    expect(mounted.container.querySelector('ul')).toBeNull();

    await render(queryOf({ data: ['signup'] }));
    expect(mounted.container.querySelector('li')?.textContent).toBe('signup');
    expect(mounted.container.textContent).not.toContain('No activity yet');
  });
});
