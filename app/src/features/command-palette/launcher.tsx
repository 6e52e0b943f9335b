import { lazy, Suspense, useEffect, useState } from 'react';
import { isPaletteShortcut } from './shortcut';

// Loaded on the first Ctrl/Cmd+K only: nothing of the palette is part of the first paint.
const CommandPalette = lazy(() => import('./palette'));

/** Listens for Ctrl/Cmd+K anywhere in the console and opens the command palette. */
export default function CommandPaletteLauncher({ onSignOut }: { onSignOut(): void }) {
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

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onOpenChange={setOpen} onSignOut={onSignOut} />
    </Suspense>
  );
}
