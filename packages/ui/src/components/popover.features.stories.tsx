import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover';
import { regionChecked } from './popup.fixtures';

const meta = {
  title: 'Primitives/Popover/Features',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A small form inside; its heading names the popover. */
function RenamePopover({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">Rename</Button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby="rename-title" className="grid gap-3">
        <h2 id="rename-title" className="text-sm font-semibold">
          Rename goal
        </h2>
        <Label htmlFor="goal-name">Name</Label>
        <Input id="goal-name" defaultValue="Walk 10,000 steps" />
        <PopoverClose asChild>
          <Button size="sm">Done</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  );
}

export const WithForm: Story = {
  render: () => <RenamePopover defaultOpen />,
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Rename goal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Opened from its trigger and left open, so that axe checks the open popover (light and dark).
 * Focus moves to its first field; the trigger says the popover is open.
 */
export const Open: Story = {
  parameters: regionChecked,
  render: () => <RenamePopover />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Rename goal' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

function ControlledPopover() {
  const [open, setOpen] = useState(true);
  return (
    <div className="flex items-center gap-3">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline">Filters</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Filters">
          <p className="text-sm">Filter options go here.</p>
        </PopoverContent>
      </Popover>
      <output className="text-sm">{open ? 'Open' : 'Closed'}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledPopover />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Open')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await expect(canvas.getByText('Closed')).toBeVisible();
  },
};
