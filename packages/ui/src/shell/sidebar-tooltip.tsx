import * as React from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn';

/** The sidebar's hover delay (the kit's tooltips wait 300 ms; the sidebar's waited 200 ms). */
const OPEN_DELAY_MS = 200;
/** Moving on to the next control within this time after a tooltip closed opens the next at once. */
const SKIP_DELAY_MS = 300;
/** Time to cross from the control onto its tooltip without the tooltip closing. */
const CLOSE_GRACE_MS = 100;
const SIDE_OFFSET_PX = 8;
const VIEWPORT_PADDING_PX = 8;
const ARROW_HEIGHT_PX = 10;

/** When the last sidebar tooltip closed (for the skip delay). */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** What the control that shows the tooltip spreads on itself (or on its list item). */
export type SidebarTooltipTriggerProps = {
  ref: React.RefCallback<HTMLElement>;
  onPointerEnter: (event: React.PointerEvent) => void;
  onPointerLeave: (event: React.PointerEvent) => void;
  onPointerDown: () => void;
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
};

export type SidebarTooltipProps = {
  label: string;
  /** When false the control shows no tooltip; its element stays the same either way. */
  enabled: boolean;
  children: (trigger: SidebarTooltipTriggerProps) => React.ReactNode;
};

/**
 * The label of an icon-only sidebar control, shown beside it towards the page (to its right, to its
 * left in a right-to-left page) on hover (after 200 ms) and on keyboard focus, hidden on leave,
 * blur, click or Escape; the pointer may move onto it. Written for the sidebar alone, which sits at
 * the start edge of the viewport so the tooltip always fits on its other side: no positioning library, so the shell's first paint does not load Radix Tooltip and
 * floating-ui (see scripts/size-budget.mjs). The kit's general `Tooltip` stays Radix.
 */
export function SidebarTooltip({ label, enabled, children }: SidebarTooltipProps) {
  // The control the tooltip is open for; null while closed.
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const anchorRef = React.useRef<HTMLElement | null>(null);
  const openRef = React.useRef(false);
  const openTimer = React.useRef<number | undefined>(undefined);
  const closeTimer = React.useRef<number | undefined>(undefined);
  const pointerDown = React.useRef(false);
  const tooltipId = React.useId();

  const clearTimers = React.useCallback(() => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  }, []);
  const show = React.useCallback(() => {
    clearTimers();
    if (!anchorRef.current) return;
    openRef.current = true;
    setAnchor(anchorRef.current);
  }, [clearTimers]);
  const hide = React.useCallback(() => {
    clearTimers();
    if (openRef.current) lastClosedAt = Date.now();
    openRef.current = false;
    setAnchor(null);
  }, [clearTimers]);
  const hideSoon = React.useCallback(() => {
    clearTimers();
    closeTimer.current = window.setTimeout(hide, CLOSE_GRACE_MS);
  }, [clearTimers, hide]);

  React.useEffect(() => clearTimers, [clearTimers]);

  const visible = anchor !== null && enabled;
  React.useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    // A scrolled navigation would leave the tooltip beside the wrong item.
    const onScroll = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && target.contains(anchorRef.current)) hide();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [visible, hide]);

  const trigger: SidebarTooltipTriggerProps = {
    ref: (element) => {
      anchorRef.current = element;
    },
    onPointerEnter: (event) => {
      if (!enabled || event.pointerType === 'touch') return;
      window.clearTimeout(closeTimer.current);
      if (openRef.current) return;
      window.clearTimeout(openTimer.current);
      if (Date.now() - lastClosedAt < SKIP_DELAY_MS) show();
      else openTimer.current = window.setTimeout(show, OPEN_DELAY_MS);
    },
    onPointerLeave: (event) => {
      if (event.pointerType !== 'touch') hideSoon();
    },
    onPointerDown: () => {
      hide();
      // Focus that comes with a click is not keyboard focus: it shows no tooltip.
      pointerDown.current = true;
      document.addEventListener(
        'pointerup',
        () => {
          pointerDown.current = false;
        },
        { once: true },
      );
    },
    onClick: hide,
    onFocus: () => {
      if (enabled && !pointerDown.current) show();
    },
    onBlur: hide,
  };

  return (
    <>
      {children(trigger)}
      {visible ? (
        <SidebarTooltipContent
          id={tooltipId}
          anchor={anchor}
          onPointerEnter={() => window.clearTimeout(closeTimer.current)}
          onPointerLeave={hideSoon}
        >
          {label}
        </SidebarTooltipContent>
      ) : null}
    </>
  );
}

type Placement = { top: number; left: number; arrowTop: number; side: 'left' | 'right' };

function SidebarTooltipContent({
  id,
  anchor,
  children,
  onPointerEnter,
  onPointerLeave,
}: {
  id: string;
  anchor: HTMLElement;
  children: React.ReactNode;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = React.useState<Placement | null>(null);

  // Measured before the browser paints: beside the control towards the page (right of it, left of
  // it right-to-left), centred on it, kept in the viewport.
  React.useLayoutEffect(() => {
    const content = ref.current;
    if (!content) return;
    const target = anchor.getBoundingClientRect();
    const { width, height } = content.getBoundingClientRect();
    const centre = target.top + target.height / 2;
    const maxTop = window.innerHeight - height - VIEWPORT_PADDING_PX;
    const top = Math.max(VIEWPORT_PADDING_PX, Math.min(centre - height / 2, maxTop));
    const arrowTop = Math.max(0, Math.min(centre - top, height)) - ARROW_HEIGHT_PX / 2;
    const side = getComputedStyle(anchor).direction === 'rtl' ? 'left' : 'right';
    const left =
      side === 'right' ? target.right + SIDE_OFFSET_PX : target.left - SIDE_OFFSET_PX - width;
    setPlacement({ top, left, arrowTop, side });
  }, [anchor]);

  return createPortal(
    <div
      ref={ref}
      id={id}
      role="tooltip"
      data-slot="sidebar-tooltip"
      data-side={placement?.side ?? 'right'}
      className="fixed z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md"
      style={
        placement
          ? { top: placement.top, left: placement.left }
          : { top: 0, left: 0, visibility: 'hidden' }
      }
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {children}
      <svg
        aria-hidden="true"
        data-slot="sidebar-tooltip-arrow"
        className={cn(
          'absolute fill-foreground',
          placement?.side === 'left' ? 'left-full' : 'right-full',
        )}
        style={{ top: placement?.arrowTop ?? 0 }}
        width={ARROW_HEIGHT_PX / 2}
        height={ARROW_HEIGHT_PX}
        viewBox="0 0 10 30"
        preserveAspectRatio="none"
      >
        <polygon points={placement?.side === 'left' ? '0,0 0,30 10,15' : '10,0 10,30 0,15'} />
      </svg>
    </div>,
    document.body,
  );
}
