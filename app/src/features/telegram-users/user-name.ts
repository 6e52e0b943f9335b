import type { TelegramUser } from '@console/contract';

/** How a messaging-app user is named: first and last name, else @username, else the Telegram id. */
export function telegramUserLabel(
  user: Pick<TelegramUser, 'firstName' | 'lastName' | 'username' | 'telegramId'>,
): string {
  const name = [user.firstName, user.lastName ?? ''].join(' ').trim();
  if (name) return name;
  return user.username ? `@${user.username}` : user.telegramId;
}
