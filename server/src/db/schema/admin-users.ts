import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../timestamp';
import { createdAt, updatedAt, version } from './columns';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamptz('last_login_at'),
    passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
    createdAt,
    updatedAt,
    version,
  },
  (table) => [uniqueIndex('admin_users_username_lower_key').on(sql`lower(${table.username})`)],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type NewAdminUserRow = typeof adminUsers.$inferInsert;
