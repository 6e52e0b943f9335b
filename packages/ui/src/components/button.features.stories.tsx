import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRightIcon, TrashIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button/Features',
  component: Button,
  args: { onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Delete goal' },
  render: (args) => (
    <Button {...args}>
      <TrashIcon aria-hidden="true" />
      {args.children}
    </Button>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Save changes' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

/** `asChild` gives a router link the button's look while it stays a link. */
export const AsLink: Story = {
  render: () => (
    <Button asChild variant="outline">
      <a href="#goals">
        All goals
        <ArrowRightIcon aria-hidden="true" />
      </a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'All goals' })).toHaveAttribute(
      'data-slot',
      'button',
    );
  },
};
