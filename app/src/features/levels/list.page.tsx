import { useLanguage, usePermissions } from '@console/admin-core/react';
import { type Level, levelListQuerySchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../i18n/format';
import {
  type DeleteBlock,
  type ListDefinition,
  Pictogram,
  type ResourceColumn,
  ResourceList,
} from '../resource';
import { levelsQueryKey, levelUsersQueryKey, useLevelApi } from './api';
import { rewardSummary } from './rewards';

/** The levels list's URL as this page shows it: schema and default order (no filters). */
export const levelsList: ListDefinition = {
  schema: levelListQuerySchema,
  defaultSort: 'number:asc',
};

/** /levels: the levels in number order with their XP thresholds, rewards and users. */
export default function LevelsListPage() {
  const { t } = useTranslation(['levels', 'resource']);
  const { language } = useLanguage();
  const { hasPermission } = usePermissions();
  const api = useLevelApi();
  const users = useQuery({
    queryKey: levelUsersQueryKey,
    queryFn: ({ signal }) => api.users(signal),
  });
  const usersOn = new Map(users.data?.map((row) => [row.number, row.users] as const) ?? []);
  // The server refuses to delete a level that users are on; the list knows how many are.
  const deleteBlocked = (level: Level): DeleteBlock | null => {
    const count = usersOn.get(level.number) ?? 0;
    if (count === 0) return null;
    return {
      reason: t('shell:errorRules.levelHasUsers', { count, number: level.number }),
      wayOut: { href: `/levels/edit/${level.id}`, label: t('deleteBlocked.editLevel') },
    };
  };

  const columns: ResourceColumn<Level>[] = [
    {
      id: 'number',
      header: t('fields.number'),
      align: 'end',
      value: (level) => level.number,
      sortable: true,
    },
    {
      id: 'name',
      header: t('fields.name'),
      value: (level) => level.name,
      cell: (level) => (
        <span className="font-medium">
          <Pictogram value={level.badge} />
          {level.name}
        </span>
      ),
      sortable: true,
    },
    {
      id: 'requiredXp',
      header: t('fields.requiredXp'),
      align: 'end',
      value: (level) => level.requiredXp,
      cell: (level) => formatNumber(level.requiredXp, language),
      sortable: true,
    },
    {
      id: 'badge',
      header: t('fields.badge'),
      value: (level) => level.badge,
      hiddenByDefault: true,
    },
    {
      id: 'rewards',
      header: t('fields.rewards'),
      value: (level) => rewardSummary(level.rewards, t),
    },
    {
      id: 'users',
      header: t('columns.users'),
      align: 'end',
      value: (level) => (users.data ? (usersOn.get(level.number) ?? 0) : null),
      // Counted from the users on each level, not a field of the level.
      exportAs: null,
      cell: (level) => (users.data ? formatNumber(usersOn.get(level.number) ?? 0, language) : ''),
    },
    {
      id: 'updatedAt',
      header: t('columns.updatedAt'),
      value: (level) => level.updatedAt,
      cell: (level) => formatDate(level.updatedAt, language),
      sortable: true,
    },
  ];

  return (
    <ResourceList<Level>
      resource="levels"
      title={t('title')}
      description={t('description')}
      tableLabel={t('tableLabel')}
      rowLabel={(level) => t('rowLabel', { number: level.number, name: level.name })}
      {...levelsList}
      queryKey={levelsQueryKey}
      fetchPage={api.fetchPage}
      columns={columns}
      export={{ resource: 'levels' }}
      canWrite={hasPermission('levels:write')}
      create={{ href: '/levels/new', label: t('create') }}
      editHref={(level) => `/levels/edit/${level.id}`}
      deleteRow={api.remove}
      deleteBlocked={deleteBlocked}
    />
  );
}
