import { describe, expect, it } from 'vitest';
import { type Language, SUPPORTED_LANGUAGES } from './languages';

/** Every locale file: `../locales/<language>/<namespace>.json`. */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The text at `namespace:dotted.key` in a language. */
function text(language: Language, reference: string): unknown {
  const [namespace = '', key = ''] = reference.split(':');
  let value: unknown = files[`../locales/${language}/${namespace}.json`];
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

/** Every text of a language as `namespace:key` → text. */
function allTexts(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') texts.set(at, value);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        walk(child, at.endsWith(':') ? `${at}${key}` : `${at}.${key}`);
    }
  };
  for (const [file, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === language) walk(content, `${match[2]}:`);
  }
  return texts;
}

/**
 * One word for one thing: a language's texts use the sidebar's term, never the variant a QA pass
 * found beside it.
 */
const GLOSSARY: { language: Language; term: string; variants: RegExp }[] = [
  { language: 'ru-RU', term: 'Испытания (challenges)', variants: /челлендж|задани/i },
  { language: 'de-DE', term: 'Benutzer (users)', variants: /(?<!Be)nutzer/i },
];

/** Breadcrumb → heading of the page it names. */
const PAGE_HEADINGS: Record<string, string> = {
  goals: 'goals:title',
  createGoal: 'goals:createTitle',
  editGoal: 'goals:editTitle',
  levels: 'levels:title',
  newLevel: 'levels:createTitle',
  editLevel: 'levels:editTitle',
  challenges: 'challenges:overview.title',
  newChallenge: 'challenges:createTitle',
  editChallenge: 'challenges:editTitle',
  faq: 'faq:title',
  createFaq: 'faq:createTitle',
  editFaq: 'faq:editTitle',
  users: 'users:title',
  settings: 'settings:title',
  auditLog: 'operations:audit.title',
  securityLog: 'operations:security.title',
  export: 'operations:export.title',
  import: 'operations:import.title',
  backup: 'operations:backup.title',
  monitoring: 'operations:monitoring.title',
  caches: 'operations:caches.title',
};

/** Sidebar entry → heading of the page it opens (the dashboard's heading greets the admin). */
const SIDEBAR_HEADINGS: Record<string, string> = {
  analytics: 'analytics:title',
  goals: 'goals:title',
  levels: 'levels:title',
  challenges: 'challenges:overview.title',
  faq: 'faq:title',
  telegramUsers: 'telegram-users:title',
  adminUsers: 'admin-users:title',
  settings: 'settings:title',
};

describe('consistent wording', () => {
  it.each(GLOSSARY)('$language says $term', ({ language, variants }) => {
    const offending = [...allTexts(language)].filter(([, value]) => variants.test(value));
    expect(offending.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s names activity types on the dashboard as in the activity log',
    (language) => {
      expect(text(language, 'dashboard:activity.types')).toEqual(
        text(language, 'telegram-users:logTypes'),
      );
    },
  );

  it.each(SUPPORTED_LANGUAGES)('%s titles each page as its breadcrumb names it', (language) => {
    const differing = Object.entries(PAGE_HEADINGS)
      .map(([crumb, heading]) => [
        text(language, `shell:breadcrumbs.${crumb}`),
        text(language, heading),
      ])
      .filter(([crumb, heading]) => crumb !== heading);
    expect(differing).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s titles each page as the sidebar names it', (language) => {
    const differing = Object.entries(SIDEBAR_HEADINGS)
      .map(([entry, heading]) => [text(language, `shell:nav.${entry}`), text(language, heading)])
      .filter(([entry, heading]) => entry !== heading);
    expect(differing).toEqual([]);
  });

  // The specification fixes the English breadcrumbs in Title Case: headings follow them, not the reverse.
  it('keeps the breadcrumbs of the specification', () => {
    expect(text('en-US', 'shell:breadcrumbs.createGoal')).toBe('Create Goal');
    expect(text('en-US', 'shell:breadcrumbs.goalChallenges')).toBe('Goal Challenges');
    expect(text('en-US', 'shell:breadcrumbs.editChallenge')).toBe('Edit Challenge');
  });
});
