import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  type PgColumn,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../timestamp';
import { createdAt, updatedAt, version } from './columns';

/** `lower(column)` in the form the prefix-search indexes and queries share. */
export const lowered = (column: PgColumn): SQL => sql`lower(${column})`;

/**
 * A btree on `lower(column)` with `text_pattern_ops`, so `lower(column) LIKE 'abc%'` is an index
 * range scan under any collation, on PostgreSQL and PGlite alike (no extension needed).
 */
export const prefixSearchIndex = (name: string, column: PgColumn) =>
  index(name).on(sql`${lowered(column)} text_pattern_ops`);

/**
 * A name written family name first with no space, as Chinese, Japanese and Korean names are
 * ("赵娟" for first name 娟, last name 赵), in lower case: what a CJK search is a prefix of. The
 * queries and the index repeat it exactly, or the index would not serve them.
 */
export const familyNameFirstKey = (firstName: PgColumn, lastName: PgColumn): SQL =>
  sql`lower(coalesce(${lastName}, '') || ${firstName})`;

/** The `text_pattern_ops` index a `familyNameFirstKey(…) LIKE '赵娟%'` search is a range scan of. */
export const familyNameFirstSearchIndex = (name: string, firstName: PgColumn, lastName: PgColumn) =>
  index(name).on(sql`${familyNameFirstKey(firstName, lastName)} text_pattern_ops`);

/** The product's own app users (the /users screen, super-user only). */
export const appUsers = pgTable(
  'app_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'banned'] })
      .notNull()
      .default('active'),
    role: text('role', { enum: ['user', 'moderator', 'premium'] })
      .notNull()
      .default('user'),
    verified: boolean('verified').notNull().default(false),
    createdAt,
    updatedAt,
    lastLogin: timestamptz('last_login'),
    version,
  },
  (table) => [
    uniqueIndex('app_users_username_lower_key').on(lowered(table.username)),
    uniqueIndex('app_users_email_lower_key').on(lowered(table.email)),
    prefixSearchIndex('app_users_username_prefix_idx', table.username),
    prefixSearchIndex('app_users_email_prefix_idx', table.email),
    prefixSearchIndex('app_users_first_name_prefix_idx', table.firstName),
    prefixSearchIndex('app_users_last_name_prefix_idx', table.lastName),
    familyNameFirstSearchIndex(
      'app_users_family_name_first_prefix_idx',
      table.firstName,
      table.lastName,
    ),
    index('app_users_created_at_idx').on(table.createdAt, table.id),
    index('app_users_last_login_idx').on(table.lastLogin, table.id),
    index('app_users_status_idx').on(table.status, table.id),
    check('app_users_status_check', sql`${table.status} in ('active', 'inactive', 'banned')`),
    check('app_users_role_check', sql`${table.role} in ('user', 'moderator', 'premium')`),
  ],
);

export type AppUserRow = typeof appUsers.$inferSelect;
export type NewAppUserRow = typeof appUsers.$inferInsert;
