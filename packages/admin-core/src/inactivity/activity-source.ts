import type { Unsubscribe } from '../store';

/** Calls the listener on every user interaction; the monitor throttles. */
export type ActivitySource = (listener: () => void) => Unsubscribe;

/** Mouse, key, scroll, touch and click: the specification's activity signals. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
] as const;

/**
 * Listens in the capture phase so a scroll inside any element counts (scroll does not bubble),
 * and passively so a listener never delays scrolling.
 */
export function domActivitySource(target: EventTarget): ActivitySource {
  return (listener) => {
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, options);
    return () => {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, options);
    };
  };
}
