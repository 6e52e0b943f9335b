import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ExpandableText } from './expandable-text';

const longText =
  'Message: “I walked to work every day this week, took the stairs instead of the lift and still ' +
  'have not reached my step goal. Is the counter broken, or do the steps on the stairs not count ' +
  'towards the daily challenge?”';

/** A token without spaces (a link, a code the bot logged) as long as a form allows. */
const unbroken = `token: ${'x7Qm'.repeat(40)}`;

const meta = {
  title: 'Primitives/ExpandableText/Features',
  component: ExpandableText,
  args: { children: longText },
  render: (args) => (
    <div className="w-72 text-sm">
      <ExpandableText {...args} />
    </div>
  ),
} satisfies Meta<typeof ExpandableText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cut off after two lines with an ellipsis, and a button to read the rest. */
export const CutOff: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** The whole text, with the button that shortens it again. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show less' })).toBeVisible();
  },
};

/** A long word breaks inside its column instead of running out of it. */
export const UnbrokenText: Story = {
  args: { children: unbroken },
  play: async ({ canvasElement }) => {
    const column = canvasElement.querySelector<HTMLElement>('.w-72');
    await expect(column?.scrollWidth).toBeLessThanOrEqual(column?.clientWidth ?? 0);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more' }));
    await expect(column?.scrollWidth).toBeLessThanOrEqual(column?.clientWidth ?? 0);
    await expect(within(canvasElement).getByText(unbroken)).toBeVisible();
  },
};

/** The buttons in the console's language. */
export const Translated: Story = {
  args: { labels: { more: 'Mehr anzeigen', less: 'Weniger anzeigen' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Mehr anzeigen' }),
    ).toBeVisible();
  },
};
