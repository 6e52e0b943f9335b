import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';

const meta = {
  title: 'Primitives/RadioGroup/Features',
  component: RadioGroup,
  args: { 'aria-label': 'Theme', defaultValue: 'system' },
  render: (args) => (
    <RadioGroup {...args}>
      {['light', 'dark', 'system'].map((theme) => (
        <div key={theme} className="flex items-center gap-2">
          <RadioGroupItem id={`theme-${theme}`} value={theme} />
          <Label htmlFor={`theme-${theme}`}>{theme}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = { args: { orientation: 'horizontal', className: 'flex gap-4' } };

export const Disabled: Story = { args: { disabled: true } };

export const OneOptionDisabled: Story = {
  render: (args) => (
    <RadioGroup {...args}>
      {['light', 'dark', 'system'].map((theme) => (
        <div key={theme} className="flex items-center gap-2">
          <RadioGroupItem id={`theme-one-${theme}`} value={theme} disabled={theme === 'dark'} />
          <Label htmlFor={`theme-one-${theme}`}>{theme}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
};
