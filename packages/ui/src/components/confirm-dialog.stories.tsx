import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Deactivate this user?',
    description: 'They can no longer use the bot until someone activates them again.',
    confirmLabel: 'Deactivate',
    trigger: <Button variant="outline">Deactivate user</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Deactivate user' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Deactivate this user?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Deactivate' });

    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'destructive'] } },
  args: {
    variant: 'default',
    defaultOpen: false,
    cancelLabel: 'Cancel',
    confirmationText: undefined,
    reasonLabel: undefined,
    reasonRequired: false,
  },
};
