import {
  auditActions,
  auditLogListQuerySchema,
  auditResources,
  dayQuery,
  securityEventListQuerySchema,
} from '@console/contract';
import { z } from 'zod';

/**
 * The date range in the URL is calendar days (the screens send the admin's local instants), within
 * the days a query takes (a year from 1000).
 */
const localDays = { from: dayQuery.optional(), to: dayQuery.optional() };

/**
 * The audit log's URL: the API's query, with calendar days for the date range and the Resource and
 * Action filters held to the codes their selects offer, so an unknown code falls back to "all"
 * like any other bad value in a list's URL.
 */
export const auditUrlSchema = auditLogListQuerySchema.safeExtend({
  ...localDays,
  resource: z.enum(auditResources).optional(),
  action: z.enum(auditActions).optional(),
});

/** The security log's URL: the API's query, with calendar days for the date range. */
export const securityUrlSchema = securityEventListQuerySchema.safeExtend(localDays);
