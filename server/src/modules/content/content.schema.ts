import { bannerTones, noticeKinds } from '@app/contracts';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** What the administrator wrote in one language other than English (the row's own columns). */
export type NoticeTranslations = Record<string, { title: string; content: string }>;
export type BannerTranslations = Record<string, { title: string; subtitle: string }>;

export const notices = sqliteTable('notices', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  kind: text('kind', { enum: noticeKinds }).notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  author: text('author').notNull(),
  releaseTime: integer('release_time').notNull(),
  popup: integer('popup', { mode: 'boolean' }).notNull().default(false),
  /** Raised by every edit, so a changed popup notice shows once more. */
  version: integer('version').notNull().default(1),
  translations: text('translations', { mode: 'json' }).$type<NoticeTranslations>().notNull().default({}),
});

/** Banners are text on a coloured background (no pictures of words), so they read in every language. */
export const banners = sqliteTable('banners', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  tone: text('tone', { enum: bannerTones }).notNull().default('blue'),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
  translations: text('translations', { mode: 'json' }).$type<BannerTranslations>().notNull().default({}),
});
