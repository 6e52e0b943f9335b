import { useApiClient, useLanguage } from '@console/admin-core/react';
import {
  exportRoutes,
  type TelegramLog,
  telegramLogQuerySchema,
  telegramLogTypes,
} from '@console/contract';
import { Badge, Button, ExpandableText, VirtualList } from '@console/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Fragment, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError, sentences } from '../../i18n/api-error';
import { formatDateTime } from '../../i18n/format';
import {
  CsvExportButton,
  csvSeparatorFor,
  DateRangeFilter,
  DroppedLinkNote,
  isNotFound,
  NotFoundPage,
  parseIdParam,
  type ResourceFilter,
  rangeAsQueried,
  SelectFilter,
  useDroppedFromLink,
  useSearchParamsUpdate,
} from '../resource';
import { telegramLogsQueryKey, telegramUserQueryKey, useTelegramUserApi } from './api';
import {
  isLogType,
  LOG_FILTER_KEYS,
  type LogFilterKey,
  parseLogFilters,
  payloadSummary,
  withLogFilter,
} from './log-filters';
import { type LogPart, logPayloadParts } from './log-payload';
import { useLogSubjects } from './use-log-subjects';
import { telegramUserLabel } from './user-name';

const LOG_DATE_RANGE = { from: 'from', to: 'to' };
/** The logs screen's link: its filters, none of them kept in a field when refused. */
const LOG_LINK = { filterKeys: LOG_FILTER_KEYS, keptInField: [] };

/**
 * /telegram-users/:userId/logs (users:read): the user's activity, newest first. Pages come by
 * cursor with `useInfiniteQuery` as the admin scrolls and the list is virtualised, so only the
 * pages scrolled through are in memory and only the rows in view are in the DOM, whatever the
 * size of the table. The type and date range live in the URL.
 */
