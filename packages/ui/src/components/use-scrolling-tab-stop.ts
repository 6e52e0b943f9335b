import * as React from 'react';

/** Hands the element to the caller's ref; returns what detaches it again. */
function attachRef<T>(ref: React.Ref<T> | undefined, element: T): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(element);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  if (!ref) return () => {};
  ref.current = element;
  return () => {
    ref.current = null;
  };
}

/**
 * A box whose content scrolls must be reachable with the keyboard to be scrolled with it. This
 * puts the box in the tab order only while its content overflows it: a box that fits adds no tab
 * stop (and does not take a dialog's first focus from its first field). `forwardedRef`, the
 * caller's ref of the box, gets the element too.
 */
export function useScrollingTabStop<T extends HTMLElement>(
  forwardedRef?: React.Ref<T>,
): { ref: React.RefCallback<T>; tabIndex: 0 | undefined } {
  const [scrolls, setScrolls] = React.useState(false);
  const ref = React.useCallback(
    (element: T | null) => {
      if (!element) return;
      const detach = attachRef(forwardedRef, element);
      const update = () => setScrolls(element.scrollHeight > element.clientHeight);
      // The box resizes with the window; its content also changes inside a box of the same size.
      const resizes = new ResizeObserver(update);
      resizes.observe(element);
      const mutations = new MutationObserver(update);
      mutations.observe(element, { childList: true, subtree: true, characterData: true });
      update();
      return () => {
        resizes.disconnect();
        mutations.disconnect();
        detach();
      };
    },
    [forwardedRef],
  );
  return { ref, tabIndex: scrolls ? 0 : undefined };
}
