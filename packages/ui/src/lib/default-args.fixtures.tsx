/**
 * Story helper for uncontrolled props: `defaultOpen`, `defaultValue`, `defaultCollapsed`… are read
 * on the first render only, so changing such a control in Storybook would change nothing. The
 * decorator remounts the story whenever one of them changes, so the control takes effect; other
 * controls still update the mounted story in place.
 */
import type { Decorator } from '@storybook/react-vite';

const uncontrolledProp = /^default[A-Z]/;

/** The values of a story's `default*` args, as a React key: the same values give the same key. */
export function defaultArgsKey(args: Readonly<Record<string, unknown>>): string {
  const defaults = Object.keys(args)
    .filter((name) => uncontrolledProp.test(name))
    .sort()
    .map((name) => [name, args[name]]);
  try {
    return JSON.stringify(defaults);
  } catch {
    // A value JSON cannot write (circular): its names and types still key the story.
    return defaults.map(([name, value]) => `${name}:${typeof value}:${String(value)}`).join('|');
  }
}

/** Remounts the story when a `default*` arg changes (registered for every story in preview). */
export const withRemountOnDefaultArgs: Decorator = (Story, context) => (
  <Story key={defaultArgsKey(context.args)} />
);
