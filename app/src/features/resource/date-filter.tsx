import { Input, Label } from '@console/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isInvertedRange } from './date-range';

/**
 * A date field of a list's filter bar, its label shown beside it: a date field has no placeholder
 * to name it, and a "from" and a "to" field look the same without one.
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
  /** The id of the message saying what is wrong with the value; marks the field invalid. */
  problemId?: string | undefined;
}) {
  const id = useId();
  return (
    <div data-slot="date-filter" className="flex items-center gap-2">
      <Label htmlFor={id} className="font-normal whitespace-nowrap text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value || undefined)}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId}
        className="h-8 w-40"
      />
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
    <div data-slot="date-range-filter" className="flex flex-wrap items-center gap-2">
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
