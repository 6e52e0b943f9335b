import type { Meta, StoryObj } from '@storybook/react-vite';
import { PencilIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Edit goal', children: <PencilIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit goal' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'destructive', 'outline', 'secondary', 'ghost'],
    },
    size: { control: 'inline-radio', options: ['sm', 'default', 'lg'] },
  },
  args: { variant: 'ghost', size: 'default', loading: false, disabled: false },
};

/** With `asChild` the child (here a link, as a router link renders) becomes the icon button. */
export const AsChildLink: Story = {
  args: { asChild: true, variant: 'outline', children: undefined, onClick: undefined },
  render: (args) => (
    <IconButton {...args}>
      <a href="#goals/7/edit" className="text-primary">
        <PencilIcon />
      </a>
    </IconButton>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Edit goal' });
    await expect(link).toHaveAttribute('href', '#goals/7/edit');
    await expect(link).toHaveAttribute('data-slot', 'icon-button');
    await expect(link).not.toHaveAttribute('aria-hidden');
    await expect(link).toHaveClass('inline-flex', 'size-9', 'border', 'text-primary');
    await expect(link.getBoundingClientRect().width).toBe(36);
    await expect(link.querySelector(':scope > span[aria-hidden="true"] > svg')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
