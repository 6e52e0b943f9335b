import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';
import {
  englishTexts,
  germanTexts,
  goalCrumbs,
  inStoryLink,
  japaneseTexts,
  withLang,
} from './shell.fixtures';

const meta = {
  title: 'Shell/Breadcrumbs/Features',
  component: Breadcrumbs,
  args: { items: goalCrumbs(englishTexts) },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenWithOneCrumb: Story = {
  args: { items: [{ label: 'Dashboard', href: '/dashboard' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const HiddenWithoutCrumbs: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const TwoCrumbs: Story = {
  args: {
    items: [
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Settings', href: '/settings' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Settings')).toHaveAttribute('aria-current', 'page');
  },
};

function RouterLinkDemo() {
  const [visited, setVisited] = useState('/goals/create');
  return (
    <div className="space-y-2">
      <Breadcrumbs items={goalCrumbs(englishTexts)} renderLink={inStoryLink(setVisited)} />
      <output data-testid="visited" className="block font-mono text-sm">
        {visited}
      </output>
    </div>
  );
}

export const RenderedByRouterLink: Story = {
  render: () => <RouterLinkDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Goals' }));
    await expect(canvas.getByTestId('visited')).toHaveTextContent('/goals');
  },
};

export const GermanLongTexts: Story = {
  args: { items: goalCrumbs(germanTexts), 'aria-label': 'Brotkrümelnavigation' },
  decorators: [withLang('de-DE')],
};

export const Japanese: Story = {
  args: { items: goalCrumbs(japaneseTexts), 'aria-label': 'パンくずリスト' },
  decorators: [withLang('ja-JP')],
};
