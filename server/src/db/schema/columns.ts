import { integer } from 'drizzle-orm/pg-core';
import { timestamptz } from '../timestamp';

/**
 * Columns every mutable record shares. They are builders, so each table gets its own instance
 * when it spreads or lists them.
 */
export const createdAt = timestamptz('created_at').notNull().defaultNow();
export const updatedAt = timestamptz('updated_at').notNull().defaultNow();
/** Optimistic-locking counter: an update sends the version it read; a stale one gets 409. */
export const version = integer('version').notNull().default(1);
