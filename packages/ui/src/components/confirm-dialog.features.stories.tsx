import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import {
  AffectedChallenges,
  expectDialogFitsWithButtonsInView,
  expectFooterInTabOrder,
  unbrokenLevelName,
} from './dialog.fixtures';
import { regionChecked } from './popup.fixtures';

/** The dialogs start open; `Open` and the stories that open one again have a trigger. */
const meta = {
  title: 'Primitives/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    defaultOpen: true,
    title: 'Delete this goal?',
    description: 'Users lose the progress they made towards it. This cannot be undone.',
    confirmLabel: 'Delete',
    variant: 'destructive',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => within(document.body).findByRole('alertdialog', { name });

/**
 * Opened from its trigger and left open, so that axe checks the open alert dialog (light and dark)
 * with the page behind it, trigger included, hidden and out of reach. Focus starts on Cancel.
 */
export const Open: Story = {
  parameters: regionChecked,
  args: { defaultOpen: false, trigger: <Button variant="destructive">Delete goal</Button> },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete goal' });
    await userEvent.click(trigger);
    const dialog = await dialogNamed('Delete this goal?');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Destructive: Story = {
  play: async () => {
    const dialog = await dialogNamed('Delete this goal?');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass(
      'bg-destructive',
    );
    // Content that fits does not scroll, so it is no tab stop of its own.
    await expect(dialog.querySelector('[data-slot="confirm-dialog-body"]')).not.toHaveAttribute(
      'tabindex',
    );
  },
};

/**
 * A title with a long unbroken name wraps, and content taller than the screen scrolls between the
 * title and the buttons, which stay in view.
 */
export const LongContent: Story = {
  args: {
    title: `Delete “${unbrokenLevelName}”?`,
    description: `The challenges of “${unbrokenLevelName}” are deleted with it.`,
    children: <AffectedChallenges />,
  },
  play: async () => {
    const dialog = await dialogNamed(`Delete “${unbrokenLevelName}”?`);
    await expectDialogFitsWithButtonsInView(dialog, ['Cancel', 'Delete']);
    // Stacked on a phone, Cancel comes first as Tab reaches it.
    const footer = dialog.querySelector<HTMLElement>('[data-slot="confirm-dialog-footer"]');
    if (!footer) throw new Error('The dialog has no footer');
    await expectFooterInTabOrder(footer);
  },
};

export const TypedConfirmation: Story = {
  args: {
    title: 'Delete the level “Gold”?',
    confirmationText: 'Gold',
    trigger: <Button variant="destructive">Delete level</Button>,
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Delete the level “Gold”?');
    const input = within(dialog).getByRole('textbox', { name: 'Type "Gold" to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(input).toHaveFocus();
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, 'gold');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Gold');
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: undefined });
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const WithRequiredReason: Story = {
  args: {
    title: 'Ban @night_owl?',
    description: 'They can no longer use the bot.',
    confirmLabel: 'Ban',
    reasonLabel: 'Reason',
    reasonRequired: true,
    reasonPlaceholder: 'Shown in the audit log',
    trigger: <Button variant="destructive">Ban user</Button>,
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed('Ban @night_owl?');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    const confirm = within(dialog).getByRole('button', { name: 'Ban' });
    await expect(reason).toHaveFocus();
    await expect(reason).toHaveAttribute('aria-required', 'true');
    await userEvent.type(reason, '   ');
    await expect(confirm).toBeDisabled();
    await userEvent.type(reason, 'Spam links ');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'Spam links' });
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Typed confirmation and a reason together; the typed text comes first. */
export const TypedConfirmationWithReason: Story = {
  args: {
    title: 'Delete admin “ops”?',
    confirmationText: 'ops',
    reasonLabel: 'Reason (optional)',
  },
  play: async () => {
    const dialog = await dialogNamed('Delete admin “ops”?');
    await expect(
      within(dialog).getByRole('textbox', { name: 'Type "ops" to confirm' }),
    ).toHaveFocus();
    await expect(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
    ).not.toHaveAttribute('aria-required');
  },
};

let finishSaving: () => void = () => {};

export const AsyncConfirm: Story = {
  args: {
    variant: 'default',
    title: 'Publish the FAQ?',
    description: 'Users see the new answers at once.',
    confirmLabel: 'Publish',
    trigger: <Button>Publish FAQ</Button>,
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          finishSaving = resolve;
        }),
    ),
  },
  play: async () => {
    const body = within(document.body);
    const dialog = await dialogNamed('Publish the FAQ?');
    const confirm = within(dialog).getByRole('button', { name: 'Publish' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    finishSaving();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const FailedConfirm: Story = {
  args: {
    title: 'Unban @night_owl?',
    variant: 'default',
    confirmLabel: 'Unban',
    onConfirm: fn(() => Promise.reject(new Error('The user was deleted meanwhile.'))),
  },
  play: async () => {
    const dialog = await dialogNamed('Unban @night_owl?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unban' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The user was deleted meanwhile.',
    );
    const unban = within(dialog).getByRole('button', { name: 'Unban' });
    await expect(unban).toBeEnabled();
    await waitFor(() => expect(unban).toHaveFocus());
  },
};

/** Reopening starts from scratch: what was typed before is gone. */
export const ResetsWhenReopened: Story = {
  args: {
    defaultOpen: false,
    confirmationText: 'Gold',
    title: 'Delete the level “Gold”?',
    trigger: <Button variant="destructive">Delete level</Button>,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete level' });
    await userEvent.click(trigger);
    let dialog = await dialogNamed('Delete the level “Gold”?');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Go');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await userEvent.click(trigger);
    dialog = await dialogNamed('Delete the level “Gold”?');
    await expect(within(dialog).getByRole('textbox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};
