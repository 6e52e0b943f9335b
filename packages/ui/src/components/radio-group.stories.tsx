import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';

const choices = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { 'aria-label': 'Report frequency', defaultValue: 'weekly', onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      {choices.map((choice) => (
        <div key={choice.value} className="flex items-center gap-2">
          <RadioGroupItem id={`frequency-${choice.value}`} value={choice.value} />
          <Label htmlFor={`frequency-${choice.value}`}>{choice.label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
    // Radix checks a radio when it gets focus while an arrow key is down, and moves focus on a
    // timer: hold the key as a person would until the next radio is checked.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('monthly');
  },
};

export const Playground: Story = {
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
  args: { disabled: false, orientation: 'vertical' },
};
