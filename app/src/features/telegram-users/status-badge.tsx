import type { TelegramUserStatus } from '@console/contract';
import { Badge } from '@console/ui';
import { useTranslation } from 'react-i18next';

/** Active in green, blocked in red (the colours of app users' active and banned). */
export function TelegramStatusBadge({ status }: { status: TelegramUserStatus }) {
  const { t } = useTranslation('telegram-users');
  return <Badge status={status === 'active' ? 'active' : 'banned'}>{t(`status.${status}`)}</Badge>;
}
