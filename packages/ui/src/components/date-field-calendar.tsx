import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn';
import { Popover, PopoverAnchor, PopoverContent } from './popover';
import { flushFocusRing } from './styles';
import { buttonVariants } from './variants';

/** The texts of the calendar; the date field passes its own. */
export interface DateFieldCalendarLabels {
  calendar: string;
  previousMonth: string;
  nextMonth: string;
}

export interface DateFieldCalendarProps {
  /** The day the calendar opens on and marks, `YYYY-MM-DD`, or '' to open on today. */
  value: string;
  locale: string | undefined;
  labels: DateFieldCalendarLabels;
  /** What the calendar floats beside (the date field). */
  anchor: React.RefObject<HTMLElement | null>;
  /** The calendar's popover, so that the field knows focus in it is still its own. */
  contentRef?: React.Ref<HTMLDivElement>;
  onPick: (value: string) => void;
  /** Called on Escape (`returnFocus`: the field takes focus back), or on a click or focus outside. */
  onDismiss: (returnFocus: boolean) => void;
}

const DAY = 24 * 3600 * 1000;

const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

function todayTime(): number {
  const now = new Date();
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The same day `months` later, the month's last day when it has no such day. */
function addMonths(time: number, months: number): number {
  const day = new Date(time).getUTCDate();
  // setUTC* rather than Date.UTC, which reads years 0 to 99 as 1900 to 1999.
  const target = new Date(time);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(target);
  lastDay.setUTCMonth(lastDay.getUTCMonth() + 1, 0);
  target.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return target.getTime();
}

/** Sundays first in the US, Japan, China and Brazil, Mondays first elsewhere, unless Intl knows better. */
const sundayFirst = new Set(['en-US', 'ja-JP', 'zh-CN', 'pt-BR']);

/** The locale's first day of the week, 0 for Sunday to 6 for Saturday. */
export function firstWeekday(locale: string | undefined): number {
  const intlLocale = new Intl.Locale(locale ?? new Intl.DateTimeFormat().resolvedOptions().locale);
  const withWeekInfo = intlLocale as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = withWeekInfo.getWeekInfo?.().firstDay ?? withWeekInfo.weekInfo?.firstDay;
  if (firstDay !== undefined) return firstDay % 7;
  return sundayFirst.has(intlLocale.baseName) ? 0 : 1;
}

/** The weeks shown for the month of `time`: whole weeks from the locale's first weekday. */
export function monthWeeks(time: number, firstDay: number): number[][] {
  const first = new Date(time);
  first.setUTCDate(1);
  const start = first.getTime() - ((first.getUTCDay() - firstDay + 7) % 7) * DAY;
  const next = addMonths(first.getTime(), 1);
  const weeks: number[][] = [];
  for (let week = start; week < next; week += 7 * DAY) {
    weeks.push(Array.from({ length: 7 }, (_, day) => week + day * DAY));
  }
  return weeks;
}

/**
 * The day a key moves the calendar's focus to from `focused` (whose place in its week is
 * `weekday`), or null for other keys: a day or a week by arrows, a month (a year with Shift) by
 * PageUp/PageDown, the week's ends by Home/End.
 */
function dayAfterKey(key: string, shift: boolean, focused: number, weekday: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return focused - DAY;
    case 'ArrowRight':
      return focused + DAY;
    case 'ArrowUp':
      return focused - 7 * DAY;
    case 'ArrowDown':
      return focused + 7 * DAY;
    case 'PageUp':
      return addMonths(focused, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(focused, shift ? 12 : 1);
    case 'Home':
      return focused - weekday * DAY;
    case 'End':
      return focused + (6 - weekday) * DAY;
    default:
      return null;
  }
}

/**
 * The date field's calendar: a month grid in a popover, its month and weekday names from Intl in
 * the field's locale and its weeks starting on the locale's first weekday. Loaded on first use, so
 * a screen with date fields does not carry it. Arrows move by a day or a week, PageUp/PageDown by a
 * month, Home/End to the week's ends, Enter or a click picks, Escape closes.
 */
export function DateFieldCalendar({
  value,
  locale,
  labels,
  anchor,
  contentRef,
  onPick,
  onDismiss,
}: DateFieldCalendarProps) {
  const selected = value === '' ? null : Date.parse(value);
  const today = todayTime();
  const [focused, setFocused] = React.useState(selected ?? today);
  const gridRef = React.useRef<HTMLTableElement>(null);
  const headingId = React.useId();
  const firstDay = firstWeekday(locale);
  const weeks = monthWeeks(focused, firstDay);
  const shownMonth = new Date(focused).getUTCMonth();
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const monthName = format({ month: 'long', year: 'numeric' }).format(focused);
  const weekdayShort = format({ weekday: 'short' });
  const weekdayLong = format({ weekday: 'long' });
  const dayName = format({ dateStyle: 'full' });
  // The bare number: Intl's day format adds 日 in Japanese and Chinese; the full date is the name.
  const dayNumber = new Intl.NumberFormat(locale, { useGrouping: false });

  const focusDay = () =>
    gridRef.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  const moved = React.useRef(false);
  React.useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    focusDay();
  });
  const moveTo = (time: number) => {
    moved.current = true;
    setFocused(time);
  };

  const onGridKeyDown = (event: React.KeyboardEvent) => {
    const weekday = (new Date(focused).getUTCDay() - firstDay + 7) % 7;
    const next = dayAfterKey(event.key, event.shiftKey, focused, weekday);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  const navButton = cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }));
  return (
    <Popover open onOpenChange={(open) => (open ? undefined : onDismiss(false))}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        ref={contentRef}
        data-slot="date-field-calendar"
        aria-label={labels.calendar}
        align="start"
        className="w-auto p-3"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusDay();
        }}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          onDismiss(true);
        }}
      >
        <div className="mb-2 flex items-center justify-between gap-2">
          <button
            type="button"
            className={navButton}
            aria-label={labels.previousMonth}
            onClick={() => setFocused(addMonths(focused, -1))}
          >
            <ChevronLeftIcon aria-hidden="true" className="rtl:rotate-180" />
          </button>
          <h2 id={headingId} aria-live="polite" className="text-sm font-medium">
            {monthName}
          </h2>
          <button
            type="button"
            className={navButton}
            aria-label={labels.nextMonth}
            onClick={() => setFocused(addMonths(focused, 1))}
          >
            <ChevronRightIcon aria-hidden="true" className="rtl:rotate-180" />
          </button>
        </div>
        <table
          ref={gridRef}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid: arrows move between its days
          role="grid"
          aria-labelledby={headingId}
          className="border-collapse"
          onKeyDown={onGridKeyDown}
        >
          <thead>
            <tr>
              {weeks[0]?.map((day) => (
                <th
                  key={day}
                  scope="col"
                  abbr={weekdayLong.format(day)}
                  className="size-8 text-xs font-normal text-muted-foreground"
                >
                  {weekdayShort.format(day)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const outside = new Date(day).getUTCMonth() !== shownMonth;
                  const isSelected = day === selected;
                  return (
                    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a cell of a grid is a gridcell, which takes aria-selected
                    <td key={day} aria-selected={isSelected} className="p-0 text-center">
                      <button
                        type="button"
                        data-slot="date-field-calendar-day"
                        tabIndex={day === focused ? 0 : -1}
                        aria-label={dayName.format(day)}
                        aria-current={day === today ? 'date' : undefined}
                        className={cn(
                          flushFocusRing,
                          'size-8 rounded-md text-sm hover:bg-accent hover:text-accent-foreground',
                          outside && 'text-muted-foreground',
                          day === today && 'font-semibold underline underline-offset-4',
                          isSelected &&
                            'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
                        )}
                        onClick={() => onPick(isoOf(day))}
                      >
                        {dayNumber.format(new Date(day).getUTCDate())}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </PopoverContent>
    </Popover>
  );
}
