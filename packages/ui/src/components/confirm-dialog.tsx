import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { FormControl, FormField } from './form-field';
import { Input } from './input';
import { dialogBody, dialogFooter, dialogOverlay, dialogPanel, dialogTitle } from './styles';
import { Textarea } from './textarea';
import { useControllableState } from './use-controllable-state';
import { useReturnFocus } from './use-return-focus';
import { useScrollingTabStop } from './use-scrolling-tab-stop';

export type ConfirmDialogResult = {
  /** The trimmed reason when the dialog asks for one, otherwise undefined. */
  reason: string | undefined;
};

type ConfirmDialogOwnProps = {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Element that opens the dialog, e.g. a button; rendered as the dialog's trigger. */
  trigger?: React.ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `destructive` paints the confirm button red, for deleting or banning. */
  variant?: 'default' | 'destructive';
  confirmLabel?: React.ReactNode;
  cancelLabel?: React.ReactNode;
  /** When set, the confirm button stays disabled until the user types exactly this text. */
  confirmationText?: string;
  /** Label of the typed-confirmation input; defaults to `Type "<text>" to confirm`. */
  confirmationLabel?: React.ReactNode;
  /** When set, a reason textarea with this label is shown and its text passed to `onConfirm`. */
  reasonLabel?: React.ReactNode;
  /** The reason must not be blank to confirm. */
  reasonRequired?: boolean;
  reasonPlaceholder?: string;
  /**
   * Runs the action. While a returned promise is pending the dialog shows a busy confirm button
   * and cannot be closed; when it resolves the dialog closes, when it rejects the dialog stays
   * open and shows the error's message.
   */
  onConfirm: (result: ConfirmDialogResult) => unknown;
  /** Extra content between the description and the inputs, e.g. a summary of what is affected. */
  children?: React.ReactNode;
  /**
   * Where focus goes when the dialog closes and the element that opened it is gone, e.g. the next
   * row's button after the row was deleted; without one, focus falls to the page's body. It is
   * given that opener (detached from the page, or null when focus was on the body at opening).
   */
  fallbackFocus?: (opener: HTMLElement | null) => HTMLElement | null | undefined;
};

/**
 * Its own props, then those of the dialog's panel, Radix's `AlertDialog.Content` (`id`, `aria-*`,
 * `data-*`, `className`, its focus and Escape handlers, which run before the dialog's own).
 */
export type ConfirmDialogProps = ConfirmDialogOwnProps &
  Omit<
    React.ComponentProps<typeof AlertDialogPrimitive.Content>,
    keyof ConfirmDialogOwnProps | 'asChild' | 'forceMount'
  >;

function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'The action failed.';
}

/**
 * Asks the user to confirm an action, optionally with typed confirmation text and a reason.
 * It is an alert dialog: focus is trapped inside, Escape and Cancel close it, clicking outside
 * does not.
 */
