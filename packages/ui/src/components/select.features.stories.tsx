import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Label } from './label';
import { expectClosesToTrigger, expectModalPopupOpen } from './popup.fixtures';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select';

const meta = {
  title: 'Primitives/Select/Features',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  render: () => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="timezone">Time zone</Label>
      <Select defaultValue="europe-berlin">
        <SelectTrigger id="timezone">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Europe</SelectLabel>
            <SelectItem value="europe-berlin">Berlin</SelectItem>
            <SelectItem value="europe-lisbon">Lisbon</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Asia</SelectLabel>
            <SelectItem value="asia-tokyo">Tokyo</SelectItem>
            <SelectItem value="asia-dubai" disabled>
              Dubai
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Time zone' }),
    ).toHaveTextContent('Berlin');
  },
};

/**
 * Opened from its trigger with the keyboard and left open, so that axe checks the list (light and
 * dark). The list is modal: the page behind it, trigger included, is hidden and inert, so focus is
 * on the selected option and nothing behind is focusable; closed, focus is back on the trigger.
 */
export const Open: Story = {
  render: () => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="role">Role</Label>
      <Select defaultValue="editor">
        <SelectTrigger id="role">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="viewer">Viewer</SelectItem>
          <SelectItem value="editor">Editor</SelectItem>
          <SelectItem value="admin">Administrator</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expectModalPopupOpen(trigger, await within(document.body).findByRole('listbox'));
    await waitFor(() =>
      expect(within(document.body).getByRole('option', { name: 'Editor' })).toHaveFocus(),
    );
    await expectClosesToTrigger(trigger);
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
  },
};

export const Small: Story = {
  render: () => (
    <Select defaultValue="25">
      <SelectTrigger size="sm" aria-label="Rows per page" className="w-20">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {['10', '25', '50', '100'].map((size) => (
          <SelectItem key={size} value={size}>
            {size}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  ),
};

export const Disabled: Story = {
  render: () => (
    <Select disabled defaultValue="viewer">
      <SelectTrigger aria-label="Role" className="max-w-xs">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="viewer">Viewer</SelectItem>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Role' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: () => (
    <Select>
      <SelectTrigger aria-label="Status" aria-invalid className="max-w-xs">
        <SelectValue placeholder="Choose a status" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="active">Active</SelectItem>
        <SelectItem value="inactive">Inactive</SelectItem>
      </SelectContent>
    </Select>
  ),
};
