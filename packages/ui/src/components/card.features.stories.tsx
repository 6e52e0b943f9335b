import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontalIcon, TableIcon } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from './button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/Card/Features',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaderAction: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Cache</CardTitle>
        <CardDescription>Hit ratio over the last hour.</CardDescription>
        <CardAction>
          <IconButton label="Cache options" size="sm">
            <MoreHorizontalIcon />
          </IconButton>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold">94%</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // With room beside them, the action sits to the right of the title and the description.
    const action = canvas.getByRole('button', { name: 'Cache options' }).getBoundingClientRect();
    const title = canvas.getByText('Cache').getBoundingClientRect();
    const description = canvas.getByText('Hit ratio over the last hour.').getBoundingClientRect();
    await expect(action.left).toBeGreaterThan(Math.max(title.right, description.right));
    await expect(action.top).toBeLessThan(description.top);
  },
};

/**
 * In a narrow card (a phone, or one of three cards side by side) a header action that does not
 * fit beside the title moves under it instead of running out of the card.
 */
export const HeaderActionUnderTheTitle: Story = {
  render: () => (
    <div data-testid="narrow-column" className="grid w-72">
      <Card>
        <CardHeader>
          <CardTitle>Abgeschlossene Herausforderungen</CardTitle>
          <CardDescription>Pro Tag im Zeitraum.</CardDescription>
          <CardAction>
            <Button variant="outline" size="sm">
              <TableIcon aria-hidden="true" />
              Als Tabelle anzeigen
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent>
          <p className="text-3xl font-semibold">214</p>
        </CardContent>
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const column = canvas.getByTestId('narrow-column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const card = column.firstElementChild?.getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Als Tabelle anzeigen' });
    const button = action.getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(card?.right ?? 0);
    const description = canvas.getByText('Pro Tag im Zeitraum.').getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(description.bottom);
  },
};

const dailyCharts = ['Signups', 'Active users', 'Challenge completions'];

/**
 * Three chart cards of one width in a row, a title wrapping in one of them: the action takes the
 * same place in each (here under the title, as the cards are narrow), so the charts start at the
 * same height.
 */
export const HeaderActionsInARow: Story = {
  render: () => (
    <div className="grid w-[840px] grid-cols-3 gap-4">
      {dailyCharts.map((title) => (
        <Card key={title}>
          <CardHeader>
            <CardTitle>{title}</CardTitle>
            <CardAction>
              <Button variant="outline" size="sm">
                <TableIcon aria-hidden="true" />
                Show as table
              </Button>
            </CardAction>
          </CardHeader>
          <CardContent>
            <div data-testid="plot" className="h-24 rounded-md bg-muted" />
          </CardContent>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const plots = within(canvasElement)
      .getAllByTestId('plot')
      .map((plot) => plot.getBoundingClientRect().top);
    await expect(plots[1]).toBe(plots[0]);
    await expect(plots[2]).toBe(plots[0]);
    const buttons = within(canvasElement)
      .getAllByRole('button', { name: 'Show as table' })
      .map((button) => button.getBoundingClientRect().top);
    await expect(buttons[1]).toBe(buttons[0]);
    await expect(buttons[2]).toBe(buttons[0]);
  },
};

export const WithFooter: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>Other sessions are signed out afterwards.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Choose a password you do not use elsewhere.</p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline">Cancel</Button>
        <Button>Save</Button>
      </CardFooter>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardContent>
        <p className="text-sm">A plain surface for anything.</p>
      </CardContent>
    </Card>
  ),
};
