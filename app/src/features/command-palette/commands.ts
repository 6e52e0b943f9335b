import type { PermissionSubject } from '@console/admin-core';
import type { Permission } from '@console/contract';
import { canOpenRoute } from '../../routes/derive';
import { type ConsoleRoute, consoleRoutes } from '../../routes/table';

/** One entry of the palette: a page it opens, or an action it runs. */
export type PaletteCommand = {
  id: string;
  group: 'pages' | 'records' | 'actions';
  label: string;
  /** Shown after the label, e.g. the kind of record. */
  hint?: string;
  /** Extra words the search matches (e.g. a Telegram id). */
  keywords?: string;
} & ({ href: string } | { run(): void });

/** A page the palette can open: a route without parameters, once per path. */
export interface PalettePage {
  path: string;
  /** `nav.<key>` or `breadcrumbs.<key>` of the `shell` namespace. */
  labelKey: string;
}

/** The creation pages the palette offers as actions ("Create goal"), each under its own wording. */
export const paletteCreations = [
  { id: 'createGoal', href: '/goals/create' },
  { id: 'newLevel', href: '/levels/new' },
  { id: 'createFaq', href: '/faq/create' },
] as const;

const creationPaths: ReadonlySet<string> = new Set(paletteCreations.map(({ href }) => href));

/**
 * The pages the admin may open, from the route table: every route without a `:param` that has a
 * sidebar title or a crumb (the sidebar's title wins), `/` left out for `/dashboard` and the
 * creation pages left to the actions (listed twice, "New Level" and "New level" looked like two
 * commands).
 */
export function palettePages(
  user: PermissionSubject | null | undefined,
  routes: readonly ConsoleRoute[] = consoleRoutes,
): PalettePage[] {
  return routes.flatMap((route) => {
    if (route.path === '/' || route.path.includes(':') || creationPaths.has(route.path)) return [];
    if (!canOpenRoute(user, route)) return [];
    if (route.nav) return [{ path: route.path, labelKey: `nav.${route.nav.title}` }];
    if (route.crumb) return [{ path: route.path, labelKey: `breadcrumbs.${route.crumb}` }];
    return [];
  });
}

/** A record search the admin may run: the resource's read permission, or super user. */
export interface RecordSource {
  id: 'goals' | 'challenges' | 'faq' | 'telegramUsers' | 'users';
  /** null: super users only. */
  permission: Permission | null;
}

export const recordSources: readonly RecordSource[] = [
  { id: 'goals', permission: 'goals:read' },
  { id: 'challenges', permission: 'challenges:read' },
  { id: 'faq', permission: 'faq:read' },
  { id: 'telegramUsers', permission: 'users:read' },
  { id: 'users', permission: null },
];

export function searchableSources(
  hasPermission: (permission: Permission) => boolean,
  isSuperUser: boolean,
): RecordSource[] {
  return recordSources.filter((source) =>
    source.permission === null ? isSuperUser : hasPermission(source.permission),
  );
}

/**
 * Where a found record opens: its edit page for an admin who may change it (the edit routes need
 * the write permission too), else the list it is shown in, searched for it.
 */
export function recordHref(canEdit: boolean, editHref: string, listPath: string, q: string) {
  return canEdit ? editHref : `${listPath}?${new URLSearchParams({ q })}`;
}

/** The creations the admin may open: a creation page needs its route's access, like any page. */
export function paletteCreationsFor(
  user: PermissionSubject | null | undefined,
  routes: readonly ConsoleRoute[] = consoleRoutes,
) {
  return paletteCreations.filter(({ href }) => {
    const route = routes.find((candidate) => candidate.path === href);
    return route !== undefined && canOpenRoute(user, route);
  });
}

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The commands matching a search: every word of the query must start a word of the label, hint
 * or keywords, or appear inside them; labels starting with the query come first. Records are
 * already a server search and are kept as they are.
 */
export function filterCommands(commands: readonly PaletteCommand[], query: string) {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  const scored = commands.flatMap((command, index) => {
    if (command.group === 'records') return [{ command, score: 0, index }];
    const haystack = fold(`${command.label} ${command.hint ?? ''} ${command.keywords ?? ''}`);
    if (!words.every((word) => haystack.includes(word))) return [];
    const label = fold(command.label);
    const score = label.startsWith(words.join(' ')) ? 0 : label.includes(words[0] ?? '') ? 1 : 2;
    return [{ command, score, index }];
  });
  return scored
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map(({ command }) => command);
}

/** The next highlighted index for an arrow, Home or End key, wrapping around; null for others. */
export function moveHighlight(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
