import {
  auditActions,
  auditLogListQuerySchema,
  auditResources,
  dayQuery,
  recordId,
  securityEventListQuerySchema,
  wholeNumberParam,
} from '@console/contract';
import { z } from 'zod';

/**
 * The date range in the URL is calendar days (the screens send the admin's local instants), within
 * the days a query takes (a year from 1000).
 */
const localDays = { from: dayQuery.optional(), to: dayQuery.optional() };

/**
 * What the audit trail writes as a record: a record's id (a positive whole number), or the name of
 * a purged cache (`dashboard.stats`).
 */
const auditRecord = z
  .string()
  .refine(
    (value) =>
      /^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/.test(value) ||
      wholeNumberParam(recordId).safeParse(value).success,
  );

/**
 * The audit log's URL: the API's query, with calendar days for the date range, the Resource and
 * Action filters held to the codes their selects offer, so an unknown code falls back to "all"
 * like any other bad value in a list's URL, and the Record filter held to what can be a record
 * (`-1` or `abc` is not asked for; the filter shows what is wrong with it).
 */
export const auditUrlSchema = auditLogListQuerySchema.safeExtend({
  ...localDays,
  resource: z.enum(auditResources).optional(),
  action: z.enum(auditActions).optional(),
  recordId: auditRecord.optional(),
});

/** The security log's URL: the API's query, with calendar days for the date range. */
export const securityUrlSchema = securityEventListQuerySchema.safeExtend(localDays);
