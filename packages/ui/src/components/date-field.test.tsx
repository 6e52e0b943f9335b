import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DateField,
  dateLayout,
  entryStatus,
  isoOfParts,
  partsOfIso,
  readPastedDate,
  segmentRange,
  stepSegment,
  typeDigit,
} from './date-field';

afterEach(cleanup);

const order = (locale: string) =>
  dateLayout(locale)
    .map((part) => (part.type === 'literal' ? part.value : part.type))
    .join('');

describe('dateLayout', () => {
  it('orders and separates the segments as the locale writes a date', () => {
    expect(order('en-US')).toBe('month/day/year');
    expect(order('de-DE')).toBe('day.month.year');
    expect(order('ru-RU')).toBe('day.month.year');
    expect(order('pt-BR')).toBe('day/month/year');
    expect(order('ja-JP')).toBe('year/month/day');
    expect(order('zh-CN')).toBe('year/month/day');
  });
});

describe('date parts', () => {
  it('makes an ISO date only of a real day', () => {
    expect(isoOfParts({ day: 29, month: 2, year: 2024 })).toBe('2024-02-29');
    expect(isoOfParts({ day: 29, month: 2, year: 2023 })).toBe('');
    expect(isoOfParts({ day: 30, month: 2, year: 2024 })).toBe('');
    expect(isoOfParts({ day: 5, month: 1, year: 50 })).toBe('0050-01-05');
    expect(isoOfParts({ day: 5, month: null, year: 2024 })).toBe('');
  });

  it('reads only real ISO dates', () => {
    expect(partsOfIso('2024-06-10')).toEqual({ day: 10, month: 6, year: 2024 });
    expect(partsOfIso('2023-02-29')).toEqual({ day: null, month: null, year: null });
    expect(partsOfIso('')).toEqual({ day: null, month: null, year: null });
  });

  it("ends the day's range with the month's last day", () => {
    expect(segmentRange('day', { day: null, month: 4, year: 2024 })).toEqual([1, 30]);
    expect(segmentRange('day', { day: null, month: 2, year: 2023 })).toEqual([1, 28]);
    expect(segmentRange('day', { day: null, month: 2, year: null })).toEqual([1, 29]);
    expect(segmentRange('day', { day: null, month: null, year: null })).toEqual([1, 31]);
  });
});

describe('typeDigit', () => {
  it('moves on once no further digit could make a value', () => {
    expect(typeDigit('month', '', '1', 12)).toEqual({ typed: '1', value: 1, done: false });
    expect(typeDigit('month', '1', '2', 12)).toEqual({ typed: '12', value: 12, done: true });
    expect(typeDigit('month', '', '4', 12)).toEqual({ typed: '4', value: 4, done: true });
    expect(typeDigit('day', '', '3', 31)).toEqual({ typed: '3', value: 3, done: false });
    expect(typeDigit('year', '202', '4', 9999)).toEqual({ typed: '2024', value: 2024, done: true });
  });

  it('starts over when the digits so far and the new one make no value', () => {
    expect(typeDigit('month', '1', '5', 12)).toEqual({ typed: '5', value: 5, done: true });
  });
});

