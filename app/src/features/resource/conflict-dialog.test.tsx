import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en-US/common.json';
import resource from '../../locales/en-US/resource.json';
import users from '../../locales/en-US/users.json';
import { type Rendered, render, signedInCore, testI18n } from '../../test-support';
import { ConflictDialog, type ConflictState } from './conflict-dialog';
import { conflictEntries, otherChanges } from './record-diff';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const read = { firstName: 'Lucas', status: 'active' };
const now = { firstName: 'Lucas', status: 'banned' };

describe('ConflictDialog', () => {
  it('says what else they changed outside the form, beside the fields it compares', async () => {
    const i18n = await testI18n({ common, resource, users });
    const conflict: ConflictState<typeof now> = {
      theirs: now,
      mine: { firstName: 'Edited' },
      entries: conflictEntries(
        { firstName: read.firstName },
        { firstName: 'Edited' },
        { firstName: now.firstName },
        ['firstName'],
      ),
      otherChanges: otherChanges({ status: read.status }, { status: now.status }),
    };
    rendered = await render(
      signedInCore(vi.fn<typeof fetch>()),
      i18n,
      <ConflictDialog
        conflict={conflict}
        fieldLabel={(field) => i18n.t(`users:fields.${field}`)}
        formatValue={(field, value) =>
          field === 'status' ? i18n.t(`users:status.${value}`) : String(value)
        }
        onReload={() => {}}
        onOverwrite={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = document.body.querySelector('[role="dialog"]');
    const rows = [...(dialog?.querySelectorAll('tbody tr') ?? [])].map((row) => row.textContent);
    expect(rows).toEqual(['First nameEditedLucas']);
    const others = dialog?.querySelector('section');
    expect(others?.querySelector('h3')?.textContent).toBe(
      'Also changed by them, outside this form:',
    );
    expect([...(others?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'Status: Active → Banned',
    ]);
  });

  it("marks the values of the merged result that are theirs, kept, apart from the admin's", async () => {
    const i18n = await testI18n({ common, resource, users });
    const base = { firstName: 'Lucas', lastName: 'Moreau', email: 'l@example.com' };
    const mine = { ...base, firstName: 'Luc', email: 'luc@example.com' };
    const theirs = { ...base, firstName: 'Luca', lastName: 'Moreau-Diaz' };
    const fields = ['firstName', 'lastName', 'email'];
    rendered = await render(
      signedInCore(vi.fn<typeof fetch>()),
      i18n,
      <ConflictDialog
        conflict={{
          theirs,
          mine,
          entries: conflictEntries(base, mine, theirs, fields),
          otherChanges: [],
        }}
        fieldLabel={(field) => i18n.t(`users:fields.${field}`)}
        onReload={() => {}}
        onOverwrite={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = document.body.querySelector('[role="dialog"]');
    expect(
      [...(dialog?.querySelectorAll('thead th') ?? [])].map((cell) => cell.textContent),
    ).toEqual(['Field', 'Result if you save yours', 'Their value']);
    const firstColumn = [...(dialog?.querySelectorAll('tbody tr') ?? [])].map(
      (row) => row.querySelector('td')?.textContent,
    );
    // Changed by both: the admin's value. Changed only by them: their value, said to be theirs.
    // Changed only by the admin: the admin's value.
    expect(firstColumn).toEqual(['Luc', 'Moreau-DiazTheir value, kept', 'luc@example.com']);
  });
});
