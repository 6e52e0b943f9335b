import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea/Features',
  component: Textarea,
  args: { 'aria-label': 'Reason' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Spam in the group chat' } };

export const Invalid: Story = { args: { 'aria-invalid': true } };

/** The box grows with its content. */
export const LongText: Story = {
  args: {
    defaultValue:
      'Users earn points by completing goals.\nEach level needs more points than the last.\nChallenges run for a limited time and give bonus points.\nPoints never expire.',
  },
};
