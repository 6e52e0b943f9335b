import { useLanguage } from '@console/admin-core/react';
import {
  type TelegramUser,
  telegramUserListQuerySchema,
  telegramUserStatuses,
} from '@console/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber, languageName } from '../../i18n/format';
import { type ListDefinition, type ResourceColumn, ResourceList } from '../resource';
import { telegramUsersQueryKey, useTelegramUserApi } from './api';
import { type GoalFilterChoices, useGoalFilterChoices } from './goal-filter';
import { TelegramStatusBadge } from './status-badge';
import { telegramUserLabel } from './user-name';

/** The Telegram users list's URL as this page shows it: schema, default order and filters. */
export const telegramUsersList = (t: TFunction, goals: GoalFilterChoices): ListDefinition => ({
  schema: telegramUserListQuerySchema,
  defaultSort: 'joinedAt:desc',
  filters: [
    {
      kind: 'select',
      key: 'status',
      label: t('filters.status'),
      options: telegramUserStatuses.map((status) => ({
        value: status,
        label: t(`status.${status}`),
      })),
    },
    {
      kind: 'select',
      key: 'isPremium',
      label: t('filters.isPremium'),
      options: [
        { value: 'true', label: t('premium.yes') },
        { value: 'false', label: t('premium.no') },
      ],
    },
    { kind: 'select', key: 'goalId', label: t('filters.currentGoal'), ...goals },
    { kind: 'text', key: 'level', label: t('filters.level') },
    { kind: 'text', key: 'languageCode', label: t('filters.languageCode') },
    {
      kind: 'dateRange',
      from: { key: 'joinedFrom', label: t('filters.joinedFrom') },
      to: { key: 'joinedTo', label: t('filters.joinedTo') },
    },
  ],
});

/** /telegram-users (users:read): the messaging-app users, searchable, filterable and sortable. */
export default function TelegramUsersListPage() {
  const { t } = useTranslation(['telegram-users', 'resource']);
  const { language } = useLanguage();
  const api = useTelegramUserApi();
  const goalChoices = useGoalFilterChoices();
  const number = (value: number) => formatNumber(value, language);

  const columns: ResourceColumn<TelegramUser>[] = [
    {
      // Sorted by the name it shows (the server's `name` sort), not by the @username below it.
      id: 'name',
      header: t('fields.user'),
      value: (user) => telegramUserLabel(user),
      exportAs: ['firstName', 'lastName', 'username'],
      cell: (user) => (
        <span className="grid">
          <span className="font-medium">{telegramUserLabel(user)}</span>
          {user.username ? (
            <span className="text-xs text-muted-foreground">@{user.username}</span>
          ) : null}
        </span>
      ),
      sortable: true,
    },
    { id: 'telegramId', header: t('fields.telegramId'), value: (user) => user.telegramId },
    {
      id: 'status',
      header: t('fields.status'),
      value: (user) => t(`status.${user.status}`),
      cell: (user) => <TelegramStatusBadge status={user.status} />,
    },
    {
      id: 'level',
      header: t('fields.level'),
      value: (user) => user.level,
      cell: (user) => number(user.level),
      align: 'end',
      sortable: true,
    },
    {
      id: 'xp',
      header: t('fields.xp'),
      value: (user) => user.xp,
      cell: (user) => number(user.xp),
      align: 'end',
      sortable: true,
    },
    {
      id: 'streak',
      header: t('fields.streak'),
      value: (user) => user.streak,
      cell: (user) => number(user.streak),
      align: 'end',
      sortable: true,
    },
    {
      id: 'currentGoal',
      header: t('fields.currentGoal'),
      value: (user) => user.currentGoal?.title ?? '',
      exportAs: ['currentGoalId', 'currentGoalTitle'],
    },
    {
      id: 'isPremium',
      header: t('fields.isPremium'),
      value: (user) => user.isPremium,
      cell: (user) => (user.isPremium ? t('premium.yes') : t('premium.no')),
      hiddenByDefault: true,
    },
    {
      id: 'languageCode',
      header: t('fields.languageCode'),
      value: (user) => user.languageCode ?? '',
      cell: (user) => (user.languageCode ? languageName(user.languageCode, language) : ''),
      hiddenByDefault: true,
    },
    {
      id: 'joinedAt',
      header: t('fields.joinedAt'),
      value: (user) => user.joinedAt,
      cell: (user) => formatDate(user.joinedAt, language),
      sortable: true,
    },
    {
      id: 'lastActiveAt',
      header: t('fields.lastActiveAt'),
      value: (user) => user.lastActiveAt,
      cell: (user) =>
        user.lastActiveAt ? formatDateTime(user.lastActiveAt, language) : t('fields.never'),
      sortable: true,
    },
  ];

  return (
    <ResourceList<TelegramUser>
      resource="telegram-users"
      title={t('title')}
      description={t('description')}
      tableLabel={t('tableLabel')}
      rowLabel={telegramUserLabel}
      {...telegramUsersList(t, goalChoices)}
      queryKey={telegramUsersQueryKey}
      fetchPage={api.fetchPage}
      columns={columns}
      export={{ resource: 'telegramUsers' }}
      // Nothing here is edited from the list; the status changes on the details screen.
      canWrite={false}
      detailHref={(user) => `/telegram-users/${user.id}`}
    />
  );
}
