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
