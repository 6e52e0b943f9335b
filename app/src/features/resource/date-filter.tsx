import { useLanguage } from '@console/admin-core/react';
import { FIRST_QUERY_DAY, LAST_QUERY_DAY } from '@console/contract';
import { type DateEntry, DateField, Label } from '@console/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useDateFieldLabels } from './date-field-labels';
import { isInvertedRange, isPlausibleDate } from './date-range';

type Refusal = 'incomplete' | 'impossible' | 'outOfRange';

/** The entry a `YYYY-MM-DD` value (or '') stands for. */
const entryOf = (value: string): DateEntry => ({
  value,
  status: value === '' ? 'empty' : 'complete',
  finished: false,
});

/**
 * A date field of a list's filter bar, its label shown beside it (above it when the line is too
 * narrow): a date field has no placeholder to name it, and a "from" and a "to" field look the same
 * without one. Its day, month and year follow the console's language, not the browser's.
 *
 * The field keeps what the admin types as a draft, applied once the admin is done: when the last
 * digit of its last segment is typed (the year's, the day's in Japanese) or a whole date is
 * pasted, a day is picked in the calendar, on Enter in a segment, and when focus leaves the field
 * (a click outside its open calendar included). Each change while typing goes on is not applied
 * (typing 20012025 over a date would otherwise filter by every date in between). An emptied field
 * removes the filter. A draft the list cannot take is not applied and the filter in force stays:
 * an incomplete date, a day no calendar has (31.02.) or a year below 1000 (which the API would
 * refuse or misread) marks the field and a message beside it says why; so does pasted text that
 * is no date or no real day, the field keeping what it held. A change of the filter from
 * elsewhere (clear filters, Back) replaces the draft.
 */
function DateFilter({
  label,
  value,
  onChange,
  problemId,
}: {
  label: string;
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  /** The new date, `undefined` when the field is cleared. */
  onChange(value: string | undefined): void;
  /** The id of the message saying what is wrong with the range; marks the field invalid. */
  problemId?: string | undefined;
}) {
  const { t } = useTranslation('resource');
  const { language } = useLanguage();
  const dateFieldLabels = useDateFieldLabels();
  const labelId = useId();
  const refusalId = useId();
  const [draft, setDraft] = useState(() => entryOf(value));
  /** Why the draft the admin tried to apply is not applied. */
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** The last date this field applied (or started with): its arrival in `value` is no reason to replace the draft. */
  const applied = useRef<string | null>(value);
  /**
   * Counts the changes from elsewhere: the field starts over with each, as a cleared filter must
   * also empty a field holding part of a date (its value is '' before and after).
   */
  const [resets, setResets] = useState(0);
  useEffect(() => {
    if (value !== applied.current) {
      setDraft(entryOf(value));
      setRefusal(null);
      setResets((count) => count + 1);
    }
    applied.current = null;
  }, [value]);
  const apply = ({ value: date, status }: DateEntry) => {
    const refused: Refusal | null =
      status === 'incomplete' || status === 'impossible'
        ? status
        : status === 'complete' && !isPlausibleDate(date)
          ? 'outOfRange'
          : null;
    setRefusal(refused);
    if (refused || date === value) return;
    applied.current = date;
    onChange(date || undefined);
  };
  const describedBy = [refusal ? refusalId : undefined, problemId].filter(Boolean).join(' ');
  return (
    <div data-slot="date-filter" className="flex max-w-full flex-wrap items-center gap-x-2 gap-y-1">
      <Label id={labelId} className="font-normal text-muted-foreground">
        {label}
      </Label>
      <DateField
        key={resets}
        aria-labelledby={labelId}
        locale={language}
        labels={dateFieldLabels}
        calendar
        value={draft.value}
        onEntryChange={(entry) => {
          setDraft(entry);
          setRefusal(null);
          // Part of a date is refused on Enter or when focus leaves, not while typing goes on.
          if (entry.finished && entry.status !== 'incomplete') apply(entry);
        }}
        onKeyDown={(event) => {
          // Enter on the calendar button opens the calendar; only a segment's applies the date.
          if (event.key !== 'Enter' || event.target === event.currentTarget) return;
          if (
            !(event.target instanceof HTMLElement) ||
            event.target.getAttribute('role') !== 'spinbutton'
          )
            return;
          event.preventDefault();
          apply(draft);
        }}
        onPasteRefused={setRefusal}
        onFocusLeave={() => apply(draft)}
        aria-invalid={refusal || problemId ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="h-8 w-40 max-w-full"
      />
      {refusal ? (
        <p id={refusalId} role="alert" className="basis-full text-sm text-destructive">
          {refusal === 'outOfRange'
            ? t('list.dateOutOfRange', {
                first: formatDate(FIRST_QUERY_DAY, language, 'UTC'),
                last: formatDate(LAST_QUERY_DAY, language, 'UTC'),
              })
            : t(refusal === 'incomplete' ? 'list.dateIncomplete' : 'list.dateImpossible')}
        </p>
      ) : null}
    </div>
  );
}

/** One end of a date range filter. */
export interface DateRangeEnd {
  label: string;
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  onChange(value: string | undefined): void;
}

/**
 * The "from" and "to" fields of a date range filter. A "from" after "to" would match nothing: the
 * fields are marked invalid and a message beside them says the range is not applied (the screen
 * leaves it out of its query, see `withoutInvertedRange`).
 */
export function DateRangeFilter({ from, to }: { from: DateRangeEnd; to: DateRangeEnd }) {
  const { t } = useTranslation('resource');
  const problemId = useId();
  const inverted = isInvertedRange(from.value || undefined, to.value || undefined);
  return (
    <div data-slot="date-range-filter" className="flex max-w-full flex-wrap items-center gap-2">
      <DateFilter {...from} problemId={inverted ? problemId : undefined} />
      <DateFilter {...to} problemId={inverted ? problemId : undefined} />
      {inverted ? (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {t('list.invertedDateRange')}
        </p>
      ) : null}
    </div>
  );
}
