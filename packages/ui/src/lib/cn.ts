import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merges class names so that the caller's Tailwind classes win over the component's. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
