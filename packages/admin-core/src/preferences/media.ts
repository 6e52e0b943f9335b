import type { Unsubscribe } from '../store';

/** `window.matchMedia`, injected so tests can flip the OS preferences. */
export type MatchMedia = (query: string) => MediaQueryList;

export const defaultMatchMedia = (): MatchMedia | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? (query) => window.matchMedia(query)
    : null;

/** Whether a media query matches now; false where there is no matchMedia. */
export function mediaMatches(matchMedia: MatchMedia | null, query: string): boolean {
  return matchMedia ? matchMedia(query).matches : false;
}

/** Calls the listener whenever any of the queries changes. */
export function watchMedia(
  matchMedia: MatchMedia | null,
  queries: readonly string[],
  listener: () => void,
): Unsubscribe {
  if (!matchMedia) return () => {};
  const lists = queries.map((query) => matchMedia(query));
  for (const list of lists) list.addEventListener('change', listener);
  return () => {
    for (const list of lists) list.removeEventListener('change', listener);
  };
}
