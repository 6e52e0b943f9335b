import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isMirrored, rightToLeft, withDirection } from '../lib/direction.fixtures';
import {
  arabicAdmin,
  arabicTexts,
  englishTexts,
  germanAdmin,
  germanTexts,
  japaneseAdmin,
  japaneseTexts,
  ShellDemo,
  superAdmin,
} from './shell.fixtures';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from './sidebar';

const meta = {
  title: 'Shell/AppLayout/Features',
  component: ShellDemo,
  parameters: { layout: 'fullscreen' },
  args: { texts: englishTexts, user: superAdmin, onLogout: fn() },
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

function layoutBody(canvasElement: HTMLElement): HTMLElement {
  const body = canvasElement.querySelector<HTMLElement>('[data-slot="app-layout-body"]');
  if (!body) throw new Error('the layout did not render');
  return body;
}

async function expectContentOffset(canvasElement: HTMLElement, width: number) {
  await waitFor(() =>
    expect(getComputedStyle(layoutBody(canvasElement)).paddingLeft).toBe(`${width}px`),
  );
}

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectContentOffset(canvasElement, SIDEBAR_WIDTH_EXPANDED);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expectContentOffset(canvasElement, SIDEBAR_WIDTH_COLLAPSED);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expectContentOffset(canvasElement, SIDEBAR_WIDTH_EXPANDED);
  },
};

export const Collapsed: Story = {
  args: { defaultSidebarCollapsed: true },
  play: async ({ canvasElement }) => {
    await expectContentOffset(canvasElement, SIDEBAR_WIDTH_COLLAPSED);
  },
};

/** A phone's layout: the page keeps the collapsed width, and the expanded sidebar lies over it. */
export const Overlay: Story = {
  args: { sidebarOverlay: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const backdrop = () => canvasElement.querySelector('[data-slot="sidebar-backdrop"]');
    await expectContentOffset(canvasElement, SIDEBAR_WIDTH_COLLAPSED);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await userEvent.click(expand);
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(backdrop()).not.toBeNull();
    await expectContentOffset(canvasElement, SIDEBAR_WIDTH_COLLAPSED);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
    await expect(backdrop()).toBeNull();
  },
};

export const SkipLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skipToContent = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skipToContent).toHaveFocus();
    await expect(skipToContent).not.toHaveClass('sr-only', { exact: true });
    // The kit's focus ring, its offset in the page's colour (not white on a dark page).
    const pageColour = getComputedStyle(canvasElement.ownerDocument.body).backgroundColor;
    await expect(getComputedStyle(skipToContent).boxShadow).toContain(
      `${pageColour} 0px 0px 0px 2px`,
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    skipToContent.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to navigation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toHaveFocus();
  },
};

export const ActiveLinkFollowsNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(navigation.getByRole('link', { name: 'Goals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(navigation.getByRole('link', { name: 'Levels' }));
    await expect(canvas.getByTestId('demo-current-path')).toHaveTextContent('/levels');
    await expect(navigation.getByRole('link', { name: 'Levels' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navigation.getByRole('link', { name: 'Goals' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const LoadingApplication: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading application...');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('main')).toBeNull();
  },
};

export const Unauthenticated: Story = {
  args: {
    isAuthenticated: false,
    children: (
      <main className="p-6">
        <h1 className="text-2xl font-semibold">Sign in</h1>
      </main>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};

export const GermanExpanded: Story = {
  args: { texts: germanTexts, user: germanAdmin },
};

export const GermanCollapsed: Story = {
  args: { texts: germanTexts, user: germanAdmin, defaultSidebarCollapsed: true },
};

export const GermanLoading: Story = {
  args: { texts: germanTexts, user: germanAdmin, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Anwendung wird geladen...',
    );
  },
};

export const JapaneseExpanded: Story = {
  args: { texts: japaneseTexts, user: japaneseAdmin },
};

export const JapaneseCollapsed: Story = {
  args: { texts: japaneseTexts, user: japaneseAdmin, defaultSidebarCollapsed: true },
};

/**
 * Arabic, right to left: the sidebar sits at the right edge and the page keeps its width free on
 * that side; the breadcrumbs' separators and the sidebar's toggle icon point the other way.
 */
export const ArabicRightToLeft: Story = {
  args: { texts: arabicTexts, user: arabicAdmin },
  decorators: [withDirection],
  parameters: rightToLeft('ar'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar"]');
    if (!sidebar) throw new Error('the sidebar did not render');
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await waitFor(() =>
      expect(Math.round(sidebar.getBoundingClientRect().right)).toBe(viewportWidth),
    );
    await expect(Math.round(sidebar.getBoundingClientRect().left)).toBe(
      viewportWidth - SIDEBAR_WIDTH_EXPANDED,
    );
    await expect(getComputedStyle(layoutBody(canvasElement)).paddingRight).toBe(
      `${SIDEBAR_WIDTH_EXPANDED}px`,
    );
    await expect(getComputedStyle(layoutBody(canvasElement)).paddingLeft).toBe('0px');
    const separators = canvasElement.querySelectorAll('[data-slot="breadcrumb-separator"]');
    await expect(separators.length).toBeGreaterThan(0);
    for (const separator of separators) await expect(isMirrored(separator)).toBe(true);
    const collapse = canvas.getByRole('button', { name: arabicTexts.sidebar.collapse });
    const toggleIcon = collapse.querySelector('svg');
    if (!toggleIcon) throw new Error('the toggle has no icon');
    await expect(isMirrored(toggleIcon)).toBe(true);
    await userEvent.click(collapse);
    await waitFor(() =>
      expect(getComputedStyle(layoutBody(canvasElement)).paddingRight).toBe(
        `${SIDEBAR_WIDTH_COLLAPSED}px`,
      ),
    );
    await waitFor(() =>
      expect(Math.round(sidebar.getBoundingClientRect().right)).toBe(viewportWidth),
    );
  },
};

/** Collapsed, right to left: an icon's tooltip opens on the page's side, to the sidebar's left. */
export const ArabicRightToLeftCollapsed: Story = {
  args: { texts: arabicTexts, user: arabicAdmin, defaultSidebarCollapsed: true },
  decorators: [withDirection],
  parameters: rightToLeft('ar'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar"]');
    if (!sidebar) throw new Error('the sidebar did not render');
    await expect(Math.round(sidebar.getBoundingClientRect().right)).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    const expand = canvas.getByRole('button', { name: arabicTexts.sidebar.expand });
    // Keyboard focus shows the tooltip.
    expand.focus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(arabicTexts.sidebar.expand);
    await expect(tooltip).toHaveAttribute('data-side', 'left');
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(
        expand.getBoundingClientRect().left,
      ),
    );
    await expect(tooltip.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};
