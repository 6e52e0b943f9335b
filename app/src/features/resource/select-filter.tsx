import { cn, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@console/ui';
import { useTranslation } from 'react-i18next';

/** The select's value for "no filter" (a Select item cannot have an empty value). */
const ALL = '__all';

export interface SelectFilterProps {
  /** The filter's name: it names the select and stands before its value ("Status: Banned"). */
  label: string;
  /** The picked value, undefined for all. */
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  /** The picked value, undefined when the admin picks all. */
  onChange(value: string | undefined): void;
  /**
   * How the select names a value that is none of its options (an admin id nobody has), so that the
   * filter and the empty list it gives are explained; without it the select is blank.
   */
  unknownLabel?: ((value: string) => string) | undefined;
  className?: string;
}

/**
 * A select filter of a list's filter bar. Picked or not, it shows the filter's name with its value
 * ("Verification: all", "Status: Banned"), so that a bar of picked filters still says which is which;
 * its options list the values alone.
 */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  unknownLabel,
  className,
}: SelectFilterProps) {
  const { t } = useTranslation('resource');
  const known = value === undefined ? undefined : options.find((option) => option.value === value);
  const unknown = value !== undefined && !known && unknownLabel ? unknownLabel(value) : undefined;
  const picked = known?.label ?? unknown;
  const shown =
    value === undefined
      ? t('list.filterAll', { filter: label })
      : picked === undefined
        ? undefined
        : t('list.filterValue', { filter: label, value: picked });
  return (
    <Select
      value={value ?? ALL}
      onValueChange={(next) => onChange(next === ALL ? undefined : next)}
    >
      <SelectTrigger size="sm" className={cn('w-auto min-w-36', className)} aria-label={label}>
        <SelectValue>{shown}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{t('list.filterAll', { filter: label })}</SelectItem>
        {value !== undefined && unknown !== undefined ? (
          <SelectItem value={value}>{unknown}</SelectItem>
        ) : null}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
