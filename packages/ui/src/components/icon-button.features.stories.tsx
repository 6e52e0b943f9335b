import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuIcon, TrashIcon } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton/Features',
  component: IconButton,
  args: { label: 'Delete goal', children: <TrashIcon /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-2">
      <IconButton label="Open menu (small)" size="sm" variant="outline">
        <MenuIcon />
      </IconButton>
      <IconButton label="Open menu" variant="outline">
        <MenuIcon />
      </IconButton>
      <IconButton label="Open menu (large)" size="lg" variant="outline">
        <MenuIcon />
      </IconButton>
    </div>
  ),
};

export const Destructive: Story = {
  args: { variant: 'destructive' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete goal' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'outline' },
};
