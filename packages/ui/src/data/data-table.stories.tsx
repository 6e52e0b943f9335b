import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableProps } from './data-table';
import {
  DemoServerTable,
  type DemoUser,
  makeUsers,
  userActionsColumn,
  userColumns,
  userTableDefaults,
} from './data-table.fixtures';

const users = makeUsers(1234);

const meta = {
  title: 'Data/DataTable',
  component: DataTable<DemoUser>,
  tags: ['autodocs'],
  args: {
    ...userTableDefaults,
    data: users.slice(0, 20),
    onSortingChange: fn(),
    onSelectionChange: fn(),
    onRowClick: fn(),
  },
} satisfies Meta<DataTableProps<DemoUser>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the users list: sorting, paging, selection and row actions against a stand-in server. */
export const Default: Story = {
  render: (args) => (
    <DemoServerTable
      {...args}
      rows={users}
      selectable
      columns={[...userColumns, userActionsColumn({ onEdit: fn(), onBan: fn() })]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    // Its columns fit: no sideways shadow, and the box adds no tab stop or landmark.
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(
      canvasElement.querySelector('[data-slot="table-scroll-edge"][data-visible]'),
    ).toBeNull();
    await expect(canvas.getByText('Showing 1–20 of 1,234')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(within(table).getByRole('cell', { name: 'carol20' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  argTypes: {
    loading: { control: 'boolean' },
    selectable: { control: 'boolean' },
    virtualize: { control: 'boolean' },
    columnChooser: { control: 'boolean' },
    maxHeight: { control: 'text' },
  },
  args: { loading: false, selectable: true, virtualize: false, columnChooser: true },
};
