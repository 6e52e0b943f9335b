import { Languages } from 'lucide-react';
import type * as React from 'react';
import { ChoiceMenu } from './choice-menu';

export type LanguageOption = {
  /** A BCP 47 tag such as `de-DE`. */
  value: string;
  /** The language's own name, e.g. "Deutsch". */
  label: string;
};

export type LanguageSwitcherProps = Omit<
  React.ComponentProps<'button'>,
  'value' | 'onChange' | 'children'
> & {
  options: readonly LanguageOption[];
  value: string;
  onValueChange: (language: string) => void;
  /** The menu's accessible name. */
  label?: string;
  /** Whether the menu is open (controlled); leave undefined to let the menu manage it. */
  open?: boolean;
  /** Open the menu on first render; uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close (trigger, Escape, a choice, a click outside). */
  onOpenChange?: (open: boolean) => void;
};

/** Chooses the interface language; the app loads the translations and sets `<html lang>`. */
export function LanguageSwitcher({
  options,
  value,
  onValueChange,
  label = 'Language',
  ...props
}: LanguageSwitcherProps) {
  return (
    <ChoiceMenu
      slot="language-switcher"
      label={label}
      value={value}
      onValueChange={onValueChange}
      choices={options.map((option) => ({ ...option, lang: option.value }))}
      triggerIcon={<Languages />}
      showCurrentLabel
      {...props}
    />
  );
}
