import { memberLevels } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fundPasswordHash: text('fund_password_hash'),
    status: integer('status').notNull().default(1),
    level: text('level', { enum: memberLevels }).notNull().default('Ordinary'),
    credits: integer('credits').notNull().default(100),
    integral: integer('integral').notNull().default(0),
    inviteCode: text('invite_code').notNull().unique(),
    invitedBy: integer('invited_by'),
    /** 0 Uncertified, 1 Under review, 2 Approved, 3 Declined. */
    realnameStatus: integer('realname_status').notNull().default(0),
    lastLoginAt: integer('last_login_at'),
    loginAt: integer('login_at'),
    createdAt: integer('created_at').notNull(),
  },
  // Not unique: older databases may hold look-alikes ('Demo' and 'demo'), which must still migrate.
  (t) => [index('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** Opaque tokens are stored only as their SHA-256 hash. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = sqliteTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  codeHash: text('code_hash').notNull(),
  expiresAt: integer('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
});
