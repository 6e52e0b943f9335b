import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@console/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Why a row cannot be deleted now, known before asking the server (a goal that still has
 * challenges): the list says so instead of offering a Delete that the server would refuse.
 */
export interface DeleteBlock {
  /** What stands in the way, e.g. "This goal still has 7 challenges. Delete them or move them…". */
  reason: string;
  /**
   * What the admin can do about it: a link to where they can (the goal's challenges), or, when
   * they may not do it themselves, who can.
   */
  wayOut: { href: string; label: string } | { note: string };
}

/** The dialog a blocked delete opens: the reason and the way out, and no Delete button. */
export function DeleteBlockedDialog({
  name,
  block,
  onClose,
  returnFocus,
}: {
  /** The row's label. */
  name: string;
  block: DeleteBlock | null;
  onClose(): void;
  /**
   * Where focus goes when it closes and its opener (the row's menu item) is gone: given that
   * opener, the row's actions button (`rowFocusTarget`).
   */
  returnFocus?: (opener: HTMLElement | null) => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation('resource');
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      open={block !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        closeLabel={t('common:actions.close')}
        onOpenAutoFocus={() => {
          const focused = document.activeElement;
          opener.current = focused instanceof HTMLElement ? focused : null;
        }}
        onCloseAutoFocus={(event) => {
          // A connected opener gets focus back from the dialog itself.
          if (opener.current?.isConnected) return;
          const target = returnFocus?.(opener.current);
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('deleteBlocked.title', { name })}</DialogTitle>
          <DialogDescription>{block?.reason}</DialogDescription>
        </DialogHeader>
        {block && 'note' in block.wayOut ? <p className="text-sm">{block.wayOut.note}</p> : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
          {block && 'href' in block.wayOut ? (
            <Button asChild>
              <Link to={block.wayOut.href}>{block.wayOut.label}</Link>
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
