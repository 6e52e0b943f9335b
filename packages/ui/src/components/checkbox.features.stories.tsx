import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckedState } from './checkbox';
import { Label } from './label';

const meta = {
  title: 'Primitives/Checkbox/Features',
  component: Checkbox,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

function LabelledCheckbox({
  label,
  ...props
}: ComponentProps<typeof Checkbox> & { label: string }) {
  const id = `checkbox-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} {...props} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

export const Checked: Story = {
  render: () => <LabelledCheckbox label="Verified only" defaultChecked />,
};

export const Disabled: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <LabelledCheckbox label="Locked off" disabled />
      <LabelledCheckbox label="Locked on" disabled defaultChecked />
    </div>
  ),
};

export const Invalid: Story = {
  render: () => <LabelledCheckbox label="I accept the terms" aria-invalid />,
};

const rows = ['Alice', 'Bob', 'Carol'];

/** "Select all" shows indeterminate while only some rows are selected. */
function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['Bob']);
  const allState: CheckedState =
    selected.length === 0 ? false : selected.length === rows.length ? true : 'indeterminate';
  return (
    <div className="flex flex-col gap-2">
      <LabelledCheckbox
        label="Select all"
        checked={allState}
        onCheckedChange={(next) => setSelected(next === true ? rows : [])}
      />
      <div className="flex flex-col gap-2 pl-6">
        {rows.map((row) => (
          <LabelledCheckbox
            key={row}
            label={row}
            checked={selected.includes(row)}
            onCheckedChange={(next) =>
              setSelected((current) =>
                next === true ? [...current, row] : current.filter((name) => name !== row),
              )
            }
          />
        ))}
      </div>
    </div>
  );
}

export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    for (const row of rows) {
      await expect(canvas.getByRole('checkbox', { name: row })).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Alice' }));
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
  },
};
