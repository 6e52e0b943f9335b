import type { SecurityEventType } from '@console/contract';
import type { Database } from '../db';
import { securityEvents } from '../db/schema';

export interface SecurityEventInput {
  readonly type: SecurityEventType;
  readonly adminUserId?: number | null;
  readonly username?: string | null;
  readonly ip?: string | null;
  readonly userAgent?: string | null;
  readonly details?: Record<string, unknown> | null;
}

/**
 * Who did what an event records to another admin (`details.by`, `details.byUsername`): the name is
 * kept as it was then, so the log still says it after the admin is renamed or a restore. Beside it,
 * `details.cause` names what the console did (`deactivated`, `restore`) and `details.reason` keeps
 * only what the admin typed, so a typed reason never reads as a cause.
 */
export const byActor = (actor: { readonly id: number; readonly username: string }) => ({
  by: actor.id,
  byUsername: actor.username,
});

export async function recordSecurityEvent(db: Database, event: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    type: event.type,
    adminUserId: event.adminUserId ?? null,
    username: event.username ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    details: event.details ?? null,
  });
}
