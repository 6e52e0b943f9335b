import { IconButton } from '@console/ui';
import { SearchIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadable } from '../../preloadable';

// Loaded when first opened only: nothing of the palette is part of the first paint.
const CommandPalette = preloadable(() => import('./palette'));

/**
 * The header's button that opens the command palette (the only way on a phone or a tablet, which
 * have no Ctrl/Cmd+K). The shell holds the open state and hears Ctrl/Cmd+K anywhere in the console.
 */
export default function CommandPaletteLauncher({
  open,
  onOpenChange,
  onSignOut,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSignOut(): void;
}) {
  const { t } = useTranslation('shell');
  // The palette's code is fetched once it is first wanted, and then kept mounted.
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);

  return (
    <>
      <IconButton
        label={t('header.commandPalette')}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        // Like the header's switchers: muted, and as narrow on a phone.
        className="text-muted-foreground max-sm:w-8"
        onClick={() => onOpenChange(true)}
      >
        <SearchIcon />
      </IconButton>
      {requested ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={onOpenChange} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </>
  );
}
