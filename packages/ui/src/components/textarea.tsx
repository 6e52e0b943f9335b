import type * as React from 'react';
import { cn } from '../lib/cn';
import { fieldBase } from './styles';

export function Textarea({ className, rows = 3, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldBase, 'min-h-16 py-2 field-sizing-content', className)}
      {...props}
    />
  );
}
