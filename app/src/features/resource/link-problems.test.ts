import { telegramLogQuerySchema, telegramUserListQuerySchema } from '@console/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { testI18n } from '../../test-support';
import { adminUsersList } from '../admin-users/list.page';
import { challengesList } from '../challenges/goal.page';
import { recordHref } from '../command-palette/commands';
import { faqList } from '../faq/list.page';
import { goalsList } from '../goals/list.page';
import { levelsList } from '../levels/list.page';
import type { AdminFilterChoices } from '../operations/api';
import { auditHistoryHref } from '../operations/audit-diff';
import { auditLogList } from '../operations/audit-log';
import { createdListHrefs } from '../operations/created-records';
import { securityLogList } from '../operations/security-log';
import { telegramUsersList } from '../telegram-users/list.page';
import { LOG_FILTER_KEYS, type LogFilterKey, withLogFilter } from '../telegram-users/log-filters';
import { appUsersList } from '../users/list.page';
import {
  type ListQuerySchema,
  type ListState,
  linkProblems,
  listStateToSearchParams,
  parseListState,
  withoutProblems,
} from './list-state';
import { type ListDefinition, listLinkOptions } from './resource-list';

// The labels play no part in a link; the keys are the pages' own.
const { t } = await testI18n({});
const noAdmins: AdminFilterChoices = { options: [] };

const telegram = listLinkOptions(telegramUsersList(t, { options: [] }));
const problemsOf = (query: string, schema: ListQuerySchema = telegramUserListQuerySchema) =>
  linkProblems(new URLSearchParams(query), schema, telegram);

describe('linkProblems', () => {
  it('names a parameter the list does not know', () => {
    expect(problemsOf('stauts=banned')).toEqual([{ key: 'stauts', reason: 'unknownName' }]);
  });

  it('names filter values the schema refuses: a day no calendar has, a year before 1000', () => {
    expect(problemsOf('joinedFrom=2026-13-45')).toEqual([
      { key: 'joinedFrom', reason: 'invalidValue' },
    ]);
    expect(problemsOf('joinedFrom=0002-01-01&status=active')).toEqual([
      { key: 'joinedFrom', reason: 'invalidValue' },
    ]);
    expect(problemsOf('status=zzz&isPremium=true')).toEqual([
      { key: 'status', reason: 'invalidValue' },
    ]);
  });

  it('names a bad page, size or order, which fall back to their defaults', () => {
    expect(problemsOf('page=0&pageSize=1000&sort=password:asc')).toEqual([
      { key: 'page', reason: 'invalidValue' },
      { key: 'pageSize', reason: 'invalidValue' },
      { key: 'sort', reason: 'invalidValue' },
    ]);
  });

  it('leaves out the values a field keeps and says itself, and empty values', () => {
    expect(problemsOf(`level=-1&languageCode=&q=${'x'.repeat(201)}&status=`)).toEqual([]);
  });

  it('names a parameter written twice once', () => {
    expect(problemsOf('stauts=a&stauts=b')).toEqual([{ key: 'stauts', reason: 'unknownName' }]);
  });

  it('names a known parameter given twice or more, whose first value alone is applied', () => {
    const params = new URLSearchParams('status=blocked&q=ann&status=active&status=zzz');
    const problems = linkProblems(params, telegramUserListQuerySchema, telegram);
    expect(problems).toEqual([{ key: 'status', reason: 'repeated' }]);
    const clean = withoutProblems(params, problems);
    expect(clean.getAll('status')).toEqual(['blocked']);
    expect(clean.get('q')).toBe('ann');
    expect(parseListState(clean, telegramUserListQuerySchema, telegram)).toEqual(
      parseListState(params, telegramUserListQuerySchema, telegram),
    );
    expect(linkProblems(clean, telegramUserListQuerySchema, telegram)).toEqual([]);
    // A refused first value is said as refused, and every value goes.
    expect(problemsOf('page=abc&page=2')).toEqual([{ key: 'page', reason: 'invalidValue' }]);
  });

  it('names a value outside a filter’s complete choices (a goal deleted since), read as the schema reads it', () => {
    const goals = { options: [{ value: '3', label: 'Run' }], complete: true };
    const withGoals = listLinkOptions(telegramUsersList(t, goals));
    const problems = (query: string) =>
      linkProblems(new URLSearchParams(query), telegramUserListQuerySchema, withGoals);
    expect(problems('goalId=9&status=active')).toEqual([{ key: 'goalId', reason: 'invalidValue' }]);
    expect(problems('goalId=3')).toEqual([]);
    expect(problems('goalId=03')).toEqual([]);
    // Until every choice is known, a goal id the schema takes is applied.
    expect(problemsOf('goalId=9')).toEqual([]);
    expect(problemsOf('goalId=x')).toEqual([{ key: 'goalId', reason: 'invalidValue' }]);
  });

  it('keeps every applied parameter when the others are taken out of the link', () => {
    const params = new URLSearchParams('stauts=banned&status=active&joinedFrom=2026-13-45&q=ann');
    const problems = linkProblems(params, telegramUserListQuerySchema, telegram);
    const clean = withoutProblems(params, problems);
    expect(clean.toString()).toBe('status=active&q=ann');
    expect(parseListState(clean, telegramUserListQuerySchema, telegram)).toEqual(
      parseListState(params, telegramUserListQuerySchema, telegram),
    );
    expect(linkProblems(clean, telegramUserListQuerySchema, telegram)).toEqual([]);
  });
});

