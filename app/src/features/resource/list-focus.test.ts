import { afterEach, describe, expect, it } from 'vitest';
import { listFocusTarget, rowFocusTarget } from './list-focus';

/** A list page as the resource list draws it: heading, select-all and rows with controls. */
function renderList(names: readonly string[]) {
  document.body.innerHTML = `
    <main>
      <h1 tabindex="-1">Goals</h1>
      <div data-slot="data-table">
        <table>
          <thead><tr><th><button role="checkbox" ${names.length === 0 ? 'disabled' : ''}>All</button></th></tr></thead>
          <tbody>${names
            .map(
              (name, index) => `
            <tr data-row-index="${index}" tabindex="-1">
              <td><button data-move="-1" ${index === 0 ? 'disabled' : ''}>Up ${name}</button>
                  <button data-move="1" ${index === names.length - 1 ? 'disabled' : ''}>Down ${name}</button></td>
              <td><button data-slot="row-actions-trigger">Actions ${name}</button></td>
            </tr>`,
            )
            .join('')}</tbody>
        </table>
      </div>
    </main>`;
}

/** The control named `label`, then the list drawn again without its row (as React redraws it). */
function removeRowOf(label: string, names: readonly string[], removed: string): HTMLElement {
  const opener = Array.from(document.querySelectorAll<HTMLElement>('button')).find(
    (button) => button.textContent === label,
  );
  if (!opener) throw new Error(`No ${label}`);
  const row = opener.closest('tr');
  renderList(names.filter((name) => name !== removed));
  expect(row?.isConnected).toBe(false);
  return opener;
}

const text = (element: Element | null) => element?.textContent ?? null;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rowFocusTarget', () => {
  const names = ['A', 'B', 'C'];

  it("gives the row now in the removed row's place the focus, on the same control", () => {
    renderList(names);
    expect(text(rowFocusTarget(removeRowOf('Actions B', names, 'B')))).toBe('Actions C');
    renderList(names);
    expect(text(rowFocusTarget(removeRowOf('Up B', names, 'B')))).toBe('Up C');
  });

  it('takes the row before when the last row went, and its actions when the control is disabled', () => {
    renderList(names);
    expect(text(rowFocusTarget(removeRowOf('Actions C', names, 'C')))).toBe('Actions B');
    // "Move down" of the row now in B's place, the last one, is disabled: its actions menu instead.
    renderList(names);
    expect(text(rowFocusTarget(removeRowOf('Down B', names, 'B')))).toBe('Actions C');
  });

  it("falls back to the list's heading once no row is left", () => {
    renderList(['A']);
    const target = rowFocusTarget(removeRowOf('Actions A', ['A'], 'A'));
    expect(target?.tagName).toBe('H1');
    expect(target).toBe(listFocusTarget());
  });

  it('falls back to the select-all checkbox when the opener was not in a row', () => {
    renderList(names);
    expect(text(rowFocusTarget(null))).toBe('All');
  });
});
