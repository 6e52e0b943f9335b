import type { TelegramLogType } from '@console/contract';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format';
import { nonEmptyText, safeInteger } from '../resource/loose-values';

/** Titles of the goals and challenges a log names, when the admin may read them. */
export interface LogSubjects {
  goalTitle(id: number): string | undefined;
  challengeTitle(id: number): string | undefined;
}

/**
 * What a log says, in the console's language: the challenge's title instead of "challengeId: 3",
 * "+50 XP", "Level 6", "28 days in a row". A value of the wrong kind, or a key the console does
 * not know, is shown as it is (`key: value`), so nothing the bot recorded is hidden.
 */
export function describeLogPayload(
  type: TelegramLogType,
  payload: Readonly<Record<string, unknown>>,
  { t, language, subjects }: { t: TFunction; language: string; subjects: LogSubjects },
): string {
  const parts: string[] = [];
  const shown = new Set<string>();
  const show = (key: string, text: string) => {
    parts.push(text);
    shown.add(key);
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
    show('goalId', subjects.goalTitle(goalId) ?? t('logs.payload.goal', { id: goalId }));
  }
  const challengeId =
    type === 'challenge_started' || type === 'challenge_completed'
      ? integer('challengeId')
      : undefined;
  if (challengeId !== undefined) {
    show(
      'challengeId',
      subjects.challengeTitle(challengeId) ?? t('logs.payload.challenge', { id: challengeId }),
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
    parts.push(`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return parts.join(' · ');
}
