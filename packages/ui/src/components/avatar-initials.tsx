import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

/*
 * The avatar's frame and initials apart from `Avatar` (avatar.tsx), which loads Radix Avatar for
 * its picture: the sidebar and the header's first paint show initials without loading it.
 */

/** Up to two initials of a display name: "Ada Lovelace" → "AL", "plato" → "P". */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initials = [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => Array.from(word)[0] ?? '');
  return initials.join('').toLocaleUpperCase();
}

export const avatarVariants = cva(
  'relative flex shrink-0 overflow-hidden rounded-full bg-muted text-muted-foreground',
  {
    variants: {
      size: {
        sm: 'size-6 text-[0.625rem]',
        default: 'size-8 text-xs',
        lg: 'size-10 text-sm',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

/** The classes of the initials inside the frame (`AvatarFallback`'s). */
export const avatarFallbackClasses = 'flex size-full items-center justify-center font-medium';

export type AvatarInitialsProps = React.ComponentProps<'span'> &
  VariantProps<typeof avatarVariants> & {
    /** Person's display name: the source of the initials, and the text a screen reader reads. */
    name: string;
  };

/**
 * A person's avatar without a picture: the same markup as `<Avatar name={…} />` renders while it
 * has no image, without Radix. For a screen's first paint (e.g. a placeholder until a menu that
 * shows the full `Avatar` has loaded).
 */
export function AvatarInitials({ className, size, name, ...props }: AvatarInitialsProps) {
  return (
    <span data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props}>
      <span data-slot="avatar-fallback" className={avatarFallbackClasses}>
        <span aria-hidden="true">{getInitials(name)}</span>
        <span className="sr-only">{name}</span>
      </span>
    </span>
  );
}
