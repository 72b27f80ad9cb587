import type { ServerMessage, UserMessageCh } from '@app/contracts';
import { asc, inArray } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Reader, Tx } from './client.ts';

/** A private message (`order`, `balance`, `realname`, `recharge`, `withdraw`): only its owner hears it. */
export type UserMessage = Extract<ServerMessage, { ch: UserMessageCh }>;

/**
 * Something a write changed that its owner's open app should hear about. A `balance` change carries no
 * data: the publisher reads the balance as the transaction leaves it, once per user however many
 * postings moved it.
 */
export type Change = { userId: number } & ({ ch: 'balance' } | Exclude<UserMessage, { ch: 'balance' }>);

/**
 * Where a transaction's changes go. `prepare` runs inside the transaction, just before COMMIT, and
 * returns what to do once it committed (nothing if it rolled back). That second step must not throw:
 * money has already moved when it runs.
 */
export interface ChangeSink {
  prepare(tx: Tx, changes: readonly Change[]): () => void;
}

/**
 * Changes made by a process that publishes nothing itself (the admin CLI, a script) wait here for the
 * server's outbox job (`live/outbox.ts`), written in the same transaction as the change they announce.
 */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey(),
  userId: integer('user_id').notNull(),
  ch: text('ch').notNull(),
  /** The message's data as JSON; null for `balance`, read when the job publishes it. */
  data: text('data'),
  createdAt: integer('created_at').notNull(),
});

/** The sink of a database nobody publishes from: every change becomes an outbox row. */
export const outboxSink: ChangeSink = {
  prepare(tx, changes) {
    const createdAt = Date.now();
    const rows = changes.map((c) => ({
      userId: c.userId,
      ch: c.ch,
      data: 'data' in c ? JSON.stringify(c.data) : null,
      createdAt,
    }));
    tx.insert(outbox).values(rows).run();
    return () => {};
  },
};

export const outboxRepository = {
  oldest: (db: Reader, limit: number) => db.select().from(outbox).orderBy(asc(outbox.id)).limit(limit).all(),
  remove: (tx: Tx, ids: number[]) => void tx.delete(outbox).where(inArray(outbox.id, ids)).run(),
};
