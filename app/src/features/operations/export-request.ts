import {
  type ExportFormat,
  type ExportResource,
  exportFormats,
  exportQuerySchemas,
  operationsRoutes,
} from '@console/contract';

/** The exports offered on the Export screen (a Telegram user's logs are exported from that user). */
export const exportableResources = [
  'goals',
  'levels',
  'challenges',
  'faq',
  'users',
  'telegramUsers',
  'auditLogs',
] as const satisfies readonly ExportResource[];
export type ExportableResource = (typeof exportableResources)[number];

export const exportRoutes = {
  goals: operationsRoutes.exportGoals,
  levels: operationsRoutes.exportLevels,
  challenges: operationsRoutes.exportChallenges,
  faq: operationsRoutes.exportFaq,
  users: operationsRoutes.exportUsers,
  telegramUsers: operationsRoutes.exportTelegramUsers,
  auditLogs: operationsRoutes.exportAuditLogs,
} as const;

const isExportable = (value: string | null): value is ExportableResource =>
  (exportableResources as readonly string[]).includes(value ?? '');
const isFormat = (value: string | null): value is ExportFormat =>
  (exportFormats as readonly string[]).includes(value ?? '');

export interface ExportRequest {
  resource: ExportableResource;
  format: ExportFormat;
  /** The list filters carried over from the URL, each one the export accepts. */
  filters: Record<string, string>;
}

/**
 * What the Export screen starts with from its URL (`?resource=goals&format=json&q=run`), so a list
 * can link to it with its own filters: unknown resources fall back to goals, and each filter is
 * kept only when the resource's export schema accepts it.
 */
export function exportRequestFromUrl(params: URLSearchParams): ExportRequest {
  const resourceParam = params.get('resource');
  const formatParam = params.get('format');
  const resource = isExportable(resourceParam) ? resourceParam : 'goals';
  const format = isFormat(formatParam) ? formatParam : 'csv';
  const schema = exportQuerySchemas[resource];
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key === 'resource' || key === 'format' || value === '' || !(key in schema.shape)) continue;
    const candidate = schema.safeParse({ [key]: value });
    if (candidate.success) filters[key] = value;
  }
  return { resource, format, filters };
}

/** The Export screen's URL for a list's resource and filters. */
export function exportHref(resource: ExportableResource, filters: Record<string, string> = {}) {
  return `/settings/export?${new URLSearchParams({ resource, ...filters })}`;
}
