import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsIcon } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

const meta = {
  title: 'Primitives/Tooltip/Features',
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div className="flex gap-4 p-16">
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only trigger: its accessible name comes from `aria-label`, the tooltip repeats it for sighted users. */
export const OnIconButton: Story = {
  render: () => (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings">
          <SettingsIcon aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent side="right">Settings</TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Settings' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Settings');
  },
};

/**
 * Shown when its trigger gets keyboard focus and left open, so that axe checks it (light and dark).
 * Focus stays on the trigger, which the tooltip describes.
 */
export const Open: Story = {
  render: () => (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline">Cache hit ratio</Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">Share of reads answered from the cache</TooltipContent>
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Cache hit ratio' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Share of reads answered from the cache');
    await expect(trigger).toHaveAccessibleDescription('Share of reads answered from the cache');
  },
};

/** Long text wraps at a readable width. */
export const LongText: Story = {
  render: () => (
    <Tooltip defaultOpen>
      <TooltipTrigger asChild>
        <Button variant="outline">Cache hit ratio</Button>
      </TooltipTrigger>
      <TooltipContent side="bottom">
        Share of reads answered from the cache during the last hour; below 80% the cache health
        turns to warning.
      </TooltipContent>
    </Tooltip>
  ),
};

export const Controlled: Story = {
  render: () => (
    <Tooltip open>
      <TooltipTrigger asChild>
        <Button variant="outline">Always open</Button>
      </TooltipTrigger>
      <TooltipContent>Open because the caller says so</TooltipContent>
    </Tooltip>
  ),
  play: async () => {
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Open because the caller says so',
    );
  },
};
