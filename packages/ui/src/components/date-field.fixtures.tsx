import * as React from 'react';
import { DateField, type DateFieldProps } from './date-field';
import { Label } from './label';

/**
 * A DateField with a visible label naming it, and below it the value it reports, a paste it
 * refused and how many times focus left it.
 */
export function LabelledDateField({
  label = 'Start date',
  ...props
}: DateFieldProps & { label?: string }) {
  const labelId = React.useId();
  const [reported, setReported] = React.useState<string | null>(null);
  const [refusedPaste, setRefusedPaste] = React.useState<string | null>(null);
  const [leaves, setLeaves] = React.useState(0);
  return (
    <div className="grid max-w-xs gap-2">
      <Label id={labelId}>{label}</Label>
      <DateField
        aria-labelledby={labelId}
        className="w-44"
        {...props}
        onValueChange={(value) => {
          setReported(value);
          props.onValueChange?.(value);
        }}
        onPasteRefused={(status) => {
          setRefusedPaste(status);
          props.onPasteRefused?.(status);
        }}
        onFocusLeave={() => {
          setLeaves((count) => count + 1);
          props.onFocusLeave?.();
        }}
      />
      <output data-testid="reported" className="text-sm text-muted-foreground">
        {[
          reported === null ? '' : `Reported: ${reported || '(none)'}`,
          refusedPaste === null ? '' : `Paste refused: ${refusedPaste}`,
          leaves === 0 ? '' : `Left: ${leaves}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </output>
    </div>
  );
}
