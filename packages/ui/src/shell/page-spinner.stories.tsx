import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSpinner } from './page-spinner';

const meta = {
  title: 'Shell/PageSpinner',
  component: PageSpinner,
  tags: ['autodocs'],
} satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(within(status).getByText('Loading...')).toHaveClass('sr-only');
  },
};

export const Playground: Story = {
  argTypes: { size: { control: 'select', options: ['page', 'screen'] } },
  args: { label: 'Loading...', showLabel: true, size: 'page' },
};
