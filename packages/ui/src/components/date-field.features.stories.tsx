import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LabelledDateField } from './date-field.fixtures';

const meta = {
  title: 'Primitives/DateField/Features',
  component: LabelledDateField,
} satisfies Meta<typeof LabelledDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The segments' names: the field's label, then the segment's own. */
const segments = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('spinbutton')
    .map((segment) =>
      (segment.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => canvasElement.ownerDocument.getElementById(id)?.textContent)
        .join(' '),
    );

export const EmptyUnitedStates: Story = {
  args: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(segments(canvasElement)).toEqual([
      'Start date Month',
      'Start date Day',
      'Start date Year',
    ]);
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('mm/dd/yyyy');
    // A screen reader hears "empty", not the placeholder.
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-valuetext', 'Empty');
    }
  },
};

export const FilledGerman: Story = {
  args: {
    locale: 'de-DE',
    label: 'Startdatum',
    defaultValue: '2024-06-10',
    labels: {
      day: 'Tag',
      month: 'Monat',
      year: 'Jahr',
      dayPlaceholder: 'TT',
      monthPlaceholder: 'MM',
      yearPlaceholder: 'JJJJ',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(segments(canvasElement)).toEqual([
      'Startdatum Tag',
      'Startdatum Monat',
      'Startdatum Jahr',
    ]);
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('10.06.2024');
  },
};

export const FilledJapanese: Story = {
  args: { locale: 'ja-JP', label: '開始日', defaultValue: '2024-06-10' },
  play: async ({ canvasElement }) => {
    await expect(segments(canvasElement)).toEqual(['開始日 Year', '開始日 Month', '開始日 Day']);
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('2024/06/10');
  },
};

export const Invalid: Story = {
  args: { locale: 'en-US', defaultValue: '2024-06-10', 'aria-invalid': true },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { locale: 'en-US', defaultValue: '2024-06-10', disabled: true },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
      await expect(segment).not.toHaveAttribute('tabindex');
    }
  },
};

/** Digits fill a segment and move on, in the locale's order (day first in German). */
export const TypingGerman: Story = {
  args: { locale: 'de-DE', label: 'Startdatum' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('4');
    await expect(canvas.getAllByRole('spinbutton')[1]).toHaveFocus();
    await userEvent.keyboard('12');
    await expect(canvas.getAllByRole('spinbutton')[2]).toHaveFocus();
    await userEvent.keyboard('2024');
    await expect(canvas.getByRole('group')).toHaveTextContent('04.12.2024');
    await expect(canvas.getByTestId('reported')).toHaveTextContent('Reported: 2024-12-04');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('group')).toHaveTextContent('04.12.yyyy');
    await expect(canvas.getByTestId('reported')).toHaveTextContent('Reported: (none)');
  },
};

/** ArrowUp and ArrowDown step a segment and wrap around; the day's end follows the month. */
export const ArrowKeys: Story = {
  args: { locale: 'en-US', defaultValue: '2024-02-28' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('spinbutton', { name: 'Start date Day' });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(day).toHaveAttribute('aria-valuenow', '29');
    await expect(day).toHaveAttribute('aria-valuemax', '29');
    await userEvent.keyboard('{ArrowUp}');
    await expect(day).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}{ArrowDown}');
    await expect(canvas.getByRole('spinbutton', { name: 'Start date Month' })).toHaveFocus();
    await expect(canvas.getByTestId('reported')).toHaveTextContent('Reported: 2024-01-29');
  },
};

