import { z } from 'zod';
import { isoDateTime, listQueryBase, pageOf, recordId, wholeNumberParam } from './envelope';
import { fromToRange, instantQuery, sortParam, withDateRanges } from './list-params';
import { defineRoute } from './route';

export const securityEventTypes = [
  'login.succeeded',
  'login.failed',
  'login.rateLimited',
  'logout',
  'refresh.reuseDetected',
  'password.changed',
  'password.reset',
  'sessions.revoked',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

export const securityEventSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(securityEventTypes),
  adminUserId: z.number().int().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  at: isoDateTime,
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventSortFields = ['at'] as const;

/** Newest first unless `sort=at:asc`; `q` matches the username. */
/** The list query without the check of its date range, to derive other queries from (the export). */
export const securityEventListQueryFields = listQueryBase.extend({
  sort: sortParam(securityEventSortFields).optional(),
  type: z.enum(securityEventTypes).optional(),
  adminUserId: wholeNumberParam(recordId).optional(),
  from: instantQuery.optional(),
  to: instantQuery.optional(),
});
export const securityEventListQuerySchema = withDateRanges(
  securityEventListQueryFields,
  fromToRange,
);
export type SecurityEventListQuery = z.input<typeof securityEventListQuerySchema>;

export const securityRoutes = {
  list: defineRoute({
    id: 'securityEvents.list',
    method: 'GET',
    path: '/security-events',
    access: 'superUser',
    tag: 'security',
    summary: 'Sign-ins, failures, rate limits, token reuse and revocations',
    query: securityEventListQuerySchema,
    response: pageOf(securityEventSchema),
  }),
} as const;
