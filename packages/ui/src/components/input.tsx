import type * as React from 'react';
import { cn } from '../lib/cn';
import { inputVariants } from './variants';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input data-slot="input" type={type} className={cn(inputVariants(), className)} {...props} />
  );
}
