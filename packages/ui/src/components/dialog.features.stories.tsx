import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rightToLeft, withDirection } from '../lib/direction.fixtures';
import { Button } from './button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import {
  AffectedChallenges,
  expectDialogFitsWithButtonsInView,
  expectFooterInTabOrder,
  unbrokenLevelName,
} from './dialog.fixtures';
import { FormControl, FormField } from './form-field';
import { Input } from './input';
import { regionChecked } from './popup.fixtures';

const meta = {
  title: 'Primitives/Dialog/Features',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function NewLevelContent() {
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>New level</DialogTitle>
        <DialogDescription>Levels are reached in order of their points.</DialogDescription>
      </DialogHeader>
      <FormField label="Name" required>
        <FormControl>
          <Input />
        </FormControl>
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit">Create</Button>
      </DialogFooter>
    </DialogContent>
  );
}

export const WithForm: Story = {
  render: () => (
    <Dialog defaultOpen>
      <NewLevelContent />
    </Dialog>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'New level' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/**
 * Opened from its trigger and left open, so that axe checks the open dialog (light and dark) with
 * the page behind it, trigger included, hidden and out of reach.
 */
export const Open: Story = {
  parameters: regionChecked,
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">New level</Button>
      </DialogTrigger>
      <NewLevelContent />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'New level' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'New level' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

export const WithoutCloseButton: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Session expires soon</DialogTitle>
          <DialogDescription>You will be signed out in two minutes.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Stay signed in</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/**
 * A title with a long unbroken name wraps; a `DialogBody` taller than the screen scrolls between
 * the header and the footer, whose buttons stay in view.
 */
export const LongContent: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Move the challenges of “${unbrokenLevelName}”`}</DialogTitle>
          <DialogDescription>{`They move to the level after “${unbrokenLevelName}”.`}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <AffectedChallenges />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Move</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: `Move the challenges of “${unbrokenLevelName}”`,
    });
    await expectDialogFitsWithButtonsInView(dialog, ['Cancel', 'Move']);
    // Stacked on a phone, Cancel comes first as Tab reaches it.
    const footer = dialog.querySelector<HTMLElement>('[data-slot="dialog-footer"]');
    if (!footer) throw new Error('The dialog has no footer');
    await expectFooterInTabOrder(footer);
    // The wrapped title keeps clear of the × in the corner.
    const title = within(dialog).getByRole('heading').getBoundingClientRect();
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(title.right).toBeLessThanOrEqual(close.left);
  },
};

function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-3">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline">Open</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Controlled</DialogTitle>
            <DialogDescription>The parent holds the open state.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
      <output className="text-sm">{open ? 'Open' : 'Closed'}</output>
    </div>
  );
}

export const ControlledEscapeCloses: Story = {
  render: () => <ControlledDialog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await within(document.body).findByRole('dialog', { name: 'Controlled' });
    await expect(canvas.getByText('Open', { selector: 'output' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Closed')).toBeInTheDocument();
  },
};

/** Arabic, right to left: the title and fields start on the right, the close button sits top-left. */
export const ArabicRightToLeft: Story = {
  decorators: [withDirection],
  parameters: rightToLeft('ar'),
  render: () => (
    <Dialog defaultOpen>
      <DialogContent closeLabel="إغلاق">
        <DialogHeader>
          <DialogTitle>مستوى جديد</DialogTitle>
          <DialogDescription>يتم الوصول إلى المستويات حسب ترتيب نقاطها.</DialogDescription>
        </DialogHeader>
        <FormField label="الاسم" required>
          <FormControl>
            <Input />
          </FormControl>
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">إلغاء</Button>
          </DialogClose>
          <Button type="submit">إنشاء</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'مستوى جديد' });
    const close = within(dialog).getByRole('button', { name: 'إغلاق' });
    const title = within(dialog).getByRole('heading', { name: 'مستوى جديد' });
    const box = dialog.getBoundingClientRect();
    await expect(close.getBoundingClientRect().left - box.left).toBeLessThan(box.width / 4);
    // The title's text, not its box (a block as wide as the dialog), starts at the right.
    const text = document.createRange();
    text.selectNodeContents(title);
    await expect(box.right - text.getBoundingClientRect().right).toBeLessThan(box.width / 4);
    await expect(text.getBoundingClientRect().left - box.left).toBeGreaterThan(box.width / 2);
  },
};
