import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type * as React from 'react';
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
  /** The menu's accessible name, e.g. "Theme". */
  label: string;
  /** The trigger's icon. */
  triggerIcon: React.ReactNode;
  /** Show the current choice's label next to the icon (it is always in the accessible name). */
  showCurrentLabel?: boolean;
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
  slot,
  className,
  ...props
}: ChoiceMenuProps<Value>) {
  const current = choices.find((choice) => choice.value === value);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          data-slot={slot}
          className={cn(
            'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-accent [&_svg]:size-4 [&_svg]:shrink-0',
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
            <span lang={current.lang} className={showCurrentLabel ? undefined : 'sr-only'}>
              {current.label}
            </span>
          ) : null}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot={`${slot}-content`}
          align="end"
          sideOffset={6}
          aria-label={label}
          className="z-50 min-w-40 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.RadioGroup
            value={value}
            onValueChange={(next) => {
              const chosen = choices.find((choice) => choice.value === next);
              if (chosen) onValueChange(chosen.value);
            }}
          >
            {choices.map((choice) => (
              <DropdownMenu.RadioItem
                key={choice.value}
                value={choice.value}
                lang={choice.lang}
                data-slot={`${slot}-item`}
                className="relative flex h-8 cursor-default select-none items-center gap-2 rounded-sm pr-8 pl-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4"
              >
                {choice.icon ? (
                  <span aria-hidden="true" className="contents">
                    {choice.icon}
                  </span>
                ) : null}
                {choice.label}
                <DropdownMenu.ItemIndicator className="absolute right-2 inline-flex">
                  <Check aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
