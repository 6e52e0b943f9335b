import { Direction as RadixDirection } from 'radix-ui';
import * as React from 'react';

export type Direction = 'ltr' | 'rtl';

function documentDirection(): Direction {
  if (typeof document === 'undefined') return 'ltr';
  const root = document.documentElement;
  const attribute = root.getAttribute('dir');
  if (attribute === 'rtl' || attribute === 'ltr') return attribute;
  return typeof window !== 'undefined' && window.getComputedStyle(root).direction === 'rtl'
    ? 'rtl'
    : 'ltr';
}

function subscribe(onChange: () => void) {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The page's writing direction (`dir` on `<html>`, else its computed direction), kept current when
 * the `dir` attribute changes (an app switching to Arabic or Hebrew). 'ltr' on the server.
 */
export function useDocumentDirection(): Direction {
  return React.useSyncExternalStore(subscribe, documentDirection, () => 'ltr');
}

/**
 * The direction a Radix part works in (arrow keys, submenu side): `dir` when given, else right to
 * left under a Radix `DirectionProvider` set to it, else the page's direction.
 */
export function useRadixDirection(dir: Direction | undefined): Direction {
  const provided = RadixDirection.useDirection();
  const page = useDocumentDirection();
  return dir ?? (provided === 'rtl' ? 'rtl' : page);
}
