import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Combobox } from './combobox';
import { countries } from './combobox.fixtures';

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: {
    options: countries,
    'aria-label': 'Country',
    placeholder: 'Search countries',
    onValueChange: fn(),
    className: 'max-w-xs',
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await userEvent.keyboard('uni');
    const listbox = await within(document.body).findByRole('listbox', { name: 'Country' });
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'United Kingdom',
      'United States',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('us');
    await expect(input).toHaveValue('United States');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

export const Playground: Story = {
  args: { disabled: false, emptyMessage: 'No results', defaultValue: null },
};

const callerRef = createRef<HTMLInputElement>();

/** A caller's ref (e.g. react-hook-form's `field.ref`) gets the input, and the toggle still focuses it. */
export const WithCallerRef: Story = {
  args: { ref: callerRef },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(callerRef.current).toBe(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    await expect(input).toHaveFocus();
    await within(document.body).findByRole('listbox', { name: 'Country' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};
