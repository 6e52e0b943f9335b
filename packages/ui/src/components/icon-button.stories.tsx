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
