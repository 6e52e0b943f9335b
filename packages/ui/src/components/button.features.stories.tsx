import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRightIcon, TrashIcon } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

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

/**
 * A loading button stays focusable (`aria-disabled`, not `disabled`): the keyboard user who pressed it
 * keeps their place. Its clicks, by pointer or by key, are ignored.
 */
export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const submitted = fn();

/** A form whose submit button shows "loading" until the story is re-rendered: the save never ends. */
function SavingForm() {
  const [saving, setSaving] = useState(false);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
        setSaving(true);
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="saving-form-xp">Required XP</Label>
        <Input id="saving-form-xp" name="xp" />
      </div>
      <Button type="submit" loading={saving}>
        Create level
      </Button>
    </form>
  );
}

/**
 * Pressing Enter on a submit button keeps focus on it while it loads (a disabled button would drop it
 * to the page), and the form submits once: neither a second Enter on the button nor Enter in a field
 * (which "clicks" the default button) submits again.
 */
export const LoadingInForm: Story = {
  render: () => <SavingForm />,
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Create level' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Required XP' }));
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Required XP' }));
    await userEvent.keyboard('5{Enter}');
    await expect(submitted).toHaveBeenCalledOnce();
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
