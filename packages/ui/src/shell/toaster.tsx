import type * as React from 'react';
import {
  type ExternalToast,
  Toaster as SonnerToaster,
  type ToasterProps as SonnerToasterProps,
  toast as sonnerToast,
} from 'sonner';
import { useDocumentDirection } from '../lib/use-document-direction';
import { useMediaQuery } from '../lib/use-media-query';
import { useOptionalSidebar } from './sidebar';

/** The general toast setting: a toast without a type stays 2 s. */
export const TOAST_DEFAULT_DURATION = 2000;
export const TOAST_SUCCESS_DURATION = 2000;
export const TOAST_ERROR_DURATION = 4000;
/** Loading toasts stay until dismissed or settled. */
export const TOAST_LOADING_DURATION = Number.POSITIVE_INFINITY;
/** At most this many toasts show at once; a new one dismisses the oldest. */
export const TOAST_LIMIT = 20;

export type ToastId = string | number;
export type ToastOptions = ExternalToast;
type ToastMessage = React.ReactNode;

export type ToastPromiseMessages<Data> = {
  loading: ToastMessage;
  success: ToastMessage | ((data: Data) => ToastMessage);
  error: ToastMessage | ((error: unknown) => ToastMessage);
};

/** Dismisses the oldest toasts so that one more still fits under the limit. */
function makeRoomForOneMore(id: ToastId | undefined): void {
  const active = sonnerToast.getToasts();
  if (id !== undefined && active.some((shown) => shown.id === id)) return;
  const excess = active.length - TOAST_LIMIT + 1;
  for (const oldest of active.slice(0, Math.max(0, excess))) sonnerToast.dismiss(oldest.id);
}

function withDuration(duration: number, options: ToastOptions | undefined): ToastOptions {
  makeRoomForOneMore(options?.id);
  return { duration, ...options };
}

function resolveMessage<Input>(
  message: ToastMessage | ((input: Input) => ToastMessage),
  input: Input,
): ToastMessage {
  return typeof message === 'function' ? message(input) : message;
}

function promiseToast<Data>(
  promise: Promise<Data> | (() => Promise<Data>),
  messages: ToastPromiseMessages<Data>,
  options?: ToastOptions,
): { id: ToastId; unwrap: () => Promise<Data> } {
  const id = toast.loading(messages.loading, options);
  const settled = typeof promise === 'function' ? promise() : promise;
  settled.then(
    (data) => toast.success(resolveMessage(messages.success, data), { ...options, id }),
    (error: unknown) => toast.error(resolveMessage(messages.error, error), { ...options, id }),
  );
  return { id, unwrap: () => settled };
}

/**
 * Shows toasts in the `<Toaster>`: a blank toast lasts 2 s, success 2 s, error 4 s, loading until dismissed.
 * `toast.promise` shows a loading toast that turns into success or error when the promise settles.
 */
export const toast = Object.assign(
  (message: ToastMessage, options?: ToastOptions): ToastId =>
    sonnerToast(message, withDuration(TOAST_DEFAULT_DURATION, options)),
  {
    success: (message: ToastMessage, options?: ToastOptions): ToastId =>
      sonnerToast.success(message, withDuration(TOAST_SUCCESS_DURATION, options)),
    error: (message: ToastMessage, options?: ToastOptions): ToastId =>
      sonnerToast.error(message, withDuration(TOAST_ERROR_DURATION, options)),
    loading: (message: ToastMessage, options?: ToastOptions): ToastId =>
      sonnerToast.loading(message, withDuration(TOAST_LOADING_DURATION, options)),
    custom: (render: (id: ToastId) => React.ReactElement, options?: ToastOptions): ToastId =>
      sonnerToast.custom(render, withDuration(TOAST_DEFAULT_DURATION, options)),
    promise: promiseToast,
    /** Dismisses one toast, or every toast without an id. */
    dismiss: (id?: ToastId): ToastId | undefined => sonnerToast.dismiss(id),
    /** The toasts currently shown (not dismissed), oldest first. */
    active: () => sonnerToast.getToasts(),
  },
);

/** Sonner's colours mapped onto the theme tokens, so toasts follow the `.dark` class. */
const themeVariables = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'color-mix(in oklch, var(--success) 12%, var(--popover))',
  '--success-text': 'var(--foreground)',
  '--success-border': 'color-mix(in oklch, var(--success) 45%, var(--popover))',
  '--error-bg': 'color-mix(in oklch, var(--destructive) 12%, var(--popover))',
  '--error-text': 'var(--foreground)',
  '--error-border': 'color-mix(in oklch, var(--destructive) 45%, var(--popover))',
} as React.CSSProperties;

export type ToasterProps = Omit<SonnerToasterProps, 'position' | 'visibleToasts' | 'duration'> & {
  /**
   * The width in px the page keeps for the sidebar (`sidebarOffset`); toasts center over the
   * content beside it. Defaults to the shared sidebar's.
   */
  sidebarWidth?: number;
};

/** Sonner's own breakpoint (its styles.css), below which toasts take the screen's width. */
const SONNER_FULL_WIDTH_QUERY = '(max-width: 600px)';

/** The space between a phone's toasts and the sides of the page beside the rail, in px. */
const FULL_WIDTH_GAP = 16;

/** Where toasts appear: top-center of the content area, at most 20 at once. */
export function Toaster({
  sidebarWidth,
  style,
  toastOptions,
  richColors = true,
  dir,
  ...props
}: ToasterProps) {
  const sharedSidebar = useOptionalSidebar();
  const offset = sidebarWidth ?? sharedSidebar?.offset ?? 0;
  // Up to this width Sonner spans the toasts across the whole screen (over the sidebar's rail,
  // hiding its buttons). There they span the page beside the rail instead: the toaster keeps
  // between the rail and the other edge, and each toast fills it.
  const fullWidth = useMediaQuery(SONNER_FULL_WIDTH_QUERY);
  // Right-to-left the sidebar sits at the right edge: the toasts keep clear of it on that side.
  const documentDirection = useDocumentDirection();
  const direction = dir === 'ltr' || dir === 'rtl' ? dir : documentDirection;
  const rtl = direction === 'rtl';
  const startGap = `${offset + FULL_WIDTH_GAP}px`;
  const endGap = `${FULL_WIDTH_GAP}px`;
  return (
    <SonnerToaster
      position="top-center"
      duration={TOAST_DEFAULT_DURATION}
      visibleToasts={TOAST_LIMIT}
      richColors={richColors}
      dir={direction}
      style={{
        ...themeVariables,
        // Sonner sets a system font stack of its own on the toaster; toasts use the page's font.
        fontFamily: 'inherit',
        ...(fullWidth
          ? {
              left: rtl ? endGap : startGap,
              right: rtl ? startGap : endGap,
              width: 'auto',
            }
          : { left: `calc(50% ${rtl ? '-' : '+'} ${offset / 2}px)` }),
        ...style,
      }}
      toastOptions={
        fullWidth
          ? { ...toastOptions, style: { width: '100%', ...toastOptions?.style } }
          : toastOptions
      }
      {...props}
    />
  );
}
