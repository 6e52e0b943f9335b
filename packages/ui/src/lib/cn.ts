import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classGroupsConfig } from './class-groups';

const mergeClasses = createTailwindMerge(() => classGroupsConfig);

/** Merges class names so that the caller's Tailwind classes win over the component's. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
