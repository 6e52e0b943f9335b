import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  englishTexts,
  germanAdmin,
  germanTexts,
  japaneseAdmin,
  japaneseTexts,
  navigationItems,
  superAdmin,
  withLang,
} from './shell.fixtures';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED, Sidebar } from './sidebar';

const meta = {
  title: 'Shell/Sidebar/Features',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: englishTexts.brand,
    items: navigationItems(englishTexts),
    currentPath: '/goals',
    isAuthenticated: true,
    user: superAdmin,
    labels: englishTexts.sidebar,
    onLogout: fn(),
    onCollapsedChange: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectWidth(element: HTMLElement, width: number) {
  await waitFor(() => expect(getComputedStyle(element).width).toBe(`${width}px`));
}

export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar"]');
    if (!sidebar) throw new Error('the sidebar did not render');
    await expectWidth(sidebar, SIDEBAR_WIDTH_EXPANDED);
    await expect(canvas.getByText('Bot')).toBeVisible();
    await expect(canvas.getByText('Admin')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expectWidth(sidebar, SIDEBAR_WIDTH_COLLAPSED);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // The toggle stays the same element, so keyboard focus stays on it.
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
    // A click focuses without showing the tooltip (only keyboard focus does).
    await expect(screen.queryByRole('tooltip')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expectWidth(sidebar, SIDEBAR_WIDTH_EXPANDED);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar"]');
    if (!sidebar) throw new Error('the sidebar did not render');
    await expectWidth(sidebar, SIDEBAR_WIDTH_COLLAPSED);
    // Titles stay in the accessible name but only icons show.
    const goals = canvas.getByRole('link', { name: 'Goals' });
    await expect(within(goals).getByText('Goals')).toHaveClass('sr-only');

    await userEvent.hover(goals);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Goals');
    await userEvent.unhover(goals);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // Keyboard focus shows the tooltip too, to the right of the link; Escape hides it.
    const analytics = canvas.getByRole('link', { name: 'Analytics' });
    analytics.focus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Analytics');
    const link = analytics.getBoundingClientRect();
    const box = tooltip.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(link.right);
    await expect(Math.abs(box.top + box.height / 2 - (link.top + link.height / 2))).toBeLessThan(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(analytics).toHaveFocus();

    // The pointer may move from the control onto its tooltip without it closing.
    const logout = canvas.getByRole('button', { name: 'Logout' });
    await userEvent.hover(logout);
    const logoutTooltip = await screen.findByRole('tooltip');
    await expect(logoutTooltip).toHaveTextContent('Logout');
    await userEvent.unhover(logout);
    await userEvent.hover(logoutTooltip);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(screen.getByRole('tooltip')).toHaveTextContent('Logout');
    await userEvent.unhover(logoutTooltip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Controlled: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar"]');
    if (!sidebar) throw new Error('the sidebar did not render');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    // The owner did not change `collapsed`, so the sidebar stays collapsed.
    await expectWidth(sidebar, SIDEBAR_WIDTH_COLLAPSED);
  },
};

/**
 * On a phone (`overlay`) the expanded sidebar lies over the page as a modal: Tab and Shift+Tab go
 * round its own controls, never to the page under the backdrop; Escape closes it and gives the
 * focus back to its toggle.
 */
export const OverlayKeepsFocus: Story = {
  args: { overlay: true },
  render: (args) => (
    <>
      <Sidebar {...args} />
      <div className="pl-16">
        <button type="button" className="m-4 rounded-md border px-3 py-1.5 text-sm">
          Page control
        </button>
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar"]');
    if (!sidebar) throw new Error('the sidebar did not render');
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await userEvent.click(expand);
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    const collapse = canvas.getByRole('button', { name: 'Collapse sidebar' });
    const logout = canvas.getByRole('button', { name: 'Logout' });

    // Past the last control (Logout), Tab comes back to the first (the toggle), not the page.
    logout.focus();
    await userEvent.tab();
    await expect(collapse).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(logout).toHaveFocus();
    // All the way round by Tab, focus never leaves the sidebar.
    for (let step = 0; step < 20; step += 1) {
      await userEvent.tab();
      await expect(sidebar).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
    // Collapsed again, it lets focus go on to the page.
    canvas.getByRole('button', { name: 'Logout' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page control' })).toHaveFocus();
  },
};

export const DashboardActiveOnRoot: Story = {
  args: { currentPath: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);
  },
};

export const NestedPathActive: Story = {
  args: { currentPath: '/telegram-users/42/logs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Telegram Users/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const RegularAdmin: Story = {
  args: { user: { name: 'Grace Hopper', username: 'grace', isSuperUser: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Grace Hopper')).toBeVisible();
    await expect(canvas.queryByText('Super Admin')).toBeNull();
  },
};

export const Unauthenticated: Story = {
  args: { isAuthenticated: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="sidebar"]')).toBeNull();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** The words of an element's text that start on one line and end on the next (broken mid-word). */
function wordsBrokenAcrossLines(element: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A hyphen is a place to break ("Telegram-" / "Benutzerkonten"); the parts around it are words.
    for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top),
      );
      if (lines.size > 1) broken.push(word[0]);
    }
  }
  return broken;
}

/**
 * Long titles wrap between words only: a word longer than the room beside a badge
 * ("Administratorkonten", "Администраторы") keeps whole and the badge moves under it.
 */
export const GermanLongTexts: Story = {
  args: {
    brand: germanTexts.brand,
    items: navigationItems(germanTexts),
    labels: germanTexts.sidebar,
    user: germanAdmin,
    currentPath: '/faq',
  },
  decorators: [withLang('de-DE')],
  play: async ({ canvasElement }) => {
    const titles = canvasElement.querySelectorAll('[data-slot="sidebar-item-title"]');
    await expect(titles).toHaveLength(9);
    for (const title of titles) await expect(wordsBrokenAcrossLines(title)).toEqual([]);
  },
};

export const GermanCollapsed: Story = {
  args: { ...GermanLongTexts.args, defaultCollapsed: true },
};

export const Japanese: Story = {
  args: {
    brand: japaneseTexts.brand,
    items: navigationItems(japaneseTexts),
    labels: japaneseTexts.sidebar,
    user: japaneseAdmin,
    currentPath: '/challenges/3',
  },
  decorators: [withLang('ja-JP')],
};

/**
 * The console's Russian texts, its longest: the product title takes two lines instead of an
 * ellipsis, and "Администраторы" keeps its "Админ" badge beside it, so every item is one height.
 */
const russianTexts = {
  ...englishTexts,
  locale: 'ru-RU',
  brand: 'Консоль администратора',
  nav: {
    dashboard: 'Панель управления',
    analytics: 'Аналитика',
    goals: 'Цели',
    levels: 'Уровни',
    challenges: 'Испытания',
    faq: 'Вопросы и ответы',
    telegramUsers: 'Пользователи Telegram',
    adminUsers: 'Администраторы',
    settings: 'Настройки',
  },
  badges: { bot: 'Бот', admin: 'Админ' },
  sidebar: {
    navigation: 'Основная навигация',
    collapse: 'Свернуть боковую панель',
    expand: 'Развернуть боковую панель',
    logout: 'Выйти',
    superAdmin: 'Суперадминистратор',
  },
};

export const RussianTexts: Story = {
  args: {
    brand: russianTexts.brand,
    items: navigationItems(russianTexts),
    labels: russianTexts.sidebar,
    currentPath: '/admin-users',
  },
  decorators: [withLang('ru-RU')],
  play: async ({ canvasElement }) => {
    const brand = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar-brand"]');
    if (!brand) throw new Error('No brand');
    // Whole: nothing clipped by the two-line clamp, no word broken.
    await expect(brand.scrollHeight).toBeLessThanOrEqual(brand.clientHeight);
    await expect(wordsBrokenAcrossLines(brand)).toEqual([]);
    const links = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="sidebar-link"]')];
    await expect(links).toHaveLength(9);
    const heights = new Set(links.map((link) => link.getBoundingClientRect().height));
    await expect([...heights]).toHaveLength(1);
    const admin = links.find((link) => link.textContent?.includes('Администраторы'));
    const title = admin?.querySelector('[data-slot="sidebar-item-title"]');
    const badge = admin?.querySelector('[data-slot="sidebar-item-badge"]');
    if (!title || !badge) throw new Error('No admin users item');
    // Beside the title, not under it.
    await expect(badge.getBoundingClientRect().top).toBeLessThan(
      title.getBoundingClientRect().bottom,
    );
    for (const link of links) {
      const itemTitle = link.querySelector('[data-slot="sidebar-item-title"]');
      if (itemTitle) await expect(wordsBrokenAcrossLines(itemTitle)).toEqual([]);
    }
  },
};

export const RussianTextsCollapsed: Story = {
  args: { ...RussianTexts.args, defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const links = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="sidebar-link"]')];
    const heights = new Set(links.map((link) => link.getBoundingClientRect().height));
    await expect([...heights]).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-slot="sidebar-brand"]')).toBeNull();
  },
};
