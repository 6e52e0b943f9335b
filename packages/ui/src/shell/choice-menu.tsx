import type * as React from 'react';
import { buttonVariants } from '../components/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../components/dropdown-menu';
import { cn } from '../lib/cn';

export type Choice<Value extends string> = {
  value: Value;
  label: string;
  icon?: React.ReactNode;
  /** Language tag of the label, so screen readers pronounce "Deutsch" in German. */
  lang?: string;
};

export type ChoiceMenuProps<Value extends string> = Omit<
  React.ComponentProps<'button'>,
  'value' | 'onChange' | 'children'
> & {
  choices: readonly Choice<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** The open menu's accessible name, e.g. "Theme"; the trigger reads it with the current choice. */
  label: string;
  /** The trigger's icon. */
  triggerIcon: React.ReactNode;
  /** Show the current choice's label next to the icon (it is always in the accessible name). */
  showCurrentLabel?: boolean;
  /** Whether the menu is open (controlled); leave undefined to let the menu manage it. */
  open?: boolean;
  /** Open the menu on first render (e.g. to review it in a story); uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close (trigger, Escape, a choice, a click outside). */
  onOpenChange?: (open: boolean) => void;
  slot: string;
};

/** A trigger button with a menu of mutually exclusive choices (the header's switchers). */
export function ChoiceMenu<Value extends string>({
  choices,
  value,
  onValueChange,
  label,
  triggerIcon,
  showCurrentLabel = false,
  open,
  defaultOpen,
  onOpenChange,
  slot,
  className,
  ...props
}: ChoiceMenuProps<Value>) {
  const current = choices.find((choice) => choice.value === value);
  return (
    <DropdownMenu modal={false} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          data-slot={slot}
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'sm' }),
            'h-9 px-2 text-muted-foreground data-[state=open]:bg-accent sm:px-2.5',
            className,
          )}
          {...props}
        >
          <span aria-hidden="true" className="contents">
            {triggerIcon}
          </span>
          {/* The name reads "Language: Deutsch"; the visible part of it stays inside the name. */}
          <span className="sr-only">{current ? `${label}: ` : label}</span>
          {current ? (
            // Below 1024 px the icon alone: the header's welcome line needs the room (a tablet
            // beside the expanded sidebar leaves "Bem-vindo de volta, …" ~130 px otherwise).
            <span lang={current.lang} className={showCurrentLabel ? 'max-lg:sr-only' : 'sr-only'}>
              {current.label}
            </span>
          ) : null}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        data-slot={`${slot}-content`}
        align="end"
        sideOffset={6}
        // Named "Theme", not after its trigger ("Theme: System"), which Radix points it at.
        aria-labelledby={undefined}
        aria-label={label}
        className="min-w-40"
      >
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => {
            const chosen = choices.find((choice) => choice.value === next);
            if (chosen) onValueChange(chosen.value);
          }}
        >
          {choices.map((choice) => (
            <DropdownMenuRadioItem
              key={choice.value}
              value={choice.value}
              lang={choice.lang}
              data-slot={`${slot}-item`}
            >
              {choice.icon ? (
                <span aria-hidden="true" className="contents">
                  {choice.icon}
                </span>
              ) : null}
              {choice.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
