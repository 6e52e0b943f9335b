import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { auditLogs } from '../db/schema';

/** Test support shared by the resource suites (imported by `*.test.ts` only). */

export interface Envelope<T> {
  readonly success: boolean;
  readonly message: string;
  readonly data: T;
  readonly code?: string;
  readonly details?: { path: string; message: string }[];
}

/** The audit rows of one record, newest first. */
export async function auditRowsOf(db: Database, resource: string, recordId?: number | string) {
  return db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.resource, resource),
        recordId === undefined ? undefined : eq(auditLogs.recordId, String(recordId)),
      ),
    )
    .orderBy(desc(auditLogs.id));
}
