import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const roles = [
  { value: 'viewer', label: 'Viewer' },
  { value: 'editor', label: 'Editor' },
  { value: 'admin', label: 'Admin' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="role">Role</Label>
      <Select {...args}>
        <SelectTrigger id="role">
          <SelectValue placeholder="Choose a role" />
        </SelectTrigger>
        <SelectContent>
          {roles.map((role) => (
            <SelectItem key={role.value} value={role.value}>
              {role.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await expect(trigger).toHaveTextContent('Choose a role');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Editor' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('editor');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Editor');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('admin');
    await expect(trigger).toHaveTextContent('Admin');
  },
};

export const Playground: Story = {
  args: { disabled: false, defaultValue: 'viewer' },
};
