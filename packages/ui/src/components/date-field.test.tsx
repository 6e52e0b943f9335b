import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DateField,
  dateLayout,
  isoOfParts,
  partsOfIso,
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
    const day = screen.getByRole('spinbutton', { name: 'Day' });
    fireEvent.keyDown(day, { key: 'Backspace' });
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(group).toHaveProperty('textContent', '06/dd/2024');
    fireEvent.keyDown(day, { key: '9' });
    expect(onValueChange).toHaveBeenLastCalledWith('2024-06-09');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(group).toHaveProperty('textContent', 'mm/dd/yyyy');
  });

  it('carries its value in a hidden input for a form', () => {
    const { container } = render(
      <DateField aria-label="Start" name="start" defaultValue="2024-06-10" />,
    );
    expect(container.querySelector('input[name="start"]')).toHaveProperty('value', '2024-06-10');
  });
});
