import { Monitor, Moon, Sun } from 'lucide-react';
import type * as React from 'react';
import { ChoiceMenu } from './choice-menu';

export type ThemePreference = 'light' | 'dark' | 'system';

export type ThemeSwitcherLabels = { label: string } & Record<ThemePreference, string>;

export const defaultThemeSwitcherLabels: ThemeSwitcherLabels = {
  label: 'Theme',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

const themeIcons: Record<ThemePreference, React.ReactNode> = {
  light: <Sun />,
  dark: <Moon />,
  system: <Monitor />,
};

const themeOrder: readonly ThemePreference[] = ['light', 'dark', 'system'];

export type ThemeSwitcherProps = Omit<
  React.ComponentProps<'button'>,
  'value' | 'onChange' | 'children'
> & {
  value: ThemePreference;
  onValueChange: (theme: ThemePreference) => void;
  labels?: Partial<ThemeSwitcherLabels>;
  /** Whether the menu is open (controlled); leave undefined to let the menu manage it. */
  open?: boolean;
  /** Open the menu on first render; uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close (trigger, Escape, a choice, a click outside). */
  onOpenChange?: (open: boolean) => void;
};

/** Chooses light, dark or the system's theme; the app stores and applies the choice. */
export function ThemeSwitcher({ value, onValueChange, labels, ...props }: ThemeSwitcherProps) {
  const text = { ...defaultThemeSwitcherLabels, ...labels };
  return (
    <ChoiceMenu
      slot="theme-switcher"
      label={text.label}
      value={value}
      onValueChange={onValueChange}
      choices={themeOrder.map((theme) => ({
        value: theme,
        label: text[theme],
        icon: themeIcons[theme],
      }))}
      triggerIcon={themeIcons[value]}
      {...props}
    />
  );
}
