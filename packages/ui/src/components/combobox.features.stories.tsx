import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Combobox } from './combobox';
import { countries } from './combobox.fixtures';

const meta = {
  title: 'Primitives/Combobox/Features',
  component: Combobox,
  args: {
    options: countries,
    'aria-label': 'Country',
    onValueChange: fn(),
    className: 'max-w-xs',
  },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Country' });
const listbox = () => within(document.body).findByRole('listbox', { name: 'Country' });

/**
 * Opened from the keyboard and left open, so that axe checks the list (light and dark). Focus stays
 * in the input, which points at the highlighted option.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = within(await listbox()).getAllByRole('option');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveFocus();
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
  },
};

/** Matching ignores case and accents and also looks at keywords. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard('TURK');
    await expect(
      within(await listbox())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Türkiye']);
    await userEvent.clear(input(canvasElement));
    await userEvent.keyboard('deutsch');
    await expect(
      within(await listbox())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Germany']);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const box = input(canvasElement);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(await listbox()).getAllByRole('option');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('us');
    await expect(box).toHaveValue('United States');
    await userEvent.keyboard('{ArrowDown}');
    const selected = within(await listbox()).getByRole('option', { selected: true });
    await expect(selected).toHaveTextContent('United States');
    await expect(box).toHaveAttribute('aria-activedescendant', selected.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    await expect(box).toHaveFocus();
  },
};

export const NoResults: Story = {
  args: { emptyMessage: 'No country matches' },
  play: async ({ canvasElement }) => {
    const box = input(canvasElement);
    await userEvent.click(box);
    await userEvent.keyboard('zzz');
    await expect(await within(document.body).findByRole('status')).toHaveTextContent(
      'No country matches',
    );
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-controls');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
  },
};

/** Leaving the box restores the chosen label; emptying it clears the value. */
export const BlurRestoresOrClears: Story = {
  args: { defaultValue: 'fr' },
  play: async ({ canvasElement, args }) => {
    const box = input(canvasElement);
    await expect(box).toHaveValue('France');
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}Jap');
    await userEvent.tab();
    await expect(box).toHaveValue('France');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(box);
    await userEvent.clear(box);
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
    await expect(box).toHaveValue('');
  },
};

const optionTexts = async () =>
  within(await listbox())
    .getAllByRole('option')
    .map((option) => option.textContent);

/**
 * A click on the box opens the whole list and selects the chosen label, so typing starts a new
 * search instead of appending to it; so does a Tab into the box and a pick. Escape brings the label
 * back.
 */
export const TypingReplacesTheLabel: Story = {
  args: { defaultValue: 'fr' },
  play: async ({ canvasElement, args }) => {
    const box = input(canvasElement);
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(await optionTexts()).toHaveLength(countries.length);
    await expect(within(await listbox()).getByRole('option', { selected: true })).toHaveTextContent(
      'France',
    );
    await userEvent.keyboard('Jap');
    await expect(box).toHaveValue('Jap');
    await expect(await optionTexts()).toEqual(['Japan']);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('France');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.keyboard('Spa{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('es');
    await expect(box).toHaveValue('Spain');
    await userEvent.keyboard('Ger');
    await expect(box).toHaveValue('Ger');
    await expect(await optionTexts()).toEqual(['Germany']);
    await userEvent.tab();
    await expect(box).toHaveValue('Spain');
    await userEvent.tab({ shift: true });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Bra{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('br');
    await expect(box).toHaveValue('Brazil');
  },
};

export const DisabledOptions: Story = {
  args: {
    options: countries.map((country) => ({ ...country, disabled: country.value === 'ca' })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const box = input(canvasElement);
    const canada = within(await listbox()).getByRole('option', { name: 'Canada' });
    await expect(canada).toHaveAttribute('aria-disabled', 'true');
    await expect(box).not.toHaveAttribute('aria-activedescendant', canada.id);
    await userEvent.keyboard('{Escape}');
  },
};

export const MouseSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Show options' });
    await userEvent.click(toggle);
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Japan' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('jp');
    await expect(input(canvasElement)).toHaveValue('Japan');
  },
};

function ControlledCombobox() {
  const [value, setValue] = useState<string | null>('de');
  return (
    <div className="grid max-w-xs gap-2">
      <Combobox options={countries} aria-label="Country" value={value} onValueChange={setValue} />
      <output className="text-sm">Selected: {value ?? 'none'}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledCombobox />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Selected: de')).toBeInTheDocument();
    await userEvent.click(input(canvasElement));
    await userEvent.keyboard('{Control>}a{/Control}spa{Enter}');
    await expect(canvas.getByText('Selected: es')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'at' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

const submitted = fn();

/** In a form, the selected option's value is submitted under `name`, not the label shown. */
export const SubmitsValue: Story = {
  args: { name: 'country', defaultValue: 'de' },
  render: (args) => (
    <form
      className="grid max-w-xs gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).get('country'));
      }}
    >
      <Combobox {...args} />
      <Button type="submit" variant="outline" className="w-fit">
        Submit
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(submitted).toHaveBeenLastCalledWith('de');
  },
};
