import { useLanguage } from '@console/admin-core/react';
import { FIRST_QUERY_DAY, LAST_QUERY_DAY } from '@console/contract';
import { DateField, Label } from '@console/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useDateFieldLabels } from './date-field-labels';
import { isInvertedRange, isPlausibleDate } from './date-range';

/**
 * A date field of a list's filter bar, its label shown beside it (above it when the line is too
 * narrow): a date field has no placeholder to name it, and a "from" and a "to" field look the same
 * without one. Its day, month and year follow the console's language, not the browser's.
 *
 * The field keeps what the admin types as a draft. A date field reports a date as soon as the
 * first digit of its year is typed (`2` is year 0002), so applying every change would filter by
 * year 0002 and re-render the field under the admin's fingers. The draft is applied when it is a
 * plausible date (a whole four-digit year), on Enter, and when focus leaves the field (then as it
 * stands, an emptied or incomplete field clearing the filter). A date the
 * API would refuse or misread (a year below 1000, such as 0050) is not applied then: the field is
 * marked invalid and a message beside it names the days it takes. A change of the filter from
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
  const [draft, setDraft] = useState(value);
  /** Whether the admin tried to apply a draft that is not a date the list can take. */
  const [refused, setRefused] = useState(false);
  /** The last date this field applied: its arrival in `value` is no reason to replace the draft. */
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (value !== applied.current) {
      setDraft(value);
      setRefused(false);
    }
    applied.current = null;
  }, [value]);
  const apply = (date: string) => {
    const takes = date === '' || isPlausibleDate(date);
    setRefused(!takes);
    if (!takes || date === value) return;
    applied.current = date;
    onChange(date || undefined);
  };
  const describedBy = [refused ? refusalId : undefined, problemId].filter(Boolean).join(' ');
  return (
    <div data-slot="date-filter" className="flex max-w-full flex-wrap items-center gap-x-2 gap-y-1">
      <Label id={labelId} className="font-normal text-muted-foreground">
        {label}
      </Label>
      <DateField
        aria-labelledby={labelId}
        locale={language}
        labels={dateFieldLabels}
        calendar
        value={draft}
        onValueChange={(date) => {
          setDraft(date);
          setRefused(false);
          if (isPlausibleDate(date)) apply(date);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply(draft);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) apply(draft);
        }}
        aria-invalid={refused || problemId ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="h-8 w-40 max-w-full"
      />
      {refused ? (
        <p id={refusalId} role="alert" className="basis-full text-sm text-destructive">
          {t('list.dateOutOfRange', {
            first: formatDate(FIRST_QUERY_DAY, language, 'UTC'),
            last: formatDate(LAST_QUERY_DAY, language, 'UTC'),
          })}
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