export function ConfirmDialog({
  title,
  description,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  variant = 'default',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmationText,
  confirmationLabel,
  reasonLabel,
  reasonRequired = false,
  reasonPlaceholder,
  onConfirm,
  children,
  fallbackFocus,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: ConfirmDialogProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const [typed, setTyped] = React.useState('');
  const [reason, setReason] = React.useState('');
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | undefined>();
  const typedInputRef = React.useRef<HTMLInputElement>(null);
  const reasonInputRef = React.useRef<HTMLTextAreaElement>(null);
  const confirmButtonRef = React.useRef<HTMLButtonElement>(null);
  const scrollingBody = useScrollingTabStop<HTMLDivElement>();

  React.useEffect(() => {
    if (open) return;
    setTyped('');
    setReason('');
    setError(undefined);
  }, [open]);

  // The confirm button was disabled while the action ran, which dropped keyboard focus; give it
  // back so the user can read the error and retry or cancel.
  React.useEffect(() => {
    if (error !== undefined) confirmButtonRef.current?.focus();
  }, [error]);

  const typedMatches = confirmationText === undefined || typed === confirmationText;
  const reasonGiven = reasonLabel === undefined || !reasonRequired || reason.trim() !== '';
  const canConfirm = typedMatches && reasonGiven && !pending;

  const returnFocus = useReturnFocus({
    onOpenAutoFocus: (event) => {
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const firstInput = typedInputRef.current ?? reasonInputRef.current;
      if (!firstInput) return;
      event.preventDefault();
      firstInput.focus();
    },
    onCloseAutoFocus,
    fallback: fallbackFocus,
  });
  const handleOpenChange = (next: boolean) => {
    if (pending && !next) return;
    setOpen(next);
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles events through portals: rendered inside another form (a page form's
    // "Leave without saving?"), confirming would submit that form too.
    event.stopPropagation();
    if (!canConfirm) return;
    setPending(true);
    setError(undefined);
    try {
      await onConfirm({ reason: reasonLabel === undefined ? undefined : reason.trim() });
      setOpen(false);
    } catch (caught) {
      setError(errorMessageOf(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? (
        <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      ) : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay
          data-slot="confirm-dialog-overlay"
          className={dialogOverlay}
        />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          data-variant={variant}
          className={cn(dialogPanel, className)}
          // Without a description, say so explicitly rather than point at a missing element.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          {...props}
          {...returnFocus}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (pending) event.preventDefault();
          }}
        >
          <form className="flex min-h-0 flex-col gap-4" onSubmit={handleSubmit} noValidate>
            <div
              ref={scrollingBody.ref}
              tabIndex={scrollingBody.tabIndex}
              data-slot="confirm-dialog-body"
              className={cn(dialogBody, 'flex flex-col gap-4')}
            >
              <div data-slot="confirm-dialog-header" className="flex flex-col gap-2">
                <AlertDialogPrimitive.Title
                  data-slot="confirm-dialog-title"
                  className={dialogTitle}
                >
                  {title}
                </AlertDialogPrimitive.Title>
                {description === undefined ? null : (
                  <AlertDialogPrimitive.Description
                    data-slot="confirm-dialog-description"
                    className="text-sm text-muted-foreground"
                  >
                    {description}
                  </AlertDialogPrimitive.Description>
                )}
              </div>
              {children}
              {confirmationText === undefined ? null : (
                <FormField
                  label={confirmationLabel ?? `Type "${confirmationText}" to confirm`}
                  data-slot="confirm-dialog-confirmation"
                >
                  <FormControl>
                    <Input
                      ref={typedInputRef}
                      value={typed}
                      onChange={(event) => setTyped(event.target.value)}
                      autoComplete="off"
                      spellCheck={false}
                      disabled={pending}
                    />
                  </FormControl>
                </FormField>
              )}
              {reasonLabel === undefined ? null : (
                <FormField
                  label={reasonLabel}
                  required={reasonRequired}
                  data-slot="confirm-dialog-reason"
                >
                  <FormControl>
                    <Textarea
                      ref={reasonInputRef}
                      value={reason}
                      placeholder={reasonPlaceholder}
                      onChange={(event) => setReason(event.target.value)}
                      disabled={pending}
                    />
                  </FormControl>
                </FormField>
              )}
            </div>
            {error === undefined ? null : (
              <p
                data-slot="confirm-dialog-error"
                role="alert"
                className="text-sm font-medium text-destructive"
              >
                {error}
              </p>
            )}
            <div data-slot="confirm-dialog-footer" className={dialogFooter}>
              <AlertDialogPrimitive.Cancel asChild>
                <Button variant="outline" disabled={pending}>
                  {cancelLabel}
                </Button>
              </AlertDialogPrimitive.Cancel>
              <Button
                ref={confirmButtonRef}
                type="submit"
                data-slot="confirm-dialog-confirm"
                variant={variant === 'destructive' ? 'destructive' : 'default'}
                disabled={!canConfirm}
                loading={pending}
              >
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
