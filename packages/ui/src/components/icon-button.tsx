import * as React from 'react';
import { Button, type ButtonProps } from './button';

const iconSizes = { sm: 'icon-sm', default: 'icon', lg: 'icon-lg' } as const;

export type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label' | 'aria-labelledby'> & {
  /** Accessible name: an icon alone says nothing to a screen reader, so this is required. */
  label: string;
  size?: keyof typeof iconSizes;
  /**
   * The icon; it is hidden from assistive technology, which reads `label` instead. With `asChild`,
   * the one element (e.g. a router link) that holds the icon: it gets the button's styles and name.
   */
  children: React.ReactNode;
};

function HiddenIcon({ children }: { children: React.ReactNode }) {
  return (
    <span aria-hidden="true" className="contents">
      {children}
    </span>
  );
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  size = 'default',
  variant = 'ghost',
  loading = false,
  children,
  asChild = false,
  ...props
}: IconButtonProps) {
  if (asChild) {
    if (!React.isValidElement<{ children?: React.ReactNode }>(children)) {
      throw new Error(
        'IconButton with asChild needs exactly one element (e.g. a link) as its child.',
      );
    }
    // The child becomes the button: it keeps its own element and receives the button's classes,
    // name and data-slot, while the icon inside it stays hidden from assistive technology.
    return (
      <Button
        data-slot="icon-button"
        aria-label={label}
        size={iconSizes[size]}
        variant={variant}
        asChild
        {...props}
      >
        {React.cloneElement(
          children,
          undefined,
          <HiddenIcon>{children.props.children}</HiddenIcon>,
        )}
      </Button>
    );
  }
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      size={iconSizes[size]}
      variant={variant}
      loading={loading}
      {...props}
    >
      {loading ? null : <HiddenIcon>{children}</HiddenIcon>}
    </Button>
  );
}
