import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, AvatarFallback, AvatarImage } from './avatar';
import { AvatarInitials } from './avatar-initials';

/** A picture made on the spot, so the story needs no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7c3aed"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Avatar/Features',
  component: Avatar,
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { name: 'Grace Hopper', src: portrait, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Grace Hopper' }),
    ).toBeVisible();
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { name: 'Alan Turing', src: 'data:image/png;base64,broken', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('AT')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar size="sm" name="Ada Lovelace" />
      <Avatar name="Ada Lovelace" />
      <Avatar size="lg" name="Ada Lovelace" />
    </div>
  ),
};

/** Single names and extra spaces still give sensible initials. */
export const SingleName: Story = {
  args: { name: '  plato ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('P')).toBeVisible();
  },
};

export const ComposedParts: Story = {
  render: () => (
    <Avatar size="lg">
      <AvatarImage src={portrait} alt="Support bot" />
      <AvatarFallback>SB</AvatarFallback>
    </Avatar>
  ),
};

/** `AvatarInitials` (no Radix, for a first paint) renders what `Avatar` renders for a name without a picture. */
export const InitialsWithoutRadix: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar size="lg" name="Ada Lovelace" data-testid="avatar" />
      <AvatarInitials size="lg" name="Ada Lovelace" data-testid="initials" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByTestId('avatar');
    const initials = canvas.getByTestId('initials');
    await expect(initials.outerHTML.replace('data-testid="initials"', '')).toBe(
      avatar.outerHTML.replace('data-testid="avatar"', ''),
    );
    await expect(within(initials).getByText('AL')).toBeVisible();
  },
};
