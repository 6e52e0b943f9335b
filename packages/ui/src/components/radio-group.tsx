import { CircleIcon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { useRadixDirection } from '../lib/use-document-direction';
import { focusRing } from './styles';

/** One choice out of a few, moved with arrow keys. Controlled with `value`/`onValueChange` or uncontrolled. */
export function RadioGroup({
  className,
  dir,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  const direction = useRadixDirection(dir);
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      dir={direction}
      className={cn('grid gap-3', className)}
      {...props}
    />
  );
}

export function RadioGroupItem({
  className,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        focusRing,
        'peer aspect-square size-4 shrink-0 rounded-full border border-muted-foreground bg-background text-primary shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="flex items-center justify-center"
      >
        <CircleIcon aria-hidden="true" className="size-2 fill-current" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
}