describe('readPastedDate', () => {
  const date = (year: number, month: number, day: number) => ({
    kind: 'date',
    parts: { year, month, day },
  });
  const refused = (status: 'incomplete' | 'impossible') => ({ kind: 'refused', status });

  it('reads an ISO date in every locale, and a date as the locale writes it', () => {
    for (const locale of ['en-US', 'de-DE', 'ja-JP', 'ru-RU']) {
      expect(readPastedDate('2026-03-14', locale)).toEqual(date(2026, 3, 14));
    }
    expect(readPastedDate('14.03.2026', 'ru-RU')).toEqual(date(2026, 3, 14));
    expect(readPastedDate('14.03.2026', 'de-DE')).toEqual(date(2026, 3, 14));
    expect(readPastedDate('03/14/2026', 'en-US')).toEqual(date(2026, 3, 14));
    expect(readPastedDate('3/4/2026', 'en-US')).toEqual(date(2026, 3, 4));
    for (const locale of ['fr-FR', 'es-ES', 'pt-BR']) {
      expect(readPastedDate('14/03/2026', locale)).toEqual(date(2026, 3, 14));
    }
    expect(readPastedDate('2026/03/14', 'ja-JP')).toEqual(date(2026, 3, 14));
    expect(readPastedDate('2026/03/14', 'zh-CN')).toEqual(date(2026, 3, 14));
    expect(readPastedDate(' \t2026-03-14\n ', 'en-US')).toEqual(date(2026, 3, 14));
  });

  it("reads only the locale's order and separators: 14/03 has no month 14 in English, slashes make no German date", () => {
    expect(readPastedDate('14/03/2026', 'en-US')).toEqual(refused('impossible'));
    expect(readPastedDate('03/14/2026', 'de-DE')).toEqual(refused('incomplete'));
  });

  it('refuses a day no calendar has, and text that is no whole date', () => {
    expect(readPastedDate('2026-02-30', 'en-US')).toEqual(refused('impossible'));
    expect(readPastedDate('31.04.2026', 'de-DE')).toEqual(refused('impossible'));
    expect(readPastedDate('0000-01-01', 'de-DE')).toEqual(refused('impossible'));
    for (const text of ['tomorrow', '2026-03', '14.03.26', '2026-03-14T10:00', '14.03.2026.1']) {
      expect(readPastedDate(text, 'de-DE')).toEqual(refused('incomplete'));
    }
  });

  it('gives digits alone to the segment to type', () => {
    expect(readPastedDate(' 14 ', 'de-DE')).toEqual({ kind: 'digits', digits: '14' });
    expect(readPastedDate('14032026', 'de-DE')).toEqual({ kind: 'digits', digits: '14032026' });
  });
});

describe('stepSegment', () => {
  it('wraps around the range', () => {
    expect(stepSegment('month', { day: 1, month: 12, year: 2024 }, 1)).toBe(1);
    expect(stepSegment('day', { day: 1, month: 4, year: 2024 }, -1)).toBe(30);
  });
});

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = React.useState('2024-06-10');
  return (
    <>
      <DateField
        aria-label="Start"
        locale="en-US"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

describe('DateField', () => {
  it('keeps an incomplete date while its caller holds none, and takes a value from outside', () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const group = screen.getByRole('group', { name: 'Start' });
    const day = screen.getByRole('spinbutton', { name: 'Start Day' });
    fireEvent.keyDown(day, { key: 'Backspace' });
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(group).toHaveProperty('textContent', '06/dd/2024');
    fireEvent.keyDown(day, { key: '9' });
    expect(onValueChange).toHaveBeenLastCalledWith('2024-06-09');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(group).toHaveProperty('textContent', 'mm/dd/yyyy');
  });

  it("focuses its first segment when its label is clicked, as a native input's label does", () => {
    render(
      <>
        <span id="start-label">Start</span>
        <DateField aria-labelledby="start-label" locale="de-DE" defaultValue="2024-06-10" />
      </>,
    );
    fireEvent.click(screen.getByText('Start'));
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Start Day' }));
  });

  it('carries its value in a hidden input for a form', () => {
    const { container } = render(
      <DateField aria-label="Start" name="start" defaultValue="2024-06-10" />,
    );
    expect(container.querySelector('input[name="start"]')).toHaveProperty('value', '2024-06-10');
  });
});

