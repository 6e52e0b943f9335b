import type * as React from 'react';
import { useMemo } from 'react';

type RefCleanup = () => void;

/** Hands `node` to one ref; returns how to let go of it again. */
function assign<T>(ref: React.Ref<T> | undefined, node: T): RefCleanup | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = node;
    return () => {
      ref.current = null;
    };
  }
  return undefined;
}

/**
 * One callback ref for several, e.g. the component's own (a measuring ref) and the caller's `ref`
 * prop: each gets the element, and lets go of it (its React 19 cleanup, or null) when it detaches.
 * Stable while the refs are, so a measuring ref is not detached and attached again every render.
 */
export function useMergedRefs<T>(
  first: React.Ref<T> | undefined,
  second?: React.Ref<T>,
): React.RefCallback<T> {
  return useMemo(
    () => (node: T | null) => {
      if (node === null) return;
      const cleanups = [assign(first, node), assign(second, node)];
      return () => {
        for (const cleanup of cleanups) cleanup?.();
      };
    },
    [first, second],
  );
}
