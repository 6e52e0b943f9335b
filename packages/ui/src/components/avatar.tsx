import type { VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { avatarFallbackClasses, avatarVariants, getInitials } from './avatar-initials';

export { avatarVariants, getInitials };

export type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> &
  VariantProps<typeof avatarVariants> & {
    /** Person's display name: the image's alternative text and the source of the fallback initials. */
    name?: string;
    /** Image URL; the initials show while it loads and when it fails. */
    src?: string;
  };

/**
 * A round picture of a person. With `name` (and optionally `src`) it renders the image and the
 * initials fallback itself; with children it is a plain frame for `AvatarImage` / `AvatarFallback`.
 */
export function Avatar({ className, size, name, src, children, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {children ??
        (name === undefined ? null : (
          <>
            {src ? <AvatarImage src={src} alt={name} /> : null}
            <AvatarFallback>
              <span aria-hidden="true">{getInitials(name)}</span>
              <span className="sr-only">{name}</span>
            </AvatarFallback>
          </>
        ))}
    </AvatarPrimitive.Root>
  );
}

export function AvatarImage({
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

export function AvatarFallback({
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(avatarFallbackClasses, className)}
      {...props}
    />
  );
}
