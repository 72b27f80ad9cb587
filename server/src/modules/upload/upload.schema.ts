import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../account/account.schema.ts';

/** Uploaded images live in the database: private to their owner, and kept with the rest of the data. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    content: blob('content', { mode: 'buffer' }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
