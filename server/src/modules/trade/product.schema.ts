import type { Period } from '@app/contracts';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One period of a product, as the administrator configures it: the contract's shape. */
export type PeriodConfig = Period;

/** Tradable products (administrator configuration, no screens): one per symbol, with its periods. */
export const products = sqliteTable('products', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  symbol: text('symbol').notNull().unique(),
  name: text('name').notNull(),
  open: integer('open', { mode: 'boolean' }).notNull().default(true),
  sort: integer('sort').notNull().default(0),
  periods: text('periods', { mode: 'json' }).$type<PeriodConfig[]>().notNull(),
});
