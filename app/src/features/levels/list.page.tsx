import { useLanguage, usePermissions } from '@console/admin-core/react';
import { type Level, levelListQuerySchema } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../i18n/format';
import { Pictogram, type ResourceColumn, ResourceList } from '../resource';
import { levelsQueryKey, useLevelApi } from './api';
import { rewardSummary } from './rewards';

/** /levels: the levels in number order with their XP thresholds and rewards. */
export default function LevelsListPage() {
  const { t } = useTranslation(['levels', 'resource']);
  const { language } = useLanguage();
  const { hasPermission } = usePermissions();
  const api = useLevelApi();

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
      schema={levelListQuerySchema}
      defaultSort="number:asc"
      queryKey={levelsQueryKey}
      fetchPage={api.fetchPage}
      columns={columns}
      export={{ resource: 'levels' }}
      canWrite={hasPermission('levels:write')}
      create={{ href: '/levels/new', label: t('create') }}
      editHref={(level) => `/levels/edit/${level.id}`}
      deleteRow={api.remove}
    />
  );
}
