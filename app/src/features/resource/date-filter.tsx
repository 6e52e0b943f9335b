import { Input, Label } from '@console/ui';
import { useId } from 'react';

/**
 * A date field of a list's filter bar, its label shown beside it: a date field has no placeholder
 * to name it, and a "from" and a "to" field look the same without one.
 */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  /** `YYYY-MM-DD`, or '' for no date. */
  value: string;
  /** The new date, `undefined` when the field is cleared. */
  onChange(value: string | undefined): void;
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
        className="h-8 w-40"
      />
    </div>
  );
}
