/** Content too long for a dialog and the check that it still fits, for the Dialog and ConfirmDialog stories. */
import { expect, within } from 'storybook/test';

/** A level name of 100 characters without a space, as the levels form allows it. */
export const unbrokenLevelName = `Level 11 (${'x'.repeat(89)})`;

/** More lines than a screen holds, each with a long unbroken word. */
export function AffectedChallenges() {
  return (
    <ul className="list-disc ps-5 text-sm">
      {Array.from({ length: 40 }, (_, index) => `Challenge ${index + 1}: ${unbrokenLevelName}`).map(
        (line) => (
          <li key={line}>{line}</li>
        ),
      )}
    </ul>
  );
}

/**
 * The dialog keeps to the window, nothing in it is wider than it, and the named buttons are in
 * view without scrolling, while the content between them and the title scrolls (a tab stop then).
 */
export async function expectDialogFitsWithButtonsInView(
  dialog: HTMLElement,
  buttonNames: readonly string[],
) {
  await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  const panel = dialog.getBoundingClientRect();
  await expect(panel.top).toBeGreaterThanOrEqual(0);
  await expect(panel.bottom).toBeLessThanOrEqual(window.innerHeight);
  const scrolling = dialog.querySelector<HTMLElement>('[data-slot$="-body"]');
  if (!scrolling) throw new Error('The dialog has no scrolling body');
  await expect(scrolling.scrollHeight).toBeGreaterThan(scrolling.clientHeight);
  // Scrolling content is reachable with the keyboard.
  await expect(scrolling).toHaveAttribute('tabindex', '0');
  for (const name of buttonNames) {
    const button = within(dialog).getByRole('button', { name }).getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(panel.top);
    await expect(button.bottom).toBeLessThanOrEqual(panel.bottom);
    await expect(button.left).toBeGreaterThanOrEqual(panel.left);
    await expect(button.right).toBeLessThanOrEqual(panel.right);
  }
}

/**
 * The footer's buttons are drawn in the order Tab reaches them (top to bottom when they stack on
 * a phone, left to right beside each other), so a keyboard user meets them where they see them.
 */
export async function expectFooterInTabOrder(footer: HTMLElement) {
  const buttons = [...footer.querySelectorAll('button')].map((button) =>
    button.getBoundingClientRect(),
  );
  await expect(buttons.length).toBeGreaterThan(1);
  for (const [index, box] of buttons.entries()) {
    const previous = buttons[index - 1];
    if (!previous) continue;
    const stacked = box.top >= previous.bottom;
    const beside = box.top < previous.bottom && box.left >= previous.right;
    await expect(stacked || beside).toBe(true);
  }
}
