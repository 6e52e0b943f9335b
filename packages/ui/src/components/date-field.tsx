import { CalendarIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn';
import { useMergedRefs } from '../lib/use-merged-refs';
import { fieldBase } from './styles';
import { useControllableState } from './use-controllable-state';

export type DateSegment = 'day' | 'month' | 'year';

/** The accessible names of the segments, the placeholders they show while empty and the calendar's texts. */
export interface DateFieldLabels {
  day: string;
  month: string;
  year: string;
  dayPlaceholder: string;
  monthPlaceholder: string;
  yearPlaceholder: string;
  /** What a screen reader says of an empty segment, instead of its placeholder. */
  empty: string;
  /** The calendar button's name (followed by the field's label) and the calendar's. */
  calendar: string;
  previousMonth: string;
  nextMonth: string;
}

export const defaultDateFieldLabels: DateFieldLabels = {
  day: 'Day',
  month: 'Month',
  year: 'Year',
  dayPlaceholder: 'dd',
  monthPlaceholder: 'mm',
  yearPlaceholder: 'yyyy',
  empty: 'Empty',
  calendar: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

const loadCalendar = () => import('./date-field-calendar');
/** The calendar loads on first use (or when the pointer nears its button), not with the field. */
const DateFieldCalendar = React.lazy(() =>
  loadCalendar().then((module) => ({ default: module.DateFieldCalendar })),
);

/** A date being entered: each segment a number, or null while empty. */
export type DateParts = Record<DateSegment, number | null>;

type LayoutPart = { type: DateSegment } | { type: 'literal'; value: string };

const emptyParts: DateParts = { day: null, month: null, year: null };
const digitCount: Record<DateSegment, number> = { day: 2, month: 2, year: 4 };
const layouts = new Map<string, LayoutPart[]>();

/** The segments and separators of a numeric date in the locale's order, e.g. `dd.mm.yyyy` in de-DE. */
export function dateLayout(locale: string | undefined): LayoutPart[] {
  const key = locale ?? '';
  const cached = layouts.get(key);
  if (cached) return cached;
  const format = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const layout = format
    .formatToParts(Date.UTC(2000, 10, 22))
    .flatMap((part): LayoutPart[] =>
      part.type === 'day' || part.type === 'month' || part.type === 'year'
        ? [{ type: part.type }]
        : part.type === 'literal'
          ? [{ type: 'literal', value: part.value }]
          : [],
    );
  layouts.set(key, layout);
  return layout;
}

/** The segments of a layout in its order. */
const segmentOrder = (layout: LayoutPart[]): DateSegment[] =>
  layout.flatMap((part) => (part.type === 'literal' ? [] : [part.type]));

function daysInMonth(month: number, year: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The smallest and largest value a segment takes; the day's end follows the month (and year) when known. */
export function segmentRange(segment: DateSegment, parts: DateParts): [number, number] {
  if (segment === 'year') return [1, 9999];
  if (segment === 'month') return [1, 12];
  // Without a year, February takes the 29th of a leap year.
  return [1, parts.month === null ? 31 : daysInMonth(parts.month, parts.year ?? 2000)];
}

/** Whether the segments hold nothing, part of a date, a day no calendar has (30 February) or a date. */
export type DateEntryStatus = 'empty' | 'incomplete' | 'impossible' | 'complete';

/** What the segments hold after a change. */
export interface DateEntry {
  /** `YYYY-MM-DD` when `status` is 'complete', else ''. */
  value: string;
  status: DateEntryStatus;
  /**
   * Whether this change ends the entry: the last digit of the field's last segment typed (the
   * year's in most locales, the day's in Japanese and Chinese) or a day picked in the calendar. A
   * caller that applies a date once the admin is done applies it then (and on Enter or when focus
   * leaves), not on each change while typing goes on.
   */
  finished: boolean;
}

export function entryStatus(parts: DateParts): DateEntryStatus {
  const filled = [parts.day, parts.month, parts.year].filter((part) => part !== null).length;
  if (filled === 0) return 'empty';
  if (filled < 3) return 'incomplete';
  return isoOfParts(parts) === '' ? 'impossible' : 'complete';
}

/** `YYYY-MM-DD` when the parts make a real day (no 30 February), else ''. */
export function isoOfParts({ day, month, year }: DateParts): string {
  if (day === null || month === null || year === null) return '';
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return '';
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The parts of a `YYYY-MM-DD` value; empty parts for '' or anything else. */
export function partsOfIso(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return emptyParts;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isoOfParts(parts) === value ? parts : emptyParts;
}

/**
 * A segment after a typed digit, given the digits typed into it since it took focus: the digits so
 * far when they still make a value, else the new digit alone. `done` when no further digit could
 * make a value, so focus moves on.
 */
export function typeDigit(
  segment: DateSegment,
  typed: string,
  digit: string,
  max: number,
): { typed: string; value: number; done: boolean } {
  let next = typed + digit;
  if (Number(next) > max || next.length > digitCount[segment]) next = digit;
  const value = Number(next);
  return { typed: next, value, done: next.length >= digitCount[segment] || value * 10 > max };
}

/** What pasted text gives the field: a whole date, digits to type into the segment, or nothing it takes. */
export type PastedDate =
  | { kind: 'date'; parts: DateParts }
  | { kind: 'digits'; digits: string }
  | { kind: 'refused'; status: 'incomplete' | 'impossible' };

const isoPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const isoOrder: DateSegment[] = ['year', 'month', 'day'];
const localePatterns = new Map<string, { pattern: RegExp; order: DateSegment[] }>();

/** The locale's numeric date as a pattern (`14.03.2026` in de-DE), its groups in the order of `order`. */
function localeDatePattern(locale: string | undefined) {
  const key = locale ?? '';
  const cached = localePatterns.get(key);
  if (cached) return cached;
  const layout = dateLayout(locale);
  const source = layout
    .map((part) =>
      part.type === 'literal'
        ? part.value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\s+/g, '\\s*')
        : part.type === 'year'
          ? '(\\d{4})'
          : '(\\d{1,2})',
    )
    .join('');
  const entry = {
    pattern: new RegExp(`^${source}$`),
    order: segmentOrder(layout),
  };
  localePatterns.set(key, entry);
  return entry;
}

/**
 * Reads text pasted into a segment: an ISO date (`2026-03-14`) or one written as the locale writes
 * it (`14.03.2026` in de-DE, `03/14/2026` in en-US), spaces around it allowed, is a whole date;
 * digits alone are typed into the segment; a year of four digits is required, as `14.03.26` could
 * be 1926 or 2026. A date no calendar has (2026-02-30) is 'impossible', other text 'incomplete'.
 */
export function readPastedDate(text: string, locale: string | undefined): PastedDate {
  const trimmed = text.trim();
  if (/^\d*$/.test(trimmed)) return { kind: 'digits', digits: trimmed };
  const iso = isoPattern.exec(trimmed);
  const written = localeDatePattern(locale);
  const [match, order] = iso ? [iso, isoOrder] : [written.pattern.exec(trimmed), written.order];
  if (!match) return { kind: 'refused', status: 'incomplete' };
  const parts = { ...emptyParts };
  order.forEach((segment, index) => {
    parts[segment] = Number(match[index + 1]);
  });
  return isoOfParts(parts) === ''
    ? { kind: 'refused', status: 'impossible' }
    : { kind: 'date', parts };
}

/** A segment one step up or down, wrapping around its range; an empty one starts from today. */
export function stepSegment(segment: DateSegment, parts: DateParts, step: 1 | -1): number {
  const [min, max] = segmentRange(segment, parts);
  const current = parts[segment];
  if (current === null) {
    const today = new Date();
    const start = { day: today.getDate(), month: today.getMonth() + 1, year: today.getFullYear() };
    return Math.min(start[segment], max);
  }
  const next = current + step;
  return next > max ? min : next < min ? max : next;
}

const isSegment = (target: EventTarget) =>
  target instanceof HTMLElement && target.dataset.slot === 'date-field-segment';

export type DateFieldProps = Omit<
  React.ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children' | 'role'
> & {
  /** The date as `YYYY-MM-DD`, or '' for none. */
  value?: string;
  defaultValue?: string;
  /** A real date once every segment is filled, '' when the field is cleared or holds no real date. */
  onValueChange?: (value: string) => void;
  /** Every change of the segments, with whether the date is empty, incomplete or no real day. */
  onEntryChange?: (entry: DateEntry) => void;
  /**
   * Pasted text the field did not take, the segments keeping what they held: 'impossible' for a
   * date no calendar has (2026-02-30), 'incomplete' for text that is no whole date.
   */
  onPasteRefused?: (status: 'incomplete' | 'impossible') => void;
  /**
   * Focus left the field: its segments, its calendar button and its calendar. A click outside the
   * open calendar closes it and leaves the field too, unless it lands on the field.
   */
  onFocusLeave?: () => void;
  /** The locale whose order and separators the segments follow (e.g. the console's language, not the browser's). */
  locale?: string;
  labels?: Partial<DateFieldLabels>;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Form field name: a hidden input carries the value. */
  name?: string;
  /** Shows a button that opens a month calendar to pick the day from (named by `labels.calendar`). */
  calendar?: boolean;
  /** Whether the calendar is open; with `onCalendarOpenChange`, or `defaultCalendarOpen` uncontrolled. */
  calendarOpen?: boolean;
  defaultCalendarOpen?: boolean;
  onCalendarOpenChange?: (open: boolean) => void;
};

/**
 * A date typed segment by segment (day, month and year spin buttons, in the caller's locale's order),
 * in the manner of React Aria's DateField: a native date input shows the browser's locale instead.
 * Digits fill a segment and move on, ArrowUp/Down step it, Backspace clears it, ArrowLeft/Right and
 * Tab move between segments, a separator key skips to the next one. A whole date pasted into any
 * segment (ISO, or as the locale writes it) fills them all, as if typed (see `readPastedDate`). Name it with `aria-labelledby`
 * (or `aria-label`); each segment is named by that label and its own (`labels`). A date with every segment filled that is
 * no real day (30 February) is reported as '' and marks the field invalid.
 */
export function DateField({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onEntryChange,
  onPasteRefused,
  onFocusLeave,
  locale,
  labels,
  disabled = false,
  name,
  calendar = false,
  calendarOpen: calendarOpenProp,
  defaultCalendarOpen = false,
  onCalendarOpenChange,
  className,
  ref,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  'aria-labelledby': labelledBy,
  'aria-label': ariaLabel,
  onKeyDown,
  onBlur,
  ...props
}: DateFieldProps) {
  const text = { ...defaultDateFieldLabels, ...labels };
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const [parts, setParts] = React.useState(() => partsOfIso(value));
  const [shownValue, setShownValue] = React.useState(value);
  // A value from outside (the caller's, or a reset) replaces what is being typed; the value this
  // field reported for its own parts does not.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== isoOfParts(parts)) setParts(partsOfIso(value));
  }
  // The parts as last set, for keys that arrive before the next render (a script's, a fast typist's).
  const partsRef = React.useRef(parts);
  partsRef.current = parts;
  /** The digits typed into the focused segment since it took focus. */
  const typed = React.useRef('');
  const segmentRefs = React.useRef(new Map<DateSegment, HTMLElement>());
  const groupRef = React.useRef<HTMLDivElement>(null);
  const setGroupRef = useMergedRefs(groupRef, ref);
  // A click on the field's label (what `aria-labelledby` names, outside the field) focuses its first
  // segment, as a native input's label focuses the input.
  React.useEffect(() => {
    const group = groupRef.current;
    if (!group || disabled || !labelledBy) return;
    const labelElements = labelledBy
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null && !group.contains(element));
    const focusFirstSegment = () =>
      group.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
    for (const label of labelElements) label.addEventListener('click', focusFirstSegment);
    return () => {
      for (const label of labelElements) label.removeEventListener('click', focusFirstSegment);
    };
  }, [labelledBy, disabled]);
  const calendarButton = React.useRef<HTMLButtonElement>(null);
  const calendarContent = React.useRef<HTMLDivElement>(null);
  // The latest callback, for the check that runs once a click outside the calendar has moved focus.
  const onFocusLeaveRef = React.useRef(onFocusLeave);
  onFocusLeaveRef.current = onFocusLeave;
  const leaveCheck = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(leaveCheck.current), []);
  const [calendarOpen, setCalendarOpen] = useControllableState({
    prop: calendarOpenProp,
    defaultProp: defaultCalendarOpen,
    onChange: onCalendarOpenChange,
  });
  const layout = dateLayout(locale);
  const order = segmentOrder(layout);
  const complete = parts.day !== null && parts.month !== null && parts.year !== null;
  const invalid =
    ariaInvalid === true || ariaInvalid === 'true' || (complete && isoOfParts(parts) === '');

  const idPrefix = React.useId();
  const labelIdOf = (part: DateSegment | 'calendar') => `${idPrefix}-${part}`;

  const update = (next: DateParts, finished = false) => {
    partsRef.current = next;
    setParts(next);
    const iso = isoOfParts(next);
    setShownValue(iso);
    setValue(iso);
    onEntryChange?.({ value: iso, status: entryStatus(next), finished });
  };
  const focusSegment = (segment: DateSegment | undefined) => {
    if (segment) segmentRefs.current.get(segment)?.focus();
  };
  const neighbour = (segment: DateSegment, offset: 1 | -1) =>
    order[order.indexOf(segment) + offset];

  const enterDigits = (segment: DateSegment, digits: string) => {
    let current = partsRef.current;
    let at: DateSegment | undefined = segment;
    let lastDone = false;
    for (const digit of digits) {
      if (!at) break;
      const [, max] = segmentRange(at, current);
      const result = typeDigit(at, typed.current, digit, max);
      typed.current = result.typed;
      current = { ...current, [at]: result.value };
      lastDone = at === order[order.length - 1] && result.done;
      if (result.done) {
        typed.current = '';
        at = neighbour(at, 1);
      }
    }
    update(current, lastDone);
    if (at !== segment) focusSegment(at ?? segment);
  };

  const handleKeyDown = (segment: DateSegment, event: React.KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    const parts = partsRef.current;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      enterDigits(segment, key);
    } else if (key === 'ArrowUp' || key === 'ArrowDown') {
      event.preventDefault();
      typed.current = '';
      update({ ...parts, [segment]: stepSegment(segment, parts, key === 'ArrowUp' ? 1 : -1) });
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      focusSegment(neighbour(segment, key === 'ArrowRight' ? 1 : -1));
    } else if (key === 'Backspace' || key === 'Delete') {
      event.preventDefault();
      typed.current = '';
      if (parts[segment] === null) {
        if (key === 'Backspace') focusSegment(neighbour(segment, -1));
      } else {
        update({ ...parts, [segment]: null });
      }
    } else if (key.length === 1 && /[\p{P}\s]/u.test(key)) {
      // A separator (`.`, `/`, `-`, a space) ends the segment, as in a native date input.
      event.preventDefault();
      if (parts[segment] !== null) focusSegment(neighbour(segment, 1));
    }
  };

  /** A whole date pasted into any segment fills them all and ends the entry, as if typed. */
  /** A whole date fills every segment and ends the entry, as if typed. */
  const enterWholeDate = (parts: DateParts) => {
    typed.current = '';
    update(parts, true);
    focusSegment(order[order.length - 1]);
  };

  /** Pasted text: a whole date fills every segment, digits are typed, other text is refused. */
  const handlePaste = (segment: DateSegment, event: React.ClipboardEvent<HTMLElement>) => {
    event.preventDefault();
    const pasted = readPastedDate(event.clipboardData.getData('text/plain'), locale);
    if (pasted.kind === 'date') enterWholeDate(pasted.parts);
    else if (pasted.kind === 'refused') onPasteRefused?.(pasted.status);
    else if (pasted.digits !== '') enterDigits(segment, pasted.digits);
  };

  /**
   * Text a virtual keyboard inserts (or its clipboard suggestion, which fires no paste): a whole
   * date fills every segment, else its digits are typed and nothing else reaches the segment.
   */
  const insertText = (segment: DateSegment, text: string) => {
    const pasted = readPastedDate(text, locale);
    if (pasted.kind === 'date') {
      enterWholeDate(pasted.parts);
      return;
    }
    const digits = text.replace(/\D/g, '');
    if (digits) enterDigits(segment, digits);
  };
  const insertTextRef = React.useRef(insertText);
  insertTextRef.current = insertText;

  const segmentRef = (segment: DateSegment) => (element: HTMLElement | null) => {
    if (!element) return;
    segmentRefs.current.set(segment, element);
    const onBeforeInput = (event: InputEvent) => {
      event.preventDefault();
      insertTextRef.current(segment, event.data ?? event.dataTransfer?.getData('text/plain') ?? '');
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => {
      element.removeEventListener('beforeinput', onBeforeInput);
      segmentRefs.current.delete(segment);
    };
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: one control made of segments, not a set of form fields */}
      <div
        ref={setGroupRef}
        role="group"
        data-slot="date-field"
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        aria-labelledby={labelledBy}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        className={cn(
          fieldBase,
          // The kit's focus ring, drawn around the whole field while one of its segments has focus.
          'inline-flex h-9 items-center py-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background data-[invalid]:border-destructive data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
          className,
        )}
        {...props}
        onBlur={(event) => {
          onBlur?.(event);
          const to = event.relatedTarget;
          // Focus in the field's own calendar has not left the field.
          if (
            to instanceof Node &&
            (event.currentTarget.contains(to) || calendarContent.current?.contains(to))
          )
            return;
          onFocusLeave?.();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          // Enter in a segment submits the field's form, as in a native input (on the calendar
          // button it presses the button).
          if (event.key === 'Enter' && isSegment(event.target) && !event.defaultPrevented) {
            event.currentTarget.closest('form')?.requestSubmit();
          }
        }}
      >
        {layout.map((part, index) => {
          if (part.type === 'literal') {
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the layout of a locale never changes order
                key={index}
                data-slot="date-field-literal"
                aria-hidden="true"
                className="whitespace-pre text-muted-foreground"
              >
                {part.value}
              </span>
            );
          }
          const segment = part.type;
          const current = parts[segment];
          const [min, max] = segmentRange(segment, parts);
          const shown =
            current === null ? null : String(current).padStart(digitCount[segment], '0');
          return (
            <span
              key={segment}
              ref={segmentRef(segment)}
              role="spinbutton"
              data-slot="date-field-segment"
              data-segment={segment}
              data-placeholder={current === null || undefined}
              tabIndex={disabled ? undefined : 0}
              contentEditable={!disabled}
              suppressContentEditableWarning
              spellCheck={false}
              autoCorrect="off"
              inputMode="numeric"
              enterKeyHint="done"
              // Named by the field's label and its own: "Created from Month", not "Month" alone.
              aria-labelledby={labelledBy ? `${labelledBy} ${labelIdOf(segment)}` : undefined}
              aria-label={
                labelledBy ? undefined : [ariaLabel, text[segment]].filter(Boolean).join(' ')
              }
              aria-valuenow={current ?? undefined}
              aria-valuemin={min}
              aria-valuemax={max}
              aria-valuetext={shown ?? text.empty}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              aria-disabled={disabled || undefined}
              className="rounded-sm px-0.5 tabular-nums caret-transparent outline-none focus:bg-primary focus:text-primary-foreground data-[placeholder]:text-muted-foreground data-[placeholder]:focus:text-primary-foreground"
              onFocus={() => {
                typed.current = '';
              }}
              onKeyDown={(event) => handleKeyDown(segment, event)}
              onPaste={(event) => handlePaste(segment, event)}
            >
              {shown ?? text[`${segment}Placeholder`]}
            </span>
          );
        })}
        {calendar ? (
          <button
            ref={calendarButton}
            type="button"
            data-slot="date-field-calendar-trigger"
            aria-labelledby={labelledBy ? `${labelIdOf('calendar')} ${labelledBy}` : undefined}
            aria-label={
              labelledBy ? undefined : [text.calendar, ariaLabel].filter(Boolean).join(' ')
            }
            aria-haspopup="dialog"
            aria-expanded={calendarOpen}
            disabled={disabled}
            className="-me-2 ms-auto flex size-6 shrink-0 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:bg-accent focus-visible:text-accent-foreground disabled:pointer-events-none [&_svg]:size-4"
            onPointerEnter={loadCalendar}
            onFocus={loadCalendar}
            onClick={() => setCalendarOpen(!calendarOpen)}
          >
            <CalendarIcon aria-hidden="true" />
          </button>
        ) : null}
        {name === undefined ? null : <input type="hidden" name={name} value={value} />}
      </div>
      {/* Beside the group, not in it, so its text is only what it shows. */}
      {labelledBy
        ? (['calendar', ...order] as const).map((part) => (
            <span key={part} id={labelIdOf(part)} hidden>
              {text[part]}
            </span>
          ))
        : null}
      {/* Beside the group, not in it: keys and focus in the calendar are not the segments'. */}
      {calendar && calendarOpen ? (
        <React.Suspense fallback={null}>
          <DateFieldCalendar
            value={value}
            locale={locale}
            labels={text}
            anchor={groupRef}
            contentRef={calendarContent}
            onPick={(picked) => {
              typed.current = '';
              update(partsOfIso(picked), true);
              setCalendarOpen(false);
              calendarButton.current?.focus();
            }}
            onDismiss={(returnFocus) => {
              setCalendarOpen(false);
              if (returnFocus) {
                calendarButton.current?.focus();
                return;
              }
              // A click outside closes the calendar before focus moves to where it landed (the
              // page, another field or this one): whether focus left the field is known after.
              window.clearTimeout(leaveCheck.current);
              leaveCheck.current = window.setTimeout(() => {
                if (!groupRef.current?.contains(document.activeElement)) {
                  onFocusLeaveRef.current?.();
                }
              });
            }}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
