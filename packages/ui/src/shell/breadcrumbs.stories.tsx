import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';
import { englishTexts, goalCrumbs } from './shell.fixtures';

const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: goalCrumbs(englishTexts) },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(within(trail).getByRole('link', { name: 'Goals' })).toHaveAttribute(
      'href',
      '/goals',
    );
    const current = within(trail).getByText('Create Goal');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.tagName).toBe('SPAN');
  },
};

export const Playground: Story = {
  argTypes: { items: { control: 'object' } },
  args: {
    items: [
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Levels', href: '/levels' },
      { label: 'Edit Level' },
    ],
  },
};
