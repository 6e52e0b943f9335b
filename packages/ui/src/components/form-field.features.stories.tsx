import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checkbox } from './checkbox';
import { Combobox } from './combobox';
import { FormControl, FormField } from './form-field';
import { Input } from './input';
import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/FormField/Features',
  component: FormField,
  args: {
    label: 'Email',
    children: (
      <FormControl>
        <Input type="email" />
      </FormControl>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithError: Story = {
  args: {
    hint: 'We send the weekly report here.',
    error: 'Please enter a valid email address',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send the weekly report here. Please enter a valid email address',
    );
    const error = canvas.getByText('Please enter a valid email address');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  },
};

export const WithHint: Story = {
  args: { hint: 'We send the weekly report here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the weekly report here.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'Managed by your organisation.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/** A function child receives the attributes to spread, for controls that need them elsewhere. */
export const RenderProp: Story = {
  args: {
    label: 'Answer',
    hint: 'Markdown is not supported.',
    error: 'Answer is required',
    required: true,
    children: (control) => <Textarea {...control} />,
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Answer' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'Markdown is not supported. Answer is required',
    );
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Role',
    error: 'Choose a role',
    children: (
      <Select>
        <FormControl>
          <SelectTrigger>
            <SelectValue placeholder="Choose…" />
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          <SelectItem value="viewer">Viewer</SelectItem>
          <SelectItem value="admin">Admin</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a role');
  },
};

export const WithCombobox: Story = {
  args: {
    label: 'Country',
    hint: 'Where the user registered.',
    children: (
      <FormControl>
        <Combobox
          options={[
            { value: 'de', label: 'Germany' },
            { value: 'fr', label: 'France' },
          ]}
        />
      </FormControl>
    ),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAccessibleDescription('Where the user registered.');
  },
};

export const WithRadioGroup: Story = {
  args: {
    label: 'Frequency',
    error: 'Pick how often',
    children: (
      <FormControl>
        <RadioGroup>
          {['daily', 'weekly'].map((frequency) => (
            <div key={frequency} className="flex items-center gap-2">
              <RadioGroupItem id={`frequency-field-${frequency}`} value={frequency} />
              <Label htmlFor={`frequency-field-${frequency}`}>{frequency}</Label>
            </div>
          ))}
        </RadioGroup>
      </FormControl>
    ),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Frequency' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Pick how often');
  },
};

export const WithCheckbox: Story = {
  args: {
    label: 'Verified only',
    children: (
      <FormControl>
        <Checkbox />
      </FormControl>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Verified only' }),
    ).toBeInTheDocument();
  },
};
