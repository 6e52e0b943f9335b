import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

afterEach(cleanup);

const languages = [
  { value: 'en-US', label: 'English' },
  { value: 'de-DE', label: 'Deutsch' },
];

describe('the header switchers', () => {
  it('name the open theme menu by its label, the trigger by its label and the choice', () => {
    render(<ThemeSwitcher value="system" onValueChange={() => {}} defaultOpen />);
    expect(screen.getByRole('menu', { name: 'Theme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeTruthy();
  });

  it('take the translated label for the menu too', () => {
    render(
      <ThemeSwitcher
        value="dark"
        onValueChange={() => {}}
        labels={{ label: 'Design', dark: 'Dunkel' }}
        defaultOpen
      />,
    );
    expect(screen.getByRole('menu', { name: 'Design' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Design: Dunkel' })).toBeTruthy();
  });

  it('name the open language menu by its label', () => {
    render(
      <LanguageSwitcher
        options={languages}
        value="de-DE"
        onValueChange={() => {}}
        label="Sprache"
        defaultOpen
      />,
    );
    expect(screen.getByRole('menu', { name: 'Sprache' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sprache: Deutsch' })).toBeTruthy();
  });
});
