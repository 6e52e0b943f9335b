import { useAuth, useLanguage } from '@console/admin-core/react';
import { type RecentActivity as Activity, personName } from '@console/contract';
import { Badge } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format';
import { canOpenRoute } from '../../routes/derive';
import { consoleRoutes } from '../../routes/table';

const telegramUserRoute = consoleRoutes.find((route) => route.page === 'telegram-users/detail');

/** The latest messaging-app activity, newest first; names link to the user when the admin may open it. */
export function RecentActivityList({ items }: { items: readonly Activity[] }) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const { user } = useAuth();
  const mayOpenUser = telegramUserRoute !== undefined && canOpenRoute(user, telegramUserRoute);
  return (
    <ul className="divide-y rounded-lg border">
      {items.map((item) => {
        const name = personName(item.telegramUser.firstName, item.telegramUser.lastName);
        return (
          <li
            key={item.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm"
          >
            {mayOpenUser ? (
              <Link
                to={`/telegram-users/${item.telegramUser.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {name}
              </Link>
            ) : (
              <span className="font-medium">{name}</span>
            )}
            {item.telegramUser.username ? (
              <span className="text-muted-foreground">@{item.telegramUser.username}</span>
            ) : null}
            <Badge variant="secondary">
              {t(`activity.types.${item.type}`, { defaultValue: item.type })}
            </Badge>
            <time dateTime={item.createdAt} className="ml-auto text-muted-foreground tabular-nums">
              {formatDateTime(item.createdAt, language)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
