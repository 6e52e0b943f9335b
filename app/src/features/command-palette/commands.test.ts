import { describe, expect, it } from 'vitest';
import {
  filterCommands,
  moveHighlight,
  type PaletteCommand,
  paletteCreationsFor,
  palettePages,
  recordHref,
  searchableSources,
} from './commands';
import { isPaletteShortcut } from './shortcut';

const admin = (permissions: string[], isSuperUser = false) =>
  ({ isSuperUser, permissions }) as unknown as Parameters<typeof palettePages>[0];

const command = (label: string, group: PaletteCommand['group'] = 'pages'): PaletteCommand => ({
  id: label,
  group,
  label,
  run: () => undefined,
});

describe('palettePages', () => {
  it('lists the pages without parameters the admin may open', () => {
    const paths = palettePages(admin(['goals:read'])).map((page) => page.path);
    expect(paths).toContain('/goals');
    expect(paths).toContain('/dashboard');
    expect(paths).not.toContain('/');
    expect(paths).not.toContain('/goals/create');
    expect(paths).not.toContain('/levels');
    expect(paths).not.toContain('/settings/audit-log');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });

  it('gives super users the operations screens, labelled by their crumb', () => {
    const pages = palettePages(admin([], true));
    expect(pages).toContainEqual({ path: '/settings/audit-log', labelKey: 'breadcrumbs.auditLog' });
    expect(pages).toContainEqual({ path: '/goals', labelKey: 'nav.goals' });
  });
});

describe('the creations', () => {
  it('appear once, as actions, not also as pages', () => {
    const pages = palettePages(admin([], true)).map((page) => page.path);
    expect(pages).not.toContain('/goals/create');
    expect(pages).not.toContain('/levels/new');
    expect(pages).not.toContain('/faq/create');
    const creations = paletteCreationsFor(admin([], true)).map((creation) => creation.href);
    expect(creations).toEqual(['/goals/create', '/levels/new', '/faq/create']);
    expect(creations.filter((href) => pages.includes(href))).toEqual([]);
  });

  it('are offered to the admins who may open their page', () => {
    const creations = (permissions: string[]) =>
      paletteCreationsFor(admin(permissions)).map((creation) => creation.id);
    expect(creations(['levels:read', 'levels:write', 'goals:read'])).toEqual(['newLevel']);
    expect(creations(['faq:write'])).toEqual([]);
  });
});

describe('searchableSources', () => {
  it('offers record searches by read permission, app users to super users only', () => {
    const has = (permission: string) => permission === 'faq:read';
    expect(searchableSources(has, false).map((source) => source.id)).toEqual(['faq']);
    expect(searchableSources(() => true, true).map((source) => source.id)).toEqual([
      'goals',
      'challenges',
      'faq',
      'telegramUsers',
      'users',
    ]);
    const challengesOnly = (permission: string) => permission === 'challenges:read';
    expect(searchableSources(challengesOnly, false).map((source) => source.id)).toEqual([
      'challenges',
    ]);
  });
});

describe('recordHref', () => {
  it('opens the edit page for a writer, else the list searched for the record', () => {
    expect(recordHref(true, '/challenges/edit/7', '/challenges/3', 'Run 5 km')).toBe(
      '/challenges/edit/7',
    );
    expect(recordHref(false, '/challenges/edit/7', '/challenges/3', 'Run 5 km & more')).toBe(
      '/challenges/3?q=Run+5+km+%26+more',
    );
  });
});

describe('filterCommands', () => {
  const commands = [command('Create goal', 'actions'), command('Goals'), command('Levels')];

  it('keeps the matching commands, labels starting with the query first', () => {
    expect(filterCommands(commands, 'go').map((item) => item.label)).toEqual([
      'Goals',
      'Create goal',
    ]);
  });

  it('ignores case and accents and needs every word', () => {
    expect(filterCommands([command('Réglages')], 'regl')).toHaveLength(1);
    expect(filterCommands(commands, 'create level')).toEqual([]);
  });

  it('keeps server search results and everything for an empty query', () => {
    expect(filterCommands([command('xyz', 'records')], 'goal')).toHaveLength(1);
    expect(filterCommands(commands, '  ')).toHaveLength(3);
  });
});

describe('keyboard', () => {
  it('moves the highlight with wrap-around', () => {
    expect(moveHighlight('ArrowDown', 2, 3)).toBe(0);
    expect(moveHighlight('ArrowUp', 0, 3)).toBe(2);
    expect(moveHighlight('End', 0, 3)).toBe(2);
    expect(moveHighlight('Home', 2, 3)).toBe(0);
    expect(moveHighlight('a', 0, 3)).toBeNull();
    expect(moveHighlight('ArrowDown', 0, 0)).toBeNull();
  });

  it('opens on Ctrl+K or Cmd+K only', () => {
    const base = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isPaletteShortcut({ ...base, key: 'k', ctrlKey: true })).toBe(true);
    expect(isPaletteShortcut({ ...base, key: 'K', metaKey: true })).toBe(true);
    expect(isPaletteShortcut({ ...base, key: 'k' })).toBe(false);
    expect(isPaletteShortcut({ ...base, key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
  });
});
