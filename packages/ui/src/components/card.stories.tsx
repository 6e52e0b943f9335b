import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

type CardDemoProps = { title: string; description: string; body: string };

function CardDemo({ title, description, body }: CardDemoProps) {
  return (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{body}</p>
      </CardContent>
    </Card>
  );
}

const meta = {
  title: 'Primitives/Card',
  component: CardDemo,
  tags: ['autodocs'],
  args: {
    title: 'Active users',
    description: 'Users who opened the bot in the last 30 days.',
    body: '1,284 users, up 12% on the previous month.',
  },
} satisfies Meta<typeof CardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Active users' }),
    ).toBeVisible();
  },
};

export const Playground: Story = {};
