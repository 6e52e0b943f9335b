import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon, SearchXIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Primitives/EmptyState/Features',
  component: EmptyState,
  args: { title: 'No goals yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onCreate = fn();

export const WithAction: Story = {
  args: {
    description: 'Create a goal to give users something to aim for.',
    action: (
      <Button onClick={onCreate}>
        <PlusIcon aria-hidden="true" />
        Create goal
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create goal' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const NoSearchResults: Story = {
  args: {
    title: 'No users match “zed”',
    description: 'Check the spelling or clear the filters.',
    icon: <SearchXIcon />,
  },
};

export const TitleOnly: Story = {};
