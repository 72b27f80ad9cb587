import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const notices = sqliteTable('notices', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  kind: text('kind', { enum: ['notice', 'announcement'] }).notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  author: text('author').notNull(),
  releaseTime: integer('release_time').notNull(),
  popup: integer('popup', { mode: 'boolean' }).notNull().default(false),
});

export const banners = sqliteTable('banners', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});
