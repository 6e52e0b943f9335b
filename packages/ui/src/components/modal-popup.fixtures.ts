import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * A modal popup is open: its trigger says so, and the page behind it, trigger included, is inert
 * (out of reach of focus) while the popup is not.
 */
export async function expectModalPopupOpen(trigger: HTMLElement, popup: HTMLElement) {
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger.closest('[inert]')).not.toBeNull();
  await expect(popup.closest('[inert]')).toBeNull();
}

/** Escape closes the popup, gives the page back and returns focus to the trigger. */
export async function expectClosesToTrigger(trigger: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(trigger).toHaveFocus());
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger.ownerDocument.querySelector('[inert]')).toBeNull();
}
