import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeStatus, type BadgeVariant } from './badge';

const meta = {
  title: 'Primitives/Badge/Features',
  component: Badge,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants: BadgeVariant[] = [
  'default',
  'secondary',
  'outline',
  'success',
  'warning',
  'destructive',
];

function StatusRow({ statuses }: { statuses: BadgeStatus[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {statuses.map((status) => (
        <Badge key={status} status={status} />
      ))}
    </div>
  );
}

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};

export const UserStatus: Story = {
  render: () => <StatusRow statuses={['active', 'inactive', 'banned']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('active')).toHaveClass('bg-success');
    await expect(canvas.getByText('banned')).toHaveClass('bg-destructive');
  },
};

export const Verification: Story = {
  render: () => <StatusRow statuses={['verified', 'unverified']} />,
};

export const CacheHealth: Story = {
  render: () => <StatusRow statuses={['optimal', 'warning', 'critical']} />,
};

export const Performance: Story = {
  render: () => <StatusRow statuses={['excellent', 'good', 'fair', 'poor']} />,
};

/** The app passes translated text; the status still picks the colour. */
export const TranslatedStatus: Story = {
  args: { status: 'banned', children: 'Gesperrt' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Gesperrt');
    await expect(badge).toHaveAttribute('data-status', 'banned');
  },
};

export const AsLink: Story = {
  render: () => (
    <Badge asChild variant="outline">
      <a href="#telegram-users">Bot</a>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Bot' })).toHaveAttribute(
      'data-slot',
      'badge',
    );
  },
};
