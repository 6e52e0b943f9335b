import { useLanguage, usePermissions } from '@console/admin-core/react';
import { type Faq, type FaqLocale, faqListQuerySchema, faqLocales } from '@console/contract';
import { Badge } from '@console/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { type ListDefinition, type ResourceColumn, ResourceList } from '../resource';
import { faqQueryKey, useFaqApi } from './api';

const isFaqLocale = (value: string | undefined): value is FaqLocale =>
  faqLocales.some((locale) => locale === value);

/** The FAQ list's URL as this page shows it: schema, default order and filters. */
export const faqList = (t: TFunction): ListDefinition => ({
  schema: faqListQuerySchema,
  filters: [
    {
      kind: 'select',
      key: 'locale',
      label: t('fields.locale'),
      options: faqLocales.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] })),
    },
    { kind: 'text', key: 'category', label: t('fields.category') },
    {
      kind: 'select',
      key: 'isPublished',
      label: t('filters.status'),
      options: [
        { value: 'true', label: t('status.published') },
        { value: 'false', label: t('status.draft') },
      ],
    },
  ],
});

/** /faq: the entries of every language, with filters; reordering works within one language. */
export default function FaqListPage() {
  const { t } = useTranslation(['faq', 'resource']);
  const { language } = useLanguage();
  const { hasPermission } = usePermissions();
  const api = useFaqApi();

  const columns: ResourceColumn<Faq>[] = [
    {
      id: 'question',
      header: t('fields.question'),
      value: (entry) => entry.question,
      cell: (entry) => <span className="font-medium">{entry.question}</span>,
      sortable: true,
    },
    {
      id: 'answer',
      header: t('fields.answer'),
      value: (entry) => entry.answer,
      cell: (entry) => <span className="line-clamp-2 max-w-md">{entry.answer}</span>,
      hiddenByDefault: true,
    },
    {
      id: 'category',
      header: t('fields.category'),
      value: (entry) => entry.category,
      sortable: true,
    },
    {
      id: 'locale',
      header: t('fields.locale'),
      value: (entry) => entry.locale,
      cell: (entry) => <span lang={entry.locale}>{LANGUAGE_NAMES[entry.locale]}</span>,
      sortable: true,
    },
    {
      id: 'isPublished',
      header: t('fields.isPublished'),
      value: (entry) => entry.isPublished,
      cell: (entry) => (
        <Badge variant={entry.isPublished ? 'success' : 'secondary'}>
          {t(entry.isPublished ? 'status.published' : 'status.draft')}
        </Badge>
      ),
    },
    {
      id: 'sortOrder',
      header: t('fields.sortOrder'),
      align: 'end',
      value: (entry) => entry.sortOrder,
      sortable: true,
    },
    {
      id: 'updatedAt',
      header: t('columns.updatedAt'),
      value: (entry) => entry.updatedAt,
      cell: (entry) => formatDate(entry.updatedAt, language),
      sortable: true,
    },
  ];

  return (
    <ResourceList<Faq>
      resource="faq"
      title={t('title')}
      description={t('description')}
      tableLabel={t('tableLabel')}
      rowLabel={(entry) => entry.question}
      {...faqList(t)}
      queryKey={faqQueryKey}
      fetchPage={api.fetchPage}
      columns={columns}
      export={{ resource: 'faq' }}
      canWrite={hasPermission('faq:write')}
      create={{ href: '/faq/create', label: t('create') }}
      editHref={(entry) => `/faq/edit/${entry.id}`}
      deleteRow={api.remove}
      reorder={{
        // The order is kept per language: only a list of one whole language can be reordered.
        scope: ({ filters }) =>
          isFaqLocale(filters.locale) && Object.keys(filters).length === 1
            ? { locale: filters.locale }
            : null,
        inPositionOrder: (sort) => sort === undefined || sort === 'sortOrder:asc',
        submit: (ids, scope) =>
          isFaqLocale(scope.locale) ? api.reorder(scope.locale, ids) : Promise.resolve(),
        hint: t('reorderHint'),
      }}
    />
  );
}
