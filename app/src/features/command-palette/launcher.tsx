import { IconButton } from '@console/ui';
import { SearchIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPaletteShortcut } from './shortcut';

// Loaded when first opened only: nothing of the palette is part of the first paint.
const CommandPalette = lazy(() => import('./palette'));

/**
 * The header's button that opens the command palette (the only way on a phone or a tablet, which
 * have no Ctrl/Cmd+K), and the Ctrl/Cmd+K listener anywhere in the console.
 */
export default function CommandPaletteLauncher({ onSignOut }: { onSignOut(): void }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setRequested(true);
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <IconButton
        label={t('header.commandPalette')}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        // Like the header's switchers: muted, and as narrow on a phone.
        className="text-muted-foreground max-sm:w-8"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <SearchIcon />
      </IconButton>
      {requested ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} onSignOut={onSignOut} />
        </Suspense>
      ) : null}
    </>
  );
}
