import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@console/ui';
import { useId } from 'react';

export interface LabeledSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  disabled?: boolean;
  /** Hides the label visually (it still names the select), e.g. inside a table row. */
  hideLabel?: boolean;
}

/** ui's Select with its own label, for the operations forms. */
export function LabeledSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  hideLabel,
}: LabeledSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} className="min-w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
