import type { Locator } from '@playwright/test';

/** Helpers for the console's date fields (this file holds no tests). */

/**
 * Types a `YYYY-MM-DD` date into a date field (its group, e.g. `page.getByRole('group', { name: 'Created from', exact: true })`: `getByLabel` also finds its segments and calendar button, which its label names too)
 * as an admin does: each segment in the order the field shows them (the console's language
 * decides it), replacing what was there. '' clears every segment.
 */
export async function fillDate(field: Locator, date: string): Promise<void> {
  const [year = '', month = '', day = ''] = date.split('-');
  const digits: Record<string, string> = { year, month, day };
  const segments = field.getByRole('spinbutton');
  // `all()` does not wait: a field still loading would be filled with nothing.
  await segments.first().waitFor();
  for (const segment of await segments.all()) {
    const name = (await segment.getAttribute('data-segment')) ?? '';
    if (date === '') {
      await segment.press('Backspace');
    } else {
      await segment.pressSequentially(digits[name] ?? '');
    }
  }
}

/** The segments of a date field, e.g. to check that they are marked invalid. */
export const dateSegments = (field: Locator) => field.getByRole('spinbutton');

/**
 * Pastes text into a segment of a date field as an admin does: copied to the clipboard, then
 * Ctrl+V (⌘V on a Mac) in the segment.
 */
export async function pasteInto(segment: Locator, text: string): Promise<void> {
  await segment.page().context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await segment.page().evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await segment.focus();
  await segment.press('ControlOrMeta+V');
}
