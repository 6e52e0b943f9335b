import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton/Features',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The loading region carries `aria-busy` and a text alternative; the shapes themselves are hidden. */
export const ProfilePlaceholder: Story = {
  render: () => (
    <div aria-busy="true" className="flex items-center gap-4">
      <span className="sr-only">Loading profile</span>
      <Skeleton className="size-12 rounded-full" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-32" />
      </div>
    </div>
  ),
};

export const TextLines: Story = {
  render: () => (
    <div aria-busy="true" className="flex w-80 flex-col gap-2">
      <span className="sr-only">Loading text</span>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  ),
};