export default function TelegramUserLogsPage() {
  const { t } = useTranslation(['telegram-users', 'resource']);
  const { language } = useLanguage();
  const api = useTelegramUserApi();
  const client = useApiClient();
  const rawId = useParams().userId;
  const id = parseIdParam(rawId);
  const [params, updateParams] = useSearchParamsUpdate();
  const filters = useMemo(() => parseLogFilters(params), [params]);
  const filterBar = useRef<HTMLDivElement>(null);
  // The date range as sent: an inverted one is shown with its message but left out.
  const queried = useMemo(() => rangeAsQueried(filters, LOG_DATE_RANGE), [filters]);
  const logTypeOptions = telegramLogTypes.map((type) => ({
    value: type,
    label: t(`logTypes.${type}`),
  }));
  // A filter pushes a history entry, as the lists' filters do, so Back undoes it.
  const droppedFromLink = useDroppedFromLink(
    params,
    updateParams,
    telegramLogQuerySchema,
    LOG_LINK,
  );
  const linkFilters: ResourceFilter[] = [
    { kind: 'select', key: 'type', label: t('logs.type'), options: logTypeOptions },
    {
      kind: 'dateRange',
      from: { key: 'from', label: t('logs.from') },
      to: { key: 'to', label: t('logs.to') },
    },
  ];
  const setFilter = (key: LogFilterKey, value: string | undefined) =>
    updateParams((current) => withLogFilter(current, key, value));

  const user = useQuery({
    queryKey: telegramUserQueryKey(id ?? 0),
    queryFn: ({ signal }) => api.get(id ?? 0, signal),
    enabled: id !== null,
  });
  const logs = useInfiniteQuery({
    queryKey: telegramLogsQueryKey(id ?? 0, queried),
    queryFn: ({ pageParam, signal }) =>
      api.logs(id ?? 0, { ...queried, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: id !== null,
  });
  const items = useMemo(() => logs.data?.pages.flatMap((page) => page.items) ?? [], [logs.data]);
  const subjects = useLogSubjects(items);
  const describe = (log: TelegramLog) =>
    isLogType(log.type) ? (
      <LogDescription parts={logPayloadParts(log.type, log.payload, { t, language, subjects })} />
    ) : (
      payloadSummary(log.payload, 2000)
    );
  // Which entries show their whole description; kept here, as the list unmounts rows out of view.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const setEntryExpanded = (logId: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(logId);
      else next.delete(logId);
      return next;
    });
  const failure = logs.isError ? describeError(logs.error, t) : null;
  const hasFilters = Object.keys(filters).length > 0;
  const name = user.data ? telegramUserLabel(user.data) : '';

  // No such user (an id that is not one, or one the server does not know): asking again cannot
  // help, and there is no user to go back to.
  if (id === null || isNotFound(user.error) || isNotFound(logs.error)) {
    return (
      <NotFoundPage
        message={t('logs.missingUser')}
        backTo="/telegram-users"
        backLabel={t('detail.back')}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">
            {name ? t('logs.titleOf', { name }) : t('logs.title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('logs.description')}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={`/telegram-users/${id}`}>{t('logs.back')}</Link>
        </Button>
      </header>
      <div ref={filterBar} className="flex flex-wrap items-center gap-2">
        <SelectFilter
          label={t('logs.type')}
          value={filters.type}
          options={logTypeOptions}
          onChange={(value) => setFilter('type', value && isLogType(value) ? value : undefined)}
          className="min-w-44"
        />
        <DateRangeFilter
          from={{
            label: t('logs.from'),
            value: filters.from?.slice(0, 10) ?? '',
            onChange: (value) => setFilter('from', value),
          }}
          to={{
            label: t('logs.to'),
            value: filters.to?.slice(0, 10) ?? '',
            onChange: (value) => setFilter('to', value),
          }}
        />
        {hasFilters ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              updateParams(() => new URLSearchParams());
              // The button leaves with the filters it clears: the keyboard goes to the first filter.
              filterBar.current?.querySelector<HTMLElement>('button, input')?.focus();
            }}
          >
            {t('resource:list.clearFilters')}
          </Button>
        ) : null}
        {/* The whole log with the filters shown (not only the pages scrolled through). */}
        <CsvExportButton
          fallbackName={`telegram-user-${id}-logs.csv`}
          send={(signal) =>
            client.callRaw(exportRoutes.exportTelegramUserLogs, {
              params: { id },
              query: { ...queried, format: 'csv', separator: csvSeparatorFor(language) },
              signal,
            })
          }
        />
      </div>
      <DroppedLinkNote problems={droppedFromLink} filters={linkFilters} />
      <VirtualList<TelegramLog>
        aria-label={t('logs.listLabel')}
        items={items}
        getItemKey={(log) => log.id}
        estimateSize={56}
        height="calc(100vh - 18rem)"
        hasMore={logs.hasNextPage}
        loading={logs.isPending || logs.isFetchingNextPage}
        onEndReached={() => void logs.fetchNextPage()}
        error={failure ? sentences(failure.title, failure.detail, failure.hint) : undefined}
        onRetry={() => void (logs.data ? logs.fetchNextPage() : logs.refetch())}
        labels={{
          loading: t('common:states.loading'),
          emptyTitle: hasFilters ? t('common:states.noResults') : t('logs.empty'),
          errorTitle: failure?.title ?? t('common:errors.generic'),
          retry: t('common:actions.retry'),
        }}
        renderItem={(log) => (
          // Laid out by the list's width, not the window's (the sidebar narrows the list at any
          // window width): time and type above the description in a narrow list, three columns
          // from 42rem.
          <div className="@container">
            <div className="grid gap-1 px-3 py-2 text-sm @2xl:grid-cols-[11rem_10rem_minmax(0,1fr)] @2xl:items-start @2xl:gap-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 @2xl:contents">
                <time dateTime={log.createdAt} className="text-muted-foreground tabular-nums">
                  {formatDateTime(log.createdAt, language)}
                </time>
                <Badge variant="outline" className="justify-self-start">
                  {isLogType(log.type) ? t(`logTypes.${log.type}`) : log.type}
                </Badge>
              </div>
              <ExpandableText
                expanded={expanded.has(log.id)}
                onExpandedChange={(open) => setEntryExpanded(log.id, open)}
                labels={{ more: t('logs.showMore'), less: t('logs.showLess') }}
              >
                {describe(log)}
              </ExpandableText>
            </div>
          </div>
        )}
      />
    </div>
  );
}

/** A log's parts, " · " apart, each named goal or challenge a link where the admin may open it. */
function LogDescription({ parts }: { parts: readonly LogPart[] }) {
  return parts.map((part, index) => (
    // The parts of one log never change order: the index is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 ? ' · ' : null}
      {part.href ? (
        <Link to={part.href} className="text-primary underline-offset-4 hover:underline">
          {part.text}
        </Link>
      ) : (
        part.text
      )}
    </Fragment>
  ));
}
