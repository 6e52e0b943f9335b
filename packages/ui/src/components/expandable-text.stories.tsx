import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ExpandableText } from './expandable-text';

const longText =
  'Message: “I walked to work every day this week, took the stairs instead of the lift and still ' +
  'have not reached my step goal. Is the counter broken, or do the steps on the stairs not count ' +
  'towards the daily challenge?”';

const meta = {
  title: 'Primitives/ExpandableText',
  component: ExpandableText,
  tags: ['autodocs'],
  args: { children: longText },
  render: (args) => (
    <div className="w-72 text-sm">
      <ExpandableText {...args} />
    </div>
  ),
} satisfies Meta<typeof ExpandableText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines, then "Show more" (keyboard or touch) shows the rest and "Show less" cuts it again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvasElement.querySelector<HTMLElement>(
      '[data-slot="expandable-text-content"]',
    );
    if (!content) throw new Error('no text');
    const lineHeight = Number.parseFloat(getComputedStyle(content).lineHeight);
    await expect(content.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 2));
    const more = canvas.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('aria-controls', content.id);

    await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const less = canvas.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toHaveFocus();
    await expect(content.clientHeight).toBeGreaterThan(Math.ceil(lineHeight * 2));
    await expect(content.scrollHeight).toBeLessThanOrEqual(content.clientHeight);

    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
    await expect(content.clientHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 2));
  },
};

/** A text that fits its lines has nothing to show more of: no button. */
export const FitsItsLines: Story = {
  args: { children: 'Started the challenge “Walk 10,000 steps”' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { lines: 2, defaultExpanded: false, labels: { more: 'Show more', less: 'Show less' } },
};