/** Each list as its page defines it: the definitions the pages pass to `ResourceList`. */
const lists: { name: string; definition: ListDefinition }[] = [
  { name: 'goals', definition: goalsList(t) },
  { name: 'levels', definition: levelsList },
  { name: 'challenges', definition: challengesList(t) },
  { name: 'FAQ', definition: faqList(t) },
  { name: 'app users', definition: appUsersList(t) },
  { name: 'Telegram users', definition: telegramUsersList(t, { options: [] }) },
  { name: 'admin users', definition: adminUsersList(t) },
  { name: 'audit log', definition: auditLogList(t, 'en-US', noAdmins) },
  { name: 'security log', definition: securityLogList(t, noAdmins) },
];

/** A value the schema takes, for a state with every parameter set. */
function sampleValue(schema: z.ZodType): string {
  const options = 'options' in schema && Array.isArray(schema.options) ? schema.options : [];
  const unwrapped =
    'unwrap' in schema && typeof schema.unwrap === 'function' ? schema.unwrap() : undefined;
  const enumValues =
    unwrapped && 'options' in unwrapped && Array.isArray(unwrapped.options)
      ? unwrapped.options
      : [];
  const candidates = [
    ...[...options, ...enumValues].filter((value) => typeof value === 'string'),
    'true',
    '2',
    '2026-03-14',
    'run',
  ];
  const value = candidates.find((candidate) => schema.safeParse(candidate).success);
  if (value === undefined) throw new Error('no sample value');
  return value;
}

describe.each(lists)('the $name list', ({ definition }) => {
  const { schema } = definition;
  const options = listLinkOptions(definition);
  const { filterKeys, defaultSort } = options;

  it('flags nothing in a link it writes from its own state, every parameter set', () => {
    const sortable = ['updatedAt:asc', 'at:asc', 'createdAt:asc', 'title:asc', 'number:asc'].find(
      (sort) => sort !== defaultSort && schema.shape.sort?.safeParse(sort).success,
    );
    const filters = Object.fromEntries(
      filterKeys.map((key) => {
        const fieldSchema = schema.shape[key];
        if (!fieldSchema) throw new Error(`${key} is not in the list's schema`);
        return [key, sampleValue(fieldSchema)];
      }),
    );
    const state: ListState = { page: 2, pageSize: 50, sort: sortable, q: 'run', filters };
    const params = listStateToSearchParams(state, schema, options);
    expect([...new Set(params.keys())].sort()).toEqual(
      ['page', 'pageSize', 'q', ...(sortable ? ['sort'] : []), ...filterKeys].sort(),
    );
    expect(linkProblems(params, schema, options)).toEqual([]);
  });
});

const problemsOfHref = (href: string, listName: string) => {
  const list = lists.find((candidate) => candidate.name === listName);
  if (!list) throw new Error(`no list ${listName}`);
  return linkProblems(
    new URLSearchParams(href.slice(href.indexOf('?') + 1)),
    list.definition.schema,
    listLinkOptions(list.definition),
  );
};

describe('links the console makes to a list', () => {
  it('flags nothing in the audit log of one record or a list searched for a record', () => {
    expect(problemsOfHref(auditHistoryHref('goals', 12), 'audit log')).toEqual([]);
    expect(
      problemsOfHref(recordHref(false, '/admin-users/3', '/admin-users', 'ann'), 'admin users'),
    ).toEqual([]);
  });

  it.each([
    ['goals', 'goals'],
    ['levels', 'levels'],
    ['faq', 'FAQ'],
    ['challenges', 'challenges'],
  ] as const)('flags nothing in the list of what an import created (%s)', (resource, listName) => {
    const [link] = createdListHrefs(resource, [{ row: 1, id: 1, label: 'Run', goalId: 2 }]);
    if (!link) throw new Error('no link');
    expect(problemsOfHref(link.href, listName)).toEqual([]);
  });
});

describe("a Telegram user's activity log", () => {
  const logLink = { filterKeys: LOG_FILTER_KEYS, keptInField: [] };
  const schema: ListQuerySchema = telegramLogQuerySchema;

  it('knows only its filters: the paging of the other lists and its cursor are not its link', () => {
    const params = new URLSearchParams('page=2&cursor=abc&type=zzz&from=2026-13-45&to=2026-03-14');
    expect(linkProblems(params, schema, logLink)).toEqual([
      { key: 'page', reason: 'unknownName' },
      { key: 'cursor', reason: 'unknownName' },
      { key: 'type', reason: 'invalidValue' },
      { key: 'from', reason: 'invalidValue' },
    ]);
  });

  it('flags nothing in a link it writes itself', () => {
    const entries: [LogFilterKey, string][] = [
      ['type', 'command'],
      ['from', '2026-03-01'],
      ['to', '2026-03-14'],
    ];
    const params = entries.reduce(
      (link, [key, value]) => withLogFilter(link, key, value),
      new URLSearchParams(),
    );
    expect([...params.keys()]).toEqual(['type', 'from', 'to']);
    expect(linkProblems(params, schema, logLink)).toEqual([]);
  });
});
