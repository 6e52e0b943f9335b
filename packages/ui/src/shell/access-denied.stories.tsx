import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDenied } from './access-denied';

const meta = {
  title: 'Shell/AccessDenied',
  component: AccessDenied,
  tags: ['autodocs'],
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(canvas.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Access Denied' })).toBeVisible();
  },
};

export const Playground: Story = {
  argTypes: {
    size: { control: 'select', options: ['page', 'inline'] },
    headingLevel: { control: 'select', options: [1, 2, 3] },
  },
  args: {
    title: 'Access Denied',
    description: "You don't have permission to access this page.",
    size: 'page',
    headingLevel: 1,
  },
};
