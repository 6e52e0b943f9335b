import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { englishTexts, navigationItems, superAdmin } from './shell.fixtures';
import { Sidebar } from './sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: englishTexts.brand,
    items: navigationItems(englishTexts),
    currentPath: '/goals',
    isAuthenticated: true,
    user: superAdmin,
    onLogout: fn(),
    onCollapsedChange: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(navigation).getByRole('link', { name: 'Goals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('@ada')).toBeVisible();
    await expect(canvas.getByText('Super Admin')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  argTypes: {
    currentPath: {
      control: 'select',
      options: [
        '/',
        '/dashboard',
        '/analytics',
        '/goals/edit/7',
        '/telegram-users/42/logs',
        '/settings',
      ],
    },
    defaultCollapsed: { control: 'boolean' },
    isAuthenticated: { control: 'boolean' },
  },
  args: { currentPath: '/dashboard', defaultCollapsed: false },
};
