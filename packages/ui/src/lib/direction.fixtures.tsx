/**
 * Story helpers for right-to-left: a decorator that renders a story in a direction, and checks that
 * read where a part sits and whether an icon is mirrored.
 */
import type { Decorator } from '@storybook/react-vite';
import * as React from 'react';

export type StoryDirection = 'ltr' | 'rtl';

function DirectionRoot({
  dir,
  lang,
  children,
}: {
  dir: StoryDirection;
  lang?: string;
  children: React.ReactNode;
}) {
  // Portalled parts (dialogs, menus, tooltips, toasts) render outside the story: they take the
  // direction of the page, as in an app that sets `dir` on <html>.
  React.useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute('dir');
    root.setAttribute('dir', dir);
    return () => {
      if (previous === null) root.removeAttribute('dir');
      else root.setAttribute('dir', previous);
    };
  }, [dir]);
  return (
    <div dir={dir} lang={lang}>
      {children}
    </div>
  );
}

/**
 * Renders the story in the story's `direction` parameter, else the `direction` global (a toolbar
 * item), else left-to-right: `dir` on the story's root and on <html>, as an app sets it (the kit's
 * Radix parts follow the page's direction).
 */
export const withDirection: Decorator = (Story, context) => {
  const dir = (context.parameters.direction ??
    context.globals.direction ??
    'ltr') as StoryDirection;
  return (
    <DirectionRoot dir={dir} lang={context.parameters.lang as string | undefined}>
      <Story />
    </DirectionRoot>
  );
};

/** The story parameters of a right-to-left story in `lang`. */
export function rightToLeft(lang: string) {
  return { direction: 'rtl' as const, lang };
}

/**
 * Whether an element is drawn mirrored horizontally (a 180° turn or a horizontal flip), from its
 * computed transform and Tailwind 4's separate rotate and scale properties.
 */
export function isMirrored(element: Element): boolean {
  const style = getComputedStyle(element);
  const transform = style.transform === 'none' ? 1 : new DOMMatrixReadOnly(style.transform).a;
  const turn = /^(-?[\d.]+)deg$/.exec(style.rotate);
  const rotate = turn ? Math.cos((Number(turn[1]) * Math.PI) / 180) : 1;
  const scale = style.scale === 'none' ? 1 : Number(style.scale.split(' ')[0]);
  return transform * rotate * scale < 0;
}