/** Every segment filled but no real day: reported as none and marked invalid. */
export const NotARealDay: Story = {
  args: { locale: 'en-US', defaultValue: '2023-02-28' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: 'Start date Day' }));
    await userEvent.keyboard('30');
    await expect(canvas.getByTestId('reported')).toHaveTextContent('Reported: (none)');
    await expect(canvas.getByRole('spinbutton', { name: 'Start date Year' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The calendar button opens a month grid on the field's day: arrows, PageDown and Enter pick a day. */
export const CalendarKeyboard: Story = {
  args: { locale: 'en-US', defaultValue: '2024-01-31', calendar: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Choose date Start date' });
    await userEvent.click(button);
    const grid = await page.findByRole('grid', { name: 'January 2024' });
    await waitFor(() =>
      expect(
        within(grid).getByRole('button', { name: 'Wednesday, January 31, 2024' }),
      ).toHaveFocus(),
    );
    // The week starts on Sunday in the US.
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    await userEvent.keyboard('{PageDown}');
    const february = await page.findByRole('grid', { name: 'February 2024' });
    await waitFor(() =>
      expect(
        within(february).getByRole('button', { name: 'Thursday, February 29, 2024' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(canvas.getByRole('group')).toHaveTextContent('02/28/2024');
    await expect(canvas.getByTestId('reported')).toHaveTextContent('Reported: 2024-02-28');
    await expect(page.queryByRole('grid')).toBeNull();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await page.findByRole('grid', { name: 'February 2024' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('grid')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The German calendar: German month and weekday names, weeks from Monday. */
export const CalendarGerman: Story = {
  args: {
    locale: 'de-DE',
    label: 'Startdatum',
    defaultValue: '2024-06-10',
    calendar: true,
    labels: { calendar: 'Datum auswählen' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Datum auswählen Startdatum' }),
    );
    const grid = await page.findByRole('grid', { name: 'Juni 2024' });
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * The calendar left open, so that axe checks it (light and dark), with focus on the selected day.
 * Opened by its play function, not `defaultCalendarOpen`: the calendar loads lazily, and the
 * visual baseline would race its arrival.
 */
export const CalendarOpen: Story = {
  args: { locale: 'en-US', defaultValue: '2024-06-10', calendar: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /^Choose date/ }));
    const grid = await page.findByRole('grid', { name: 'June 2024' });
    await expect(grid.querySelector('[aria-selected="true"]')).toHaveTextContent('10');
    // Focus is on the selected day, where the arrow keys start.
    const focused = () => canvasElement.ownerDocument.activeElement as HTMLElement;
    await waitFor(() => expect(grid).toContainElement(focused()));
    await expect(focused()).toHaveTextContent('10');
  },
};

/**
 * A whole date pasted into any segment fills them all, ISO or as the locale writes it; a day no
 * calendar has and text that is no date are refused and leave the field as it was.
 */
export const PastingRussian: Story = {
  args: { locale: 'ru-RU', label: 'Дата начала', defaultValue: '2024-06-10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group');
    const [day, month, year] = canvas.getAllByRole('spinbutton') as HTMLElement[];
    const output = canvas.getByTestId('reported');
    await userEvent.click(month as HTMLElement);
    await userEvent.paste(' 14.03.2026 ');
    await expect(group).toHaveTextContent('14.03.2026');
    await expect(output).toHaveTextContent('Reported: 2026-03-14');
    await expect(year).toHaveFocus();

    await userEvent.click(day as HTMLElement);
    await userEvent.paste('2026-01-05');
    await expect(group).toHaveTextContent('05.01.2026');

    await userEvent.click(day as HTMLElement);
    await userEvent.paste('2026-02-30');
    await expect(output).toHaveTextContent('Paste refused: impossible');
    await userEvent.paste('вчера');
    await expect(output).toHaveTextContent('Paste refused: incomplete');
    await expect(group).toHaveTextContent('05.01.2026');
    await expect(output).toHaveTextContent('Reported: 2026-01-05');

    // Digits alone are typed into the segment.
    await userEvent.click(day as HTMLElement);
    await userEvent.paste('17');
    await expect(group).toHaveTextContent('17.01.2026');
    await expect(month).toHaveFocus();
  },
};

/**
 * A click outside the open calendar closes it and leaves the field, as a click outside the field
 * does: the caller hears it (and applies or refuses the draft). A click on the field's own segment
 * closes the calendar and keeps focus in the field.
 */
export const CalendarClickOutside: Story = {
  args: { locale: 'en-US', calendar: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const output = canvas.getByTestId('reported');
    const month = canvas.getByRole('spinbutton', { name: 'Start date Month' });
    const button = canvas.getByRole('button', { name: 'Choose date Start date' });
    await userEvent.click(month);
    await userEvent.keyboard('0314');
    await userEvent.click(button);
    await page.findByRole('grid');
    await expect(output).not.toHaveTextContent('Left');

    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(output).toHaveTextContent('Left: 1'));
    await expect(page.queryByRole('grid')).toBeNull();
    // The draft is the caller's to apply or refuse: the field keeps it.
    await expect(canvas.getByRole('group')).toHaveTextContent('03/14/yyyy');

    await userEvent.click(button);
    await page.findByRole('grid');
    await userEvent.click(button);
    await waitFor(() => expect(page.queryByRole('grid')).toBeNull());
    await expect(output).toHaveTextContent('Left: 1');
    await userEvent.click(button);
    await page.findByRole('grid');
    await userEvent.click(month);
    await waitFor(() => expect(page.queryByRole('grid')).toBeNull());
    await expect(month).toHaveFocus();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(output).toHaveTextContent('Left: 2');
  },
};
