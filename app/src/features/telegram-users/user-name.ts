import { personName, type TelegramUser } from '@console/contract';

/**
 * How a messaging-app user is named: the full name as its speakers write it (`personName`: "赵娟",
 * "Anna Karenina"), else @username, else the Telegram id.
 */
export function telegramUserLabel(
  user: Pick<TelegramUser, 'firstName' | 'lastName' | 'username' | 'telegramId'>,
): string {
  const name = personName(user.firstName, user.lastName);
  if (name) return name;
  return user.username ? `@${user.username}` : user.telegramId;
}
