import type { TelegramLogType } from '@console/contract';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format';
import { nonEmptyText, safeInteger } from '../resource/loose-values';

/**
 * A goal or challenge a log names, as the console knows it: its title and the page the admin may
 * open about it (none where the guard would refuse), or that it no longer exists.
 */
export type LogSubject = { title: string; href: string | null } | 'deleted';

/** The goals and challenges logs name; undefined while unknown (not loaded, or not readable). */
export interface LogSubjects {
  goal(id: number): LogSubject | undefined;
  challenge(id: number): LogSubject | undefined;
}

/** One piece of a log's description; a named goal or challenge may link to its page. */
export interface LogPart {
  text: string;
  href?: string;
}

/** A log's description as text (see `logPayloadParts`). */
export function describeLogPayload(...args: Parameters<typeof logPayloadParts>): string {
  return logPayloadParts(...args)
    .map((part) => part.text)
    .join(' · ');
}

/**
 * What a log says, in the console's language: the challenge's title instead of "challengeId: 3",
 * "+50 XP", "Level 6", "28 days in a row". A value of the wrong kind, or a key the console does
 * not know, is shown as it is (`key: value`), so nothing the bot recorded is hidden.
 */
export function logPayloadParts(
  type: TelegramLogType,
  payload: Readonly<Record<string, unknown>>,
  { t, language, subjects }: { t: TFunction; language: string; subjects: LogSubjects },
): LogPart[] {
  const parts: LogPart[] = [];
  const shown = new Set<string>();
  const show = (key: string, text: string, href?: string | null) => {
    parts.push(href ? { text, href } : { text });
    shown.add(key);
  };
  // A subject by its title (linked where the admin may open it), "… (deleted)", else its id.
  const showSubject = (
    key: string,
    subject: LogSubject | undefined,
    unknown: string,
    deleted: string,
  ) => {
    if (subject === 'deleted') show(key, deleted);
    else if (subject) show(key, subject.title, subject.href);
    else show(key, unknown);
  };
  const integer = (key: string) => safeInteger(payload[key]);
  const text = (key: string) => nonEmptyText(payload[key]);

  const source = type === 'start' ? text('source') : undefined;
  if (source) {
    const how = t(`logs.sources.${source}`, { defaultValue: source });
    show('source', t('logs.payload.source', { source: how }));
  }
  const command = type === 'command' ? text('command') : undefined;
  if (command) show('command', command);
  const message = type === 'message' ? text('text') : undefined;
  if (message) show('text', t('logs.payload.quoted', { text: message }));
  const goalId = type === 'goal_selected' ? integer('goalId') : undefined;
  if (goalId !== undefined) {
    showSubject(
      'goalId',
      subjects.goal(goalId),
      t('logs.payload.goal', { id: goalId }),
      t('logs.payload.goalDeleted', { id: goalId }),
    );
  }
  const challengeId =
    type === 'challenge_started' || type === 'challenge_completed'
      ? integer('challengeId')
      : undefined;
  if (challengeId !== undefined) {
    showSubject(
      'challengeId',
      subjects.challenge(challengeId),
      t('logs.payload.challenge', { id: challengeId }),
      t('logs.payload.challengeDeleted', { id: challengeId }),
    );
  }
  const xp = type === 'challenge_completed' ? integer('xp') : undefined;
  if (xp !== undefined) show('xp', t('logs.payload.xp', { xp: formatNumber(xp, language) }));
  const level = type === 'level_up' ? integer('level') : undefined;
  if (level !== undefined) show('level', t('logs.payload.level', { level }));
  const days = type === 'streak' ? integer('days') : undefined;
  if (days !== undefined) show('days', t('logs.payload.streak', { count: days }));

  for (const [key, value] of Object.entries(payload)) {
    if (shown.has(key)) continue;
    parts.push({ text: `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}` });
  }
  return parts;
}
