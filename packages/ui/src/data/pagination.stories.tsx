import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: {
    page: 1,
    pageSize: 20,
    total: 1234,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(navigation).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Showing 1–20 of 1,234')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 62' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(62);
  },
};

export const Playground: Story = {
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageSize: { control: 'select', options: [10, 20, 50, 100] },
    total: { control: { type: 'number', min: 0 } },
    siblingCount: { control: { type: 'number', min: 0, max: 3 } },
  },
  args: { siblingCount: 1 },
};
