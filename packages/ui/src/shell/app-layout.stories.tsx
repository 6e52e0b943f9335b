import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, within } from 'storybook/test';
import { AppLayout, type AppLayoutProps } from './app-layout';
import { Breadcrumbs } from './breadcrumbs';
import { Header } from './header';
import { englishTexts, goalCrumbs, navigationItems, superAdmin } from './shell.fixtures';
import { Sidebar } from './sidebar';

const meta = {
  title: 'Shell/AppLayout',
  component: AppLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    sidebar: (
      <Sidebar
        brand={englishTexts.brand}
        items={navigationItems(englishTexts)}
        currentPath="/goals/create"
        isAuthenticated
        user={superAdmin}
        onLogout={fn()}
      />
    ),
    header: <Header welcome={englishTexts.welcome(superAdmin.name)} />,
    breadcrumbs: <Breadcrumbs items={goalCrumbs(englishTexts)} />,
    children: (
      <section aria-labelledby="page-title" className="space-y-2">
        <h1 id="page-title" className="text-2xl font-semibold">
          {englishTexts.page.title}
        </h1>
        <p className="text-muted-foreground">{englishTexts.page.body}</p>
      </section>
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  },
};

export const Playground: Story = {
  argTypes: {
    sidebarCollapsed: { control: 'boolean' },
    loading: { control: 'boolean' },
    isAuthenticated: { control: 'boolean' },
  },
  args: { sidebarCollapsed: false, loading: false, isAuthenticated: true },
  render: function PlaygroundLayout(args) {
    const [, updateArgs] = useArgs<AppLayoutProps>();
    return (
      <AppLayout
        {...args}
        onSidebarCollapsedChange={(sidebarCollapsed) => updateArgs({ sidebarCollapsed })}
      />
    );
  },
};