describe('DateField entries', () => {
  it('says whether the segments hold nothing, part of a date, no real day or a date', () => {
    expect(entryStatus({ day: null, month: null, year: null })).toBe('empty');
    expect(entryStatus({ day: null, month: 6, year: 2024 })).toBe('incomplete');
    expect(entryStatus({ day: 31, month: 2, year: 2025 })).toBe('impossible');
    expect(entryStatus({ day: 15, month: 6, year: 2024 })).toBe('complete');
  });

  it('reports a typed date finished only with the last digit of its last segment', () => {
    const onEntryChange = vi.fn();
    render(
      <DateField
        aria-label="Start"
        locale="de-DE"
        defaultValue="2024-06-15"
        onEntryChange={onEntryChange}
      />,
    );
    const day = screen.getByRole('spinbutton', { name: 'Start Day' });
    day.focus();
    // Each key to the focused segment, as typing moves focus on: 20 (day), 01 (month), 2025.
    for (const key of '20012025') fireEvent.keyDown(document.activeElement ?? day, { key });
    const entries = onEntryChange.mock.calls.map(([entry]) => entry);
    expect(entries.filter((entry) => entry.finished)).toEqual([
      { value: '2025-01-20', status: 'complete', finished: true },
    ]);
    expect(entries.at(-1)).toEqual({ value: '2025-01-20', status: 'complete', finished: true });

    fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Start Day' }), { key: 'Backspace' });
    expect(onEntryChange).toHaveBeenLastCalledWith({
      value: '',
      status: 'incomplete',
      finished: false,
    });
  });

  it('names each segment and the calendar button by the field label, and says "empty" of an empty segment', () => {
    render(
      <>
        <span id="created-from">Created from</span>
        <DateField
          aria-labelledby="created-from"
          locale="en-US"
          defaultValue=""
          calendar
          labels={{ empty: 'nothing yet' }}
        />
      </>,
    );
    const month = screen.getByRole('spinbutton', { name: 'Created from Month' });
    expect(month.getAttribute('aria-valuetext')).toBe('nothing yet');
    expect(month.textContent).toBe('mm');
    expect(screen.getByRole('spinbutton', { name: 'Created from Year' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Choose date Created from' })).toBeDefined();
    // The segments' own names are not part of the text the field shows.
    expect(screen.getByRole('group', { name: 'Created from' }).textContent).toBe('mm/dd/yyyy');
  });

  it('takes a whole date pasted into any segment as a finished entry, and refuses one no calendar has', () => {
    const onEntryChange = vi.fn();
    const onPasteRefused = vi.fn();
    render(
      <DateField
        aria-label="Start"
        locale="ru-RU"
        defaultValue="2024-06-15"
        onEntryChange={onEntryChange}
        onPasteRefused={onPasteRefused}
      />,
    );
    const group = screen.getByRole('group', { name: 'Start' });
    const month = screen.getByRole('spinbutton', { name: 'Start Month' });
    fireEvent.paste(month, { clipboardData: { getData: () => ' 14.03.2026 ' } });
    expect(group.textContent).toBe('14.03.2026');
    expect(onEntryChange.mock.calls).toEqual([
      [{ value: '2026-03-14', status: 'complete', finished: true }],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Start Year' }));

    fireEvent.paste(month, { clipboardData: { getData: () => '2026-02-30' } });
    expect(onPasteRefused).toHaveBeenLastCalledWith('impossible');
    fireEvent.paste(month, { clipboardData: { getData: () => 'завтра' } });
    expect(onPasteRefused).toHaveBeenLastCalledWith('incomplete');
    expect(group.textContent).toBe('14.03.2026');
    expect(onEntryChange).toHaveBeenCalledTimes(1);

    // Digits alone are typed into the segment.
    fireEvent.paste(screen.getByRole('spinbutton', { name: 'Start Day' }), {
      clipboardData: { getData: () => '7' },
    });
    expect(group.textContent).toBe('07.03.2026');
  });

  it('takes a whole date a virtual keyboard inserts, and types the digits of other text', () => {
    render(<DateField aria-label="Start" locale="en-US" defaultValue="2024-06-15" />);
    const group = screen.getByRole('group', { name: 'Start' });
    const insert = (segment: string, data: string) =>
      act(() => {
        screen
          .getByRole('spinbutton', { name: `Start ${segment}` })
          .dispatchEvent(new InputEvent('beforeinput', { data, bubbles: true, cancelable: true }));
      });
    insert('Day', '2026-03-14');
    expect(group.textContent).toBe('03/14/2026');
    insert('Month', '1a');
    expect(group.textContent).toBe('01/14/2026');
  });

  it('says when focus leaves it, not when it moves between its segments and calendar button', () => {
    const onFocusLeave = vi.fn();
    render(
      <>
        <DateField
          aria-label="Start"
          defaultValue="2024-06-10"
          calendar
          onFocusLeave={onFocusLeave}
        />
        <button type="button">Elsewhere</button>
      </>,
    );
    const day = screen.getByRole('spinbutton', { name: 'Start Day' });
    const button = screen.getByRole('button', { name: 'Choose date Start' });
    fireEvent.blur(day, { relatedTarget: button });
    expect(onFocusLeave).not.toHaveBeenCalled();
    fireEvent.blur(button, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(onFocusLeave).toHaveBeenCalledTimes(1);
    fireEvent.blur(day, { relatedTarget: null });
    expect(onFocusLeave).toHaveBeenCalledTimes(2);
  });

  it('submits its form on Enter in a segment, not on Enter on the calendar button', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DateField aria-label="Start" defaultValue="2024-06-10" calendar />
      </form>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Choose date Start' }), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Start Day' }), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
