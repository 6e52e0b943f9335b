import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActivityIcon, BanIcon, TrophyIcon, UsersIcon } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RenderLink } from '../shell/link';
import { StatCard } from './stat-card';

const meta = {
  title: 'Data/StatCard/Features',
  component: StatCard,
  args: {
    title: 'New users today',
    value: '1,204',
    icon: <UsersIcon />,
    className: 'max-w-xs',
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholders keep the card's size; the card is busy and says so to screen readers. */
export const Loading: Story = {
  args: { loading: true, delta: { value: '+12%', trend: 'up' } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="stat-card"]');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByText('1,204')).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('Loading')).toBeInTheDocument();
  },
};

export const Decrease: Story = {
  args: { delta: { value: '−4%', trend: 'down', label: 'vs yesterday' } },
  play: async ({ canvasElement }) => {
    const change = canvasElement.querySelector('[data-slot="stat-card-delta"] > span');
    await expect(change).toHaveClass('text-destructive');
  },
};

/** For measures where less is better, a fall is good news. */
export const FallIsPositive: Story = {
  args: {
    title: 'Banned users',
    value: '145',
    icon: <BanIcon />,
    delta: { value: '−18', trend: 'down', sentiment: 'positive', label: 'this week' },
  },
  play: async ({ canvasElement }) => {
    const change = canvasElement.querySelector('[data-slot="stat-card-delta"] > span');
    await expect(change).toHaveClass('text-success');
  },
};

export const Unchanged: Story = {
  args: { delta: { value: '0%', trend: 'flat', label: 'vs yesterday' } },
};

export const WithoutDelta: Story = {};

/**
 * A delta that is not a change (the XP left to the next level) with an empty label for its trend:
 * screen readers read its own text, not "No change" before it.
 */
export const ProgressWithoutTrendLabel: Story = {
  args: {
    title: 'Level',
    value: '3',
    icon: <TrophyIcon />,
    delta: { value: '50 XP to the next level', trend: 'flat', sentiment: 'neutral' },
    labels: { flat: '' },
  },
  play: async ({ canvasElement }) => {
    const delta = canvasElement.querySelector('[data-slot="stat-card-delta"]');
    await expect(delta).toHaveTextContent(/^50 XP to the next level$/);
    await expect(delta?.querySelector('.sr-only')).toBeNull();
  },
};

/**
 * In a narrow card (two to a row on a phone) the value takes a smaller size, so a seven-digit
 * figure still fits; a longer one wraps instead of leaving the card.
 */
export const Narrow: Story = {
  args: { title: 'Total users', value: '1,000,000', icon: undefined, className: 'w-32' },
  play: async ({ canvasElement }) => {
    const value = canvasElement.querySelector<HTMLElement>('[data-slot="stat-card-value"]');
    await expect(value?.scrollWidth).toBeLessThanOrEqual(value?.clientWidth ?? 0);
  },
};

/**
 * Two to a row on a 320 px phone in German: a title word longer than the card is wide
 * ("Herausforderungen") breaks, hyphenated where the browser knows the language, instead of
 * running into the card's padding and border.
 */
export const LongTitleWordOnAPhone: Story = {
  args: { title: 'Abgeschlossene Herausforderungen', value: '2.915', icon: undefined },
  render: (args) => (
    <div lang="de-DE" className="grid w-[288px] grid-cols-2 gap-3">
      <StatCard {...args} className="" />
      <StatCard title="Neue Nutzer" value="12" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByText('Abgeschlossene Herausforderungen');
    const card = title.closest<HTMLElement>('[data-slot="stat-card"]');
    const padding = Number.parseFloat(getComputedStyle(card ?? title).paddingRight);
    const cardBox = card?.getBoundingClientRect();
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(
      (cardBox?.right ?? 0) - padding,
    );
    // Every line of the title stays inside the card's content box.
    const range = document.createRange();
    range.selectNodeContents(title);
    for (const line of range.getClientRects()) {
      await expect(line.right).toBeLessThanOrEqual((cardBox?.right ?? 0) - padding + 0.5);
    }
  },
};

/** A dashboard row: the cards share the width. */
export const Row: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        title="Active users"
        value="8,120"
        icon={<ActivityIcon />}
        delta={{ value: '+3.1%', trend: 'up', label: 'vs last week' }}
      />
      <StatCard
        title="Challenges completed"
        value="2,915"
        icon={<TrophyIcon />}
        delta={{ value: '+240', trend: 'up', label: 'this week' }}
      />
      <StatCard title="Banned users" value="145" icon={<BanIcon />} loading />
    </div>
  ),
};

/** Stands in for a router's link: marks the anchor it renders, so a test can tell it was used. */
const renderRouterLink: RenderLink = (props) => <a data-router-link="" {...props} />;

/**
 * A figure that leads to what it counts: the whole card is one link (to today's new users), named
 * by its title, value and change; it takes the kit's focus ring and a hover colour. The app passes
 * its router's link as `renderLink`.
 */
export const AsLink: Story = {
  args: {
    href: '/users?created=today',
    renderLink: renderRouterLink,
    delta: { value: '+12%', trend: 'up', label: 'vs yesterday' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: 'New users today 1,204 Increase +12% vs yesterday',
    });
    await expect(link).toHaveAttribute('href', '/users?created=today');
    await expect(link).toHaveAttribute('data-router-link');
    // The whole card is the link.
    await expect(link).toHaveAttribute('data-slot', 'stat-card');
    await expect(link).toHaveClass('hover:bg-accent');

    // Tab shows the kit's ring, 2 px off the card.
    const resting = getComputedStyle(link).boxShadow;
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveClass('focus-visible:ring-2', 'focus-visible:ring-offset-2');
    await waitFor(() => expect(getComputedStyle(link).boxShadow).not.toBe(resting));
    await expect(getComputedStyle(link).boxShadow).toMatch(/ 0px 0px 0px 4px/);
  },
};

/**
 * A dashboard row of links, one still loading: a loading card is named by its title and the
 * loading text and is busy.
 */
export const LinksInARow: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        title="Active users"
        value="8,120"
        icon={<ActivityIcon />}
        delta={{ value: '+3.1%', trend: 'up', label: 'vs last week' }}
        href="/users?active=today"
        renderLink={renderRouterLink}
      />
      <StatCard
        title="Challenges completed"
        value="2,915"
        icon={<TrophyIcon />}
        href="/challenges"
        renderLink={renderRouterLink}
      />
      <StatCard
        title="Banned users"
        value="145"
        icon={<BanIcon />}
        loading
        href="/users?status=banned"
        renderLink={renderRouterLink}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/users?active=today',
      '/challenges',
      '/users?status=banned',
    ]);
    await expect(canvas.getByRole('link', { name: 'Challenges completed 2,915' })).toBeVisible();
    const loading = canvas.getByRole('link', { name: 'Banned users Loading' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
  },
};
