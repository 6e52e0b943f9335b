import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FileInput } from './file-input';
import { backupFile, LabelledFileInput } from './file-input.fixtures';

const meta = {
  title: 'Primitives/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: { accept: '.json,application/json' },
  render: (args) => <LabelledFileInput {...args} />,
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop, named by its label; the chosen file's name is shown and announced with it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Backup file');
    await expect(input).toHaveAccessibleName('Backup file');
    await expect(input).toHaveAccessibleDescription('No file chosen');
    const button = canvasElement.querySelector('[data-slot="file-input-button"]') as HTMLElement;
    await expect(getComputedStyle(button).boxShadow).toBe('none');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // The focus ring is drawn on the button the focused (transparent) input lies over.
    await expect(getComputedStyle(button).boxShadow).not.toBe('none');
    await userEvent.upload(input, backupFile);
    await expect(canvas.getByText('backup-2026-11-26.json')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('backup-2026-11-26.json');
    await expect(canvas.getByTestId('reported')).toHaveTextContent(
      'Reported: backup-2026-11-26.json',
    );
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Playground: Story = {
  args: {
    disabled: false,
    labels: { choose: 'Choose file…', noFile: 'No file chosen' },
  },
};
