import { usePermissions, useTheme } from '@console/admin-core/react';
import {
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  MAIN_CONTENT_ID,
} from '@console/ui';
import { SearchIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  filterCommands,
  moveHighlight,
  type PaletteCommand,
  paletteCreationsFor,
  palettePages,
  searchableSources,
} from './commands';
import { useRecordSearch } from './record-search';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSignOut(): void;
}

const groupOrder = ['pages', 'records', 'actions'] as const;

/**
 * The command palette: pages the admin may open, records found by the list endpoints the admin may
 * read, and actions. An ARIA combobox: the text box owns the list box, arrows move the highlight,
 * Enter runs it, Escape closes. Closed, it gives focus back to what had it before it opened, or,
 * when it opened a page, to the page's content.
 */
export default function CommandPalette({ open, onOpenChange, onSignOut }: CommandPaletteProps) {
  const { t } = useTranslation(['command-palette', 'shell']);
  const navigate = useNavigate();
  const { user, isSuperUser, hasPermission } = usePermissions();
  const { resolvedTheme, setTheme } = useTheme();
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const openedPage = useRef(false);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const sources = useMemo(
    () => searchableSources(hasPermission, isSuperUser),
    [hasPermission, isSuperUser],
  );
  const records = useRecordSearch(text, sources);

  const commands = useMemo(() => {
    const pages: PaletteCommand[] = palettePages(user).map((page) => ({
      id: `page:${page.path}`,
      group: 'pages',
      label: t(`shell:${page.labelKey}`),
      keywords: page.path,
      href: page.path,
    }));
    const actions: PaletteCommand[] = [
      ...paletteCreationsFor(user).map(({ id, href }) => ({
        id: `action:${id}`,
        group: 'actions' as const,
        label: t(`actions.${id}`),
        href,
      })),
      {
        id: 'action:toggleTheme',
        group: 'actions',
        label: t('actions.toggleTheme'),
        run: () => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark'),
      },
      { id: 'action:signOut', group: 'actions', label: t('actions.signOut'), run: onSignOut },
    ];
    const found: PaletteCommand[] = (text.trim() ? (records.data ?? []) : []).map((record) => ({
      id: `record:${record.source}:${record.id}`,
      group: 'records',
      label: record.label,
      hint: t(`sources.${record.source}`),
      href: record.href,
    }));
    const matching = filterCommands([...pages, ...found, ...actions], text);
    // Shown, and walked by the arrows, group by group.
    return groupOrder.flatMap((group) => matching.filter((command) => command.group === group));
  }, [user, t, resolvedTheme, setTheme, onSignOut, text, records.data]);

  const active = Math.min(highlight, Math.max(0, commands.length - 1));

  useEffect(() => {
    if (!open) {
      setText('');
      setHighlight(0);
    }
  }, [open]);

  useEffect(() => {
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const runCommand = (command: PaletteCommand | undefined) => {
    if (!command) return;
    openedPage.current = 'href' in command;
    onOpenChange(false);
    if ('href' in command) void navigate(command.href);
    else command.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      runCommand(commands[active]);
      return;
    }
    // Home/End stay in the text box; only the arrows move through the list.
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const next = moveHighlight(event.key, active, commands.length);
    if (next === null) return;
    event.preventDefault();
    setHighlight(next);
  };

  const searching = records.isFetching && text.trim() !== '';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[20%] translate-y-0 gap-0 p-0 sm:max-w-xl"
        closeLabel={t('close')}
        showCloseButton={false}
        // Focused here rather than with autoFocus, which took focus before the dialog noted
        // what had it (to give it back on close), so Escape left the keyboard on the page's body.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!openedPage.current) return;
          openedPage.current = false;
          // A new page: the keyboard starts at its content, as after the skip link.
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
        }}
      >
        <DialogTitle className="sr-only">{t('title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('instructions')}</DialogDescription>
        <div className="flex items-center gap-2 border-b px-3">
          <SearchIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          <input
            ref={input}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={commands.length > 0 ? optionId(active) : undefined}
            aria-label={t('placeholder')}
            placeholder={t('placeholder')}
            className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setHighlight(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={t('results')}
          className="max-h-80 overflow-y-auto p-2"
        >
          {groupOrder.map((group) => {
            const items = commands
              .map((command, index) => ({ command, index }))
              .filter(({ command }) => command.group === group);
            if (items.length === 0) return null;
            const headingId = `${listId}-${group}`;
            return (
              // A listbox's groups are ARIA groups: a fieldset is not allowed inside a listbox.
              // biome-ignore lint/a11y/useSemanticElements: see above
              <div key={group} role="group" aria-labelledby={headingId} className="mb-2">
                <div
                  id={headingId}
                  role="presentation"
                  className="px-2 py-1 text-xs font-medium text-muted-foreground"
                >
                  {t(`groups.${group}`)}
                </div>
                {items.map(({ command, index }) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box handles the keys (aria-activedescendant)
                  <div
                    key={command.id}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    className={cn(
                      'flex cursor-pointer items-center justify-between gap-3 rounded-md px-2 py-2 text-sm',
                      index === active && 'bg-accent text-accent-foreground',
                    )}
                    onMouseMove={() => setHighlight(index)}
                    onClick={() => runCommand(command)}
                  >
                    <span className="truncate">{command.label}</span>
                    {command.hint ? (
                      <span className="shrink-0 text-xs text-muted-foreground">{command.hint}</span>
                    ) : null}
                  </div>
                ))}
              </div>
            );
          })}
          {commands.length === 0 && !searching ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t('empty')}</p>
          ) : null}
        </div>
        <p aria-live="polite" className="border-t px-3 py-2 text-xs text-muted-foreground">
          {searching ? t('searching') : t('hint')}
        </p>
      </DialogContent>
    </Dialog>
  );
}
