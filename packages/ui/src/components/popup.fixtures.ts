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

/**
 * Parameters that turn axe's "region" rule (all content inside landmarks) back on for a story.
 * Storybook's a11y addon turns it off, as a component shown alone is no page with landmarks. An
 * open dialog or popover (role dialog) counts as a landmark of its own, its trigger is a button,
 * which the rule leaves alone, and the page behind a modal one is hidden: they pass it. Menus,
 * lists and tooltips do not: they are portalled to the page's body, outside any landmark.
 */
export const regionChecked = {
  a11y: { config: { rules: [{ id: 'region', enabled: true }] } },
};
