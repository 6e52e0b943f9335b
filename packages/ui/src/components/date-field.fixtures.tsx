import * as React from 'react';
import { DateField, type DateFieldProps } from './date-field';
import { Label } from './label';

/** A DateField with a visible label naming it, and the value it reports shown below it. */
export function LabelledDateField({
  label = 'Start date',
  ...props
}: DateFieldProps & { label?: string }) {
  const labelId = React.useId();
  const [reported, setReported] = React.useState<string | null>(null);
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
      />
      <output data-testid="reported" className="text-sm text-muted-foreground">
        {reported === null ? '' : `Reported: ${reported || '(none)'}`}
      </output>
    </div>
  );
}
