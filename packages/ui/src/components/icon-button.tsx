import type * as React from 'react';
import { Button, type ButtonProps } from './button';

const iconSizes = { sm: 'icon-sm', default: 'icon', lg: 'icon-lg' } as const;

export type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label' | 'aria-labelledby'> & {
  /** Accessible name: an icon alone says nothing to a screen reader, so this is required. */
  label: string;
  size?: keyof typeof iconSizes;
  /** The icon; it is hidden from assistive technology, which reads `label` instead. */
  children: React.ReactNode;
};

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  size = 'default',
  variant = 'ghost',
  loading = false,
  children,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      size={iconSizes[size]}
      variant={variant}
      loading={loading}
      {...props}
    >
      {loading ? null : (
        <span aria-hidden="true" className="contents">
          {children}
        </span>
      )}
    </Button>
  );
}
