import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { backupFile, ControlledFileInput, LabelledFileInput } from './file-input.fixtures';

const meta = {
  title: 'Primitives/FileInput/Features',
  component: LabelledFileInput,
  args: { accept: '.json,application/json' },
} satisfies Meta<typeof LabelledFileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, name = 'Backup file') =>
  within(canvasElement).getByLabelText<HTMLInputElement>(name);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No file chosen')).toBeVisible();
    await expect(input(canvasElement)).toHaveAttribute('accept', '.json,application/json');
  },
};

/** A file the caller holds (controlled) is shown, and is the input's file too. */
export const Chosen: Story = {
  args: { file: backupFile },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('backup-2026-11-26.json')).toBeVisible();
    await expect(input(canvasElement).files?.[0]).toBe(backupFile);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await userEvent.tab();
    await expect(input(canvasElement)).not.toHaveFocus();
  },
};

/** The caller's texts replace the browser's ("Choose File", "No file chosen"). */
export const German: Story = {
  args: {
    label: 'Sicherungsdatei',
    labels: { choose: 'Datei auswählen…', noFile: 'Keine Datei ausgewählt' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = input(canvasElement, 'Sicherungsdatei');
    await expect(canvas.getByText('Datei auswählen…')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Keine Datei ausgewählt');
    await userEvent.upload(field, backupFile);
    await expect(field).toHaveAccessibleDescription('backup-2026-11-26.json');
  },
};

/** A parent that clears its file clears the input: choosing the same file again is a change. */
export const ClearedByParent: Story = {
  render: (args) => <ControlledFileInput {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = input(canvasElement, 'Import file');
    await userEvent.upload(field, backupFile);
    await expect(canvas.getByText('backup-2026-11-26.json')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(field.files).toHaveLength(0);
    await expect(field).toHaveValue('');
  },
};

/** A file dragged over the field lights its button up; dropping it there chooses it (the browser's own drop). */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    const button = canvasElement.querySelector('[data-slot="file-input-button"]') as HTMLElement;
    const idle = getComputedStyle(button).backgroundColor;
    fireEvent.dragEnter(field);
    await expect(field).toHaveAttribute('data-drag-over', 'true');
    await expect(getComputedStyle(button).backgroundColor).not.toBe(idle);
    fireEvent.dragLeave(field);
    await expect(field).not.toHaveAttribute('data-drag-over');
  },
};
