import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Columns every mutable record shares. They are builders, so each table gets its own instance
 * when it spreads or lists them.
 */
export const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic-locking counter: an update sends the version it read; a stale one gets 409. */
export const version = integer('version').notNull().default(1);
