import { useCallback, useState } from 'react';

export type ColumnVisibility = Record<string, boolean>;

/** `console.columns.goals`: one entry per list screen. */
export const columnVisibilityKey = (resource: string) => `console.columns.${resource}`;

/** The stored visibility of a list, or `{}` when none is stored or the entry is not valid. */
export function readColumnVisibility(storage: Storage | undefined, resource: string) {
  const raw = storage?.getItem(columnVisibilityKey(resource));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => {
        return typeof entry[1] === 'boolean';
      }),
    );
  } catch {
    return {};
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be switched off; the chooser then works for this visit only.
    return undefined;
  }
}

/** The column chooser's state, kept in localStorage per resource. */
export function usePersistedColumnVisibility(resource: string) {
  const [visibility, setVisibility] = useState<ColumnVisibility>(() =>
    readColumnVisibility(browserStorage(), resource),
  );
  const update = useCallback(
    (next: ColumnVisibility) => {
      setVisibility(next);
      try {
        browserStorage()?.setItem(columnVisibilityKey(resource), JSON.stringify(next));
      } catch {
        // A full or disabled storage only loses the preference, never the change on screen.
      }
    },
    [resource],
  );
  return [visibility, update] as const;
}
