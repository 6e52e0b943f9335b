import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn';
import { useMergedRefs } from '../lib/use-merged-refs';
import { Popover, PopoverAnchor, PopoverContent } from './popover';
import { fieldBase, listItem } from './styles';
import { useControllableState } from './use-controllable-state';

export type ComboboxOption = {
  value: string;
  label: string;
  disabled?: boolean;
  /** Other words the option is found by, e.g. a country's code. */
  keywords?: string[];
};

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Case- and accent-insensitive "contains" on the label and the keywords. */
export function defaultComboboxFilter(option: ComboboxOption, query: string): boolean {
  const needle = normalize(query.trim());
  if (needle === '') return true;
  return [option.label, ...(option.keywords ?? [])].some((text) =>
    normalize(text).includes(needle),
  );
}

export type ComboboxProps = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'role' | 'children'
> & {
  options: ComboboxOption[];
  /** The selected option's value, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  filter?: (option: ComboboxOption, query: string) => boolean;
  /** Shown when no option matches what was typed. */
  emptyMessage?: React.ReactNode;
  /** Accessible name of the button that shows all options. */
  toggleLabel?: string;
  /** Form field name; the form receives the selected option's value, not the typed text. */
  name?: string;
  contentClassName?: string;
};

/**
 * A text box that filters a list of options as the user types (ARIA combobox with a listbox
 * popup). A click on the box opens the full list; while the box shows the selected option's label,
 * focusing it (click or Tab) selects that label so typing replaces it instead of appending to it.
 * Arrow keys move through the options, Enter picks one, Escape closes the list and restores the
 * label, and leaving the box restores the selected option's label (or clears the value if the box
 * is empty).
 * Name it with a `FormField`, `aria-labelledby` or `aria-label`; the list gets the same name.
 */
