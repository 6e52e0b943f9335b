import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RenderedRoutes, renderRouted, signedInCore, testI18n } from '../test-support';
import { leaveAfterSave } from './route-focus';
import { useRouteFocus } from './use-route-focus';

/** The list's rows as its next read answers them; `gate` holds that read until released. */
let rows: { id: number; name: string }[] = [];
let gate: Promise<void> = Promise.resolve();

function LevelsList() {
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: ['levels'],
    queryFn: async () => {
      await gate;
      return [...rows];
    },
  });
  return (
    <>
      <h1 tabIndex={-1}>Levels</h1>
      <Link to="/levels/new">New level</Link>
      <input aria-label="Search" />
      <button type="button" onClick={() => navigate('?q=g')}>
        Filter
      </button>
      <div data-slot="data-table">
        <table aria-busy={list.isPending || undefined}>
          <tbody>
            {(list.data ?? []).map((row) => (
              <tr key={row.id} data-row-id={row.id} tabIndex={-1}>
                <td>
                  <Link to={`/levels/edit/${row.id}`}>{row.name}</Link>
                </td>
                <td>
                  <button
                    type="button"
                    data-slot="row-actions-trigger"
                    onClick={() => navigate(`/levels/edit/${row.id}`)}
                  >
                    Actions {row.name}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A form page as FormPage draws it: a heading without tabindex, Cancel and Save. */
function LevelForm({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  const { levelId } = useParams();
  const save = () => {
    const id = levelId ? Number(levelId) : 3;
    if (!levelId) rows = [...rows, { id, name: 'Gold' }];
    void queryClient.invalidateQueries({ queryKey: ['levels'] });
    leaveAfterSave(id, () => navigate('/levels'));
  };
  return (
    <>
      <h1>{levelId ? 'Edit level' : 'New level'}</h1>
      <Link to="/levels">Cancel</Link>
      <button type="button" onClick={save}>
        Save
      </button>
    </>
  );
}

function Profile() {
  return (
    <>
      <h1>Settings</h1>
      <label>
        Name
        {/* biome-ignore lint/a11y/noAutofocus: the case of a page that focuses a field itself */}
        <input autoFocus />
      </label>
    </>
  );
}

function Shell({ queryClient }: { queryClient: QueryClient }) {
  useRouteFocus(queryClient);
  return (
    <>
      <nav>
        <Link to="/levels">Levels nav</Link>
        <Link to="/goals">Goals nav</Link>
        <Link to="/settings">Settings nav</Link>
      </nav>
      <main>
        <Routes>
          <Route path="/levels" element={<LevelsList />} />
          <Route path="/levels/new" element={<LevelForm queryClient={queryClient} />} />
          <Route path="/levels/edit/:levelId" element={<LevelForm queryClient={queryClient} />} />
          <Route path="/goals" element={<h1>Goals</h1>} />
          <Route path="/settings" element={<Profile />} />
        </Routes>
      </main>
    </>
  );
}

let rendered: RenderedRoutes | undefined;
let client: QueryClient | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.innerHTML = '';
});

async function open(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client = queryClient;
  rendered = await renderRouted(
    signedInCore(vi.fn<typeof fetch>()),
    await testI18n({}),
    [path],
    <QueryClientProvider client={queryClient}>
      <Shell queryClient={queryClient} />
    </QueryClientProvider>,
  );
  await settle();
}

/** Lets the router's transition, the queries and the effects run. */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

function byText(text: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>('a, button, h1')).find(
    (element) => element.textContent === text,
  );
  if (!found) throw new Error(`Nothing reads "${text}"`);
  return found;
}

/** Focuses and clicks `text` the way a keyboard's Enter would. */
async function activate(text: string) {
  const element = byText(text);
  await act(async () => {
    element.focus();
    element.click();
  });
  await settle();
}

const focused = () => document.activeElement;

describe('focus on a route change', () => {
  it('leaves focus alone on the first load', async () => {
    rows = [{ id: 1, name: 'Bronze' }];
    await open('/levels');
    expect(focused()).toBe(document.body);
  });

  it('moves focus from a sidebar link to the new page heading, made focusable, and scrolls up', async () => {
    rows = [];
    await open('/levels');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await activate('Goals nav');
    expect(focused()).toBe(byText('Goals'));
    expect(byText('Goals').getAttribute('tabindex')).toBe('-1');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
  });

  it('does not move focus when only the query changes', async () => {
    rows = [];
    await open('/levels');
    await activate('Filter');
    expect(window.location.search).toBe('?q=g');
    expect(focused()).toBe(byText('Filter'));
  });

  it('leaves a field the new page focused itself', async () => {
    rows = [];
    await open('/levels');
    await activate('Settings nav');
    expect(focused()).toBe(document.querySelector('main input'));
  });

  it('after Back goes to the heading', async () => {
    rows = [{ id: 1, name: 'Bronze' }];
    await open('/levels');
    await activate('Actions Bronze');
    expect(focused()).toBe(byText('Edit level'));
    await act(async () => window.history.back());
    await settle();
    expect(window.location.pathname).toBe('/levels');
    expect(focused()).toBe(byText('Levels'));
  });
});

describe('focus after a form', () => {
  it('Cancel returns to the row action that opened the form', async () => {
    rows = [
      { id: 1, name: 'Bronze' },
      { id: 2, name: 'Silver' },
    ];
    await open('/levels');
    await activate('Actions Silver');
    await activate('Cancel');
    expect(focused()).toBe(byText('Actions Silver'));
  });

  it('Cancel returns to the "New" link that opened the form', async () => {
    rows = [{ id: 1, name: 'Bronze' }];
    await open('/levels');
    await activate('New level');
    expect(focused()).toBe(byText('New level'));
    await activate('Cancel');
    expect(focused()).toBe(byText('New level'));
    expect(focused()?.tagName).toBe('A');
  });

  it('Cancel goes to the heading when the opener is gone', async () => {
    rows = [
      { id: 1, name: 'Bronze' },
      { id: 2, name: 'Silver' },
    ];
    await open('/levels');
    await activate('Actions Silver');
    // Someone else deleted Silver meanwhile.
    rows = [{ id: 1, name: 'Bronze' }];
    client?.removeQueries();
    await activate('Cancel');
    expect(document.querySelector('tr[data-row-id="1"]')).not.toBeNull();
    expect(focused()).toBe(byText('Levels'));
  });

  it('a sidebar link back to the list goes to the heading, not the opener', async () => {
    rows = [{ id: 1, name: 'Bronze' }];
    await open('/levels');
    await activate('Actions Bronze');
    await activate('Levels nav');
    expect(focused()).toBe(byText('Levels'));
  });

  it('Save focuses the saved row', async () => {
    rows = [
      { id: 1, name: 'Bronze' },
      { id: 2, name: 'Silver' },
    ];
    await open('/levels');
    await activate('Actions Silver');
    await activate('Save');
    expect(focused()).toBe(document.querySelector('tr[data-row-id="2"]'));
  });

  it('Save of a new record holds the heading until the list has read the row, then focuses it', async () => {
    rows = [{ id: 1, name: 'Bronze' }];
    await open('/levels');
    await activate('New level');
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    await activate('Save');
    expect(document.querySelector('tr[data-row-id="3"]')).toBeNull();
    expect(focused()).toBe(byText('Levels'));
    await act(async () => release());
    await settle();
    expect(focused()).toBe(document.querySelector('tr[data-row-id="3"]'));
    gate = Promise.resolve();
  });

  it('a field the admin moved to while the row loads keeps focus', async () => {
    rows = [{ id: 1, name: 'Bronze' }];
    await open('/levels');
    await activate('New level');
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    await activate('Save');
    const search = document.querySelector<HTMLInputElement>('input[aria-label="Search"]');
    await act(async () => search?.focus());
    await act(async () => release());
    await settle();
    expect(focused()).toBe(search);
    gate = Promise.resolve();
  });
});
