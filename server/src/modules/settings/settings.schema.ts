import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Administrator configuration (no screens): edited by the admin CLI, read by the server. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
});
