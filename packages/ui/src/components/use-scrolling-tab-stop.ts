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

/** Named yes/no facts about a box. */
type Flags<S> = { readonly [K in keyof S]: boolean };

const sameFlags = <S extends Flags<S>>(a: S, b: S) =>
  (Object.keys(a) as (keyof S)[]).every((key) => a[key] === b[key]);

/**
 * What a scroll box shows of its content (`measure`), measured again whenever that may change:
 * the box or its content resizes (the window, a column shown), its content changes inside a box of
 * the same size, or it scrolls. `forwardedRef`, the caller's ref of the box, gets the element too.
 */
function useScrollBoxFlags<T extends HTMLElement, S extends Flags<S>>(
  forwardedRef: React.Ref<T> | undefined,
  measure: (element: T) => S,
  initial: S,
): [S, React.RefCallback<T>] {
  const [flags, setFlags] = React.useState(initial);
  const ref = React.useCallback(
    (element: T | null) => {
      if (!element) return;
      const detach = attachRef(forwardedRef, element);
      const update = () => {
        const next = measure(element);
        setFlags((current) => (sameFlags(current, next) ? current : next));
      };
      const resizes = new ResizeObserver(update);
      resizes.observe(element);
      if (element.firstElementChild) resizes.observe(element.firstElementChild);
      const mutations = new MutationObserver(update);
      mutations.observe(element, { childList: true, subtree: true, characterData: true });
      element.addEventListener('scroll', update, { passive: true });
      update();
      return () => {
        resizes.disconnect();
        mutations.disconnect();
        element.removeEventListener('scroll', update);
        detach();
      };
    },
    [forwardedRef, measure],
  );
  return [flags, ref];
}

const measureVertical = (element: HTMLElement) => ({
  scrolls: element.scrollHeight > element.clientHeight,
});

/**
 * A box whose content scrolls must be reachable with the keyboard to be scrolled with it. This
 * puts the box in the tab order only while its content overflows it: a box that fits adds no tab
 * stop (and does not take a dialog's first focus from its first field). `forwardedRef`, the
 * caller's ref of the box, gets the element too.
 */
export function useScrollingTabStop<T extends HTMLElement>(
  forwardedRef?: React.Ref<T>,
): { ref: React.RefCallback<T>; tabIndex: 0 | undefined } {
  const [{ scrolls }, ref] = useScrollBoxFlags(forwardedRef, measureVertical, { scrolls: false });
  return { ref, tabIndex: scrolls ? 0 : undefined };
}

/** Content hidden sideways, by the box's logical edges: before its start, after its end. */
export interface SidewaysOverflow {
  start: boolean;
  end: boolean;
}

const noSidewaysOverflow: SidewaysOverflow = { start: false, end: false };

/** Sub-pixel widths and scroll positions (zoom) are not overflow. */
const overflowTolerance = 1;

/**
 * Right to left, `scrollLeft` is 0 at the start (the right edge) and negative towards the end, so
 * its absolute value is the distance from the start in either direction.
 */
export function measureSidewaysOverflow(element: HTMLElement): SidewaysOverflow {
  const hidden = element.scrollWidth - element.clientWidth;
  const fromStart = Math.abs(element.scrollLeft);
  return {
    start: fromStart > overflowTolerance,
    end: hidden - fromStart > overflowTolerance,
  };
}

/**
 * Whether a box's content is cut off at its start or end edge (more to scroll that way), kept up
 * to date as it scrolls or resizes; for hints such as edge shadows, in both directions.
 */
export function useSidewaysOverflow<T extends HTMLElement>(
  forwardedRef?: React.Ref<T>,
): SidewaysOverflow & { ref: React.RefCallback<T> } {
  const [overflow, ref] = useScrollBoxFlags(
    forwardedRef,
    measureSidewaysOverflow,
    noSidewaysOverflow,
  );
  return { ...overflow, ref };
}