export function Combobox({
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  filter = defaultComboboxFilter,
  emptyMessage = 'No results',
  toggleLabel = 'Show options',
  contentClassName,
  className,
  disabled,
  name,
  onKeyDown,
  onBlur,
  onFocus,
  onMouseDown,
  onClick,
  ref,
  ...inputProps
}: ComboboxProps) {
  const [value, setValue] = useControllableState<string | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  /** What the user typed since the last pick; null while the box shows the selected label. */
  const [query, setQuery] = React.useState<string | null>(null);
  const [activeValue, setActiveValue] = React.useState<string | null>(null);
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  /** The caller's ref (e.g. a form library's) and the kit's own both get the input. */
  const setInputRef = useMergedRefs(inputRef, ref);
  const listboxId = `${React.useId()}listbox`;
  /** Whether the press under way is the one that focuses the box (its click then selects the label). */
  const focusingPress = React.useRef(false);
  /** Set when the box gets a new label while focused, which is then selected once rendered. */
  const selectLabelAfterRender = React.useRef(false);

  const selected = options.find((option) => option.value === value);
  // The selected label itself filters nothing: the box still showing it lists every option.
  const filtering = query !== null && query !== selected?.label;
  const visible = filtering ? options.filter((option) => filter(option, query)) : options;
  const enabled = visible.filter((option) => !option.disabled);
  const optionId = (option: ComboboxOption) => `${listboxId}-${options.indexOf(option)}`;
  /** The listbox is only shown while something matches; otherwise a "no results" note is. */
  const listShown = open && visible.length > 0;
  const active = listShown ? enabled.find((option) => option.value === activeValue) : undefined;

  const activeId = active ? optionId(active) : undefined;

  React.useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  React.useLayoutEffect(() => {
    if (!selectLabelAfterRender.current) return;
    selectLabelAfterRender.current = false;
    const input = inputRef.current;
    if (input && input === input.ownerDocument.activeElement) input.select();
  });

  /** Shows the selected label again, selected so that the next keystroke starts a new search. */
  const restoreLabel = () => {
    setQuery(null);
    selectLabelAfterRender.current = true;
  };

  const openList = (initial: 'selected' | 'last' | 'none') => {
    setOpen(true);
    const fallback = initial === 'last' ? enabled[enabled.length - 1] : enabled[0];
    const start =
      initial === 'none'
        ? undefined
        : (enabled.find((option) => option.value === value) ?? fallback);
    setActiveValue(start?.value ?? null);
  };

  const moveActive = (step: 1 | -1) => {
    if (enabled.length === 0) return;
    const index = active ? enabled.indexOf(active) : step === 1 ? -1 : enabled.length;
    const next = enabled[(index + step + enabled.length) % enabled.length];
    setActiveValue(next?.value ?? null);
  };

  const pick = (option: ComboboxOption) => {
    if (option.disabled) return;
    setValue(option.value);
    restoreLabel();
    setOpen(false);
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? 'none' : 'selected');
        else moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else moveActive(-1);
        break;
      case 'Enter':
        if (open && active) {
          event.preventDefault();
          pick(active);
        }
        break;
      case 'Escape':
        // While the list is open, its popover handles Escape (see onEscapeKeyDown below). With
        // nothing to undo, Escape is left to the page (e.g. to close a dialog).
        if (query !== null) {
          event.preventDefault();
          restoreLabel();
        }
        break;
    }
  };

  const commitTypedText = () => {
    if (query === null) return;
    const typed = query.trim();
    if (typed === '') {
      setValue(null);
    } else {
      const exact = options.find(
        (option) => !option.disabled && normalize(option.label) === normalize(typed),
      );
      if (exact) setValue(exact.value);
    }
    setQuery(null);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div ref={anchorRef} data-slot="combobox" className={cn('relative w-full', className)}>
          <input
            ref={setInputRef}
            data-slot="combobox-input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? listboxId : undefined}
            aria-activedescendant={activeId}
            disabled={disabled}
            className={cn(fieldBase, 'h-9 py-1 pe-9')}
            {...inputProps}
            value={query ?? selected?.label ?? ''}
            onChange={(event) => {
              const text = event.target.value;
              setQuery(text);
              setOpen(true);
              const firstMatch = options.find((option) => !option.disabled && filter(option, text));
              setActiveValue(firstMatch?.value ?? null);
            }}
            onKeyDown={handleKeyDown}
            onFocus={(event) => {
              onFocus?.(event);
              if (query === null) event.currentTarget.select();
            }}
            onMouseDown={(event) => {
              onMouseDown?.(event);
              focusingPress.current =
                event.currentTarget !== event.currentTarget.ownerDocument.activeElement;
            }}
            onClick={(event) => {
              onClick?.(event);
              const input = event.currentTarget;
              // The press that focused the box put the caret where it landed; a drag selection stays.
              if (
                focusingPress.current &&
                query === null &&
                input.selectionStart === input.selectionEnd
              ) {
                input.select();
              }
              focusingPress.current = false;
              if (!open) openList(selected ? 'selected' : 'none');
            }}
            onBlur={(event) => {
              onBlur?.(event);
              setOpen(false);
              commitTypedText();
            }}
          />
          <button
            type="button"
            data-slot="combobox-toggle"
            tabIndex={-1}
            aria-label={toggleLabel}
            aria-expanded={listShown}
            aria-controls={listShown ? listboxId : undefined}
            disabled={disabled}
            className="absolute inset-y-0 end-0 flex w-9 items-center justify-center text-muted-foreground disabled:opacity-50"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              inputRef.current?.focus();
              if (open) setOpen(false);
              else openList('selected');
            }}
          >
            <ChevronsUpDownIcon aria-hidden="true" className="size-4" />
          </button>
          {name === undefined ? null : (
            <input type="hidden" name={name} value={value ?? ''} disabled={disabled} />
          )}
        </div>
      </PopoverAnchor>
      <PopoverContent
        data-slot="combobox-content"
        role="presentation"
        align="start"
        className={cn('w-(--radix-popover-trigger-width) p-0', contentClassName)}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={() => {
          if (query !== null) restoreLabel();
        }}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        {visible.length === 0 ? (
          <p
            data-slot="combobox-empty"
            role="status"
            className="m-1 px-2 py-1.5 text-sm text-muted-foreground"
          >
            {emptyMessage}
          </p>
        ) : (
          // The listbox itself scrolls, not the popover around it: axe (and assistive technology)
          // know a combobox's listbox is scrolled from the input, a presentational wrapper is not.
          <div
            id={listboxId}
            role="listbox"
            data-slot="combobox-listbox"
            className="max-h-72 overflow-y-auto p-1"
            aria-label={inputProps['aria-label']}
            aria-labelledby={inputProps['aria-labelledby']}
          >
            {visible.map((option) => (
              // Options stay unfocusable on purpose: focus remains in the input, which handles the
              // keys and points at the active option with aria-activedescendant.
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={option.value}
                id={optionId(option)}
                role="option"
                data-slot="combobox-option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                data-disabled={option.disabled || undefined}
                data-highlighted={option === active || undefined}
                className={cn(listItem, 'pe-8')}
                onMouseDown={(event) => event.preventDefault()}
                onPointerMove={() => {
                  if (!option.disabled) setActiveValue(option.value);
                }}
                onClick={() => pick(option)}
              >
                {option.label}
                {option.value === value ? (
                  <CheckIcon aria-hidden="true" className="absolute end-2" />
                ) : null}
              </div>
            ))}
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
