import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSpinner } from './page-spinner';

const meta = {
  title: 'Shell/PageSpinner/Features',
  component: PageSpinner,
} satisfies Meta<typeof PageSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageSize: Story = { args: { size: 'page' } };

export const ScreenWithLabel: Story = {
  parameters: { layout: 'fullscreen' },
  args: { size: 'screen', label: 'Loading application...', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading application...')).toBeVisible();
  },
};

export const German: Story = {
  args: { label: 'Seite wird geladen...', showLabel: true },
};
