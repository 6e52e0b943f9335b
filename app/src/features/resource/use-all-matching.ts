import type { DataTableSelection } from '@console/ui';
import { useEffect, useRef, useState } from 'react';

/**
 * Which rows "all matching" a filter are, as the server says: how many, and a stamp of which (null
 * when the server names none, e.g. more than a bulk action takes). A bulk action sends the stamp
 * back, so that it acts on those rows only, not on others that match by then.
 */
export interface ResourceMatch {
  total: number;
  stamp: string | null;
}

/** Reads the rows matching the list's filter (`ResourceListProps.readMatch`). */
export type ReadMatch = (
  filter: Readonly<Record<string, string>>,
  signal: AbortSignal,
) => Promise<ResourceMatch>;

/**
 * The rows "all matching" stands for, read once when the admin selects all matching (again for
 * another filter); undefined for another selection, until the answer, without `read`, or when
 * the read failed (a bulk action then reads them itself).
 */
export function useAllMatching(
  selection: DataTableSelection,
  filter: Readonly<Record<string, string>>,
  read: ReadMatch | undefined,
): ResourceMatch | undefined {
  const [match, setMatch] = useState<{ key: string; match: ResourceMatch }>();
  // The latest `read`, so that a function made anew on each render does not read again.
  const readRef = useRef(read);
  readRef.current = read;
  const reads = selection.mode === 'allMatching' && read !== undefined;
  const key = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filter's value
  useEffect(() => {
    setMatch(undefined);
    if (!reads || !readRef.current) return;
    const controller = new AbortController();
    readRef.current(filter, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setMatch({ key, match: answer });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [reads, key]);
  return reads && match?.key === key ? match.match : undefined;
}
