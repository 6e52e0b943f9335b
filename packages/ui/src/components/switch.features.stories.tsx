import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label } from './label';
import { Switch } from './switch';

const meta = {
  title: 'Primitives/Switch/Features',
  component: Switch,
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch id="notifications" {...args} />
      <Label htmlFor="notifications">Email notifications</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = { args: { defaultChecked: true } };

export const Off: Story = { args: { defaultChecked: false } };

export const DisabledOn: Story = { args: { defaultChecked: true, disabled: true } };

export const DisabledOff: Story = { args: { disabled: true } };
