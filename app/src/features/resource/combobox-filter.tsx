import { Combobox } from '@console/ui';
import { useId } from 'react';

/** The combobox's value for "no filter" (an option needs a value of its own). */
const ALL = '__all';

/** The texts of a filter found by typing, in the screen's language. */
export interface ComboboxFilterTexts {
  /** The choice that filters nothing ("Any goal"). */
  all: string;
  /** Said when nothing matches what was typed. */
  noMatches: string;
  /** The name of the button that lists every choice. */
  showAll: string;
}

export interface ComboboxFilterProps {
  /** The filter's name, shown before the box and naming it. */
  label: string;
  /** The picked value, undefined for all. */
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  /** The picked value, undefined when the admin picks all or empties the box. */
  onChange(value: string | undefined): void;
  /** How the box names a value that is none of the options (not loaded yet). */
  unknownLabel?: ((value: string) => string) | undefined;
  texts: ComboboxFilterTexts;
}

/**
 * A filter of a list's filter bar with many choices (goals), found by typing: a select's list would
 * scroll most of them out of reach. Its first choice filters nothing.
 */
export function ComboboxFilter({
  label,
  value,
  options,
  onChange,
  unknownLabel,
  texts,
}: ComboboxFilterProps) {
  const inputId = useId();
  const known = value !== undefined && options.some((option) => option.value === value);
  const unknown = value !== undefined && !known && unknownLabel ? unknownLabel(value) : undefined;
  return (
    <div data-slot="combobox-filter" className="flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="text-sm text-muted-foreground">
        {label}
      </label>
      <Combobox
        id={inputId}
        // Also names the list of choices, which a label element does not reach.
        aria-label={label}
        className="w-56"
        value={value ?? ALL}
        onValueChange={(next) => onChange(next === null || next === ALL ? undefined : next)}
        options={[
          { value: ALL, label: texts.all },
          ...(value !== undefined && unknown !== undefined ? [{ value, label: unknown }] : []),
          ...options,
        ]}
        emptyMessage={texts.noMatches}
        toggleLabel={texts.showAll}
      />
    </div>
  );
}
