import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyIcon, PencilIcon, TrashIcon } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './dropdown-menu';

type ActionsMenuProps = {
  label: string;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  align?: 'start' | 'center' | 'end';
  modal?: boolean;
};

function ActionsMenu({ label, onEdit, onDuplicate, onDelete, align, modal }: ActionsMenuProps) {
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">{label}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel>Goal</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onEdit}>
          <PencilIcon aria-hidden="true" />
          Edit
          <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDuplicate}>
          <CopyIcon aria-hidden="true" />
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDelete}>
          <TrashIcon aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: ActionsMenu,
  tags: ['autodocs'],
  args: { label: 'Actions', onEdit: fn(), onDuplicate: fn(), onDelete: fn() },
} satisfies Meta<typeof ActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onDuplicate).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {
  argTypes: { align: { control: 'inline-radio', options: ['start', 'center', 'end'] } },
  args: { align: 'start', modal: true },
};
