import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { withRemountOnDefaultArgs } from '../packages/ui/src/lib/default-args.fixtures';
import { withDirection } from '../packages/ui/src/lib/direction.fixtures';
import '../packages/ui/src/styles.css';

type Theme = 'light' | 'dark';

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as Theme;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  }, [theme]);
  return (
    <div className="bg-background text-foreground">
      <Story />
    </div>
  );
};

/**
 * The toolbar's Direction: right-to-left wraps the story as `withDirection` does (`dir` on its root
 * and on <html>); left-to-right renders it as it is, so no story gains a wrapper by default.
 */
const withToolbarDirection: Decorator = (Story, context) =>
  context.globals.direction === 'rtl' ? withDirection(Story, context) : <Story />;

const preview: Preview = {
  // The first is innermost: a remount for a changed `default*` control stays inside the others.
  decorators: [withRemountOnDefaultArgs, withTheme, withToolbarDirection],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
