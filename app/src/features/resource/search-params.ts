import { useCallback, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/** Writes the query string: `change` gets the latest one, written or rendered. */
export type UpdateSearchParams = (
  change: (current: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

/**
 * React Router's `useSearchParams`, with an update that starts from the query string last
 * written. Its own `setParams(current => …)` hands `current` as last rendered, not as written
 * since: two writes before the next render (a "from" date applied on blur as the "to" date is
 * picked, a debounced search landing after a filter change) would each start from the old URL, and
 * the first would be lost. A render of a new URL (Back, a link) is the starting point again.
 */
export function useSearchParamsUpdate(): [URLSearchParams, UpdateSearchParams] {
  const [params, setParams] = useSearchParams();
  const latest = useRef({ rendered: params, written: params });
  if (latest.current.rendered !== params) latest.current = { rendered: params, written: params };
  const update = useCallback<UpdateSearchParams>(
    (change, options) => {
      const next = change(new URLSearchParams(latest.current.written));
      latest.current.written = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
