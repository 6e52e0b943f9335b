import { ConfirmDialog, Dialog, DialogContent, type DialogContentProps } from '@console/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

interface FormDialogContextValue {
  /** The form inside says whether it holds unsaved changes. */
  reportDirty(dirty: boolean): void;
  /** Closes the dialog, asking first when the form holds unsaved changes. */
  requestClose(): void;
}

const FormDialogContext = createContext<FormDialogContextValue | null>(null);

export type FormDialogProps = Omit<DialogContentProps, 'children' | 'closeLabel'> & {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The close button's name, in the admin's language (the kit says "Close" otherwise). */
  closeLabel: string;
  children: React.ReactNode;
};

/**
 * A dialog holding a form. Closing it (Escape, a click outside, the close button, the form's
 * Cancel through `useFormDialog().requestClose`) while the form holds unsaved changes asks first
 * with the "Leave without saving?" confirmation that guards form pages: Stay keeps the dialog
 * and what was typed, Leave closes it. A clean form closes at once; the form closes it without
 * asking after a save by setting `open` itself. The form says whether it is dirty with
 * `useFormDialog(dirty)`.
 */
export function FormDialog({
  open,
  onOpenChange,
  closeLabel,
  children,
  ...content
}: FormDialogProps) {
  const { t } = useTranslation('resource');
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const latestOnOpenChange = useRef(onOpenChange);
  latestOnOpenChange.current = onOpenChange;

  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else latestOnOpenChange.current(false);
  }, []);
  const context = useMemo<FormDialogContextValue>(
    () => ({
      reportDirty: (value) => {
        dirty.current = value;
      },
      requestClose,
    }),
    [requestClose],
  );
  useEffect(() => {
    if (!open) setAsking(false);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
      <DialogContent closeLabel={closeLabel} {...content}>
        <FormDialogContext.Provider value={context}>{children}</FormDialogContext.Provider>
        <ConfirmDialog
          open={asking}
          onOpenChange={(next) => {
            if (!next) setAsking(false);
          }}
          variant="destructive"
          title={t('unsaved.title')}
          description={t('unsaved.description')}
          confirmLabel={t('unsaved.leave')}
          cancelLabel={t('unsaved.stay')}
          onConfirm={() => {
            dirty.current = false;
            latestOnOpenChange.current(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * For a form inside a `FormDialog`: reports whether it holds unsaved changes, and answers the
 * dialog's `requestClose` for its Cancel button (undefined outside a `FormDialog`).
 */
export function useFormDialog(dirty: boolean): { requestClose: (() => void) | undefined } {
  const context = useContext(FormDialogContext);
  const reportDirty = context?.reportDirty;
  useEffect(() => {
    if (!reportDirty) return;
    reportDirty(dirty);
    return () => reportDirty(false);
  }, [reportDirty, dirty]);
  return { requestClose: context?.requestClose };
}
