import { cleanup, render, screen } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDateFieldLabels } from './date-field';
import { DateFieldCalendar, firstWeekday, monthWeeks } from './date-field-calendar';

afterEach(cleanup);

function Calendar({ locale }: { locale: string }) {
  const anchor = React.useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={anchor} />
      <DateFieldCalendar
        value="2024-06-15"
        locale={locale}
        labels={defaultDateFieldLabels}
        anchor={anchor}
        onPick={() => {}}
        onDismiss={() => {}}
      />
    </>
  );
}

describe('DateFieldCalendar', () => {
  it.each(['ja-JP', 'zh-CN', 'de-DE'])(
    'shows the bare day number in %s, the full date as its name',
    (locale) => {
      render(<Calendar locale={locale} />);
      const name = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
        Date.UTC(2024, 5, 15),
      );
      expect(screen.getByRole('button', { name }).textContent).toBe('15');
    },
  );
});

describe('firstWeekday', () => {
  it("starts the week on the locale's first day", () => {
    expect(firstWeekday('en-US')).toBe(0);
    expect(firstWeekday('pt-BR')).toBe(0);
    expect(firstWeekday('ja-JP')).toBe(0);
    expect(firstWeekday('de-DE')).toBe(1);
    expect(firstWeekday('ru-RU')).toBe(1);
    expect(firstWeekday('fr-FR')).toBe(1);
  });
});

describe('monthWeeks', () => {
  const iso = (time: number | undefined) =>
    time === undefined ? undefined : new Date(time).toISOString().slice(0, 10);

  it('covers the month in whole weeks from the first weekday', () => {
    const june = Date.parse('2024-06-10');
    const sundayWeeks = monthWeeks(june, 0);
    expect(sundayWeeks).toHaveLength(6);
    expect(iso(sundayWeeks[0]?.[0])).toBe('2024-05-26');
    expect(iso(sundayWeeks[5]?.[6])).toBe('2024-07-06');
    const mondayWeeks = monthWeeks(june, 1);
    expect(iso(mondayWeeks[0]?.[0])).toBe('2024-05-27');
    expect(iso(mondayWeeks.at(-1)?.[6])).toBe('2024-06-30');
  });

  it('reads years below 100 as themselves', () => {
    expect(iso(monthWeeks(Date.parse('0050-03-15'), 1)[1]?.[0])?.slice(0, 7)).toBe('0050-03');
  });
});
