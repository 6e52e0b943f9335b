import * as React from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Radix gives focus back to a dialog's Trigger when it closes. A dialog opened without one (from
 * a row's menu, after a request) would leave focus on the page's body, and a keyboard user at the
 * top of the page. These handlers remember what had focus when the dialog opened and return
 * focus there, when it is still on the page, else to `fallback`'s element (what the dialog did
 * removed the opener, e.g. a deleted row's button; the fallback is given that detached opener, which
 * still tells what it was and in which row); the caller's own handlers run first.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
  fallback,
}: {
  onOpenAutoFocus?: AutoFocusHandler | undefined;
  onCloseAutoFocus?: AutoFocusHandler | undefined;
  fallback?: ((opener: HTMLElement | null) => HTMLElement | null | undefined) | undefined;
}): { onOpenAutoFocus: AutoFocusHandler; onCloseAutoFocus: AutoFocusHandler } {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      // Radix announces the opening before it moves focus into the dialog.
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      const openedBy = opener.current;
      opener.current = null;
      if (event.defaultPrevented) return;
      const target = openedBy?.isConnected ? openedBy : fallback?.(openedBy);
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
