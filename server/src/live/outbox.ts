import type { ServerMessage } from '@app/contracts';
import { outboxRepository } from '../db/changes.ts';
import type { Database } from '../db/client.ts';
import type { Notify } from '../lib/notify.ts';
import { readBalance } from '../modules/wallet/ledger.ts';
import { deliver } from './publisher.ts';

/**
 * Publishes the changes other processes left in the outbox (`db/changes.ts`: a decision taken by
 * `pnpm admin`), oldest first, each once: the rows are deleted in the write that takes them, then
 * pushed. A balance is read when it is published, so it is the newest one.
 */
export function outboxDrain(deps: {
  database: Database;
  notify: Notify;
  log: { error: (obj: object) => void };
}) {
  const { database } = deps;
  return function drain(batch = 200): number {
    const rows = outboxRepository.oldest(database.db, batch);
    if (rows.length === 0) return 0;
    const messages = rows.map((row): [number, ServerMessage] => [
      row.userId,
      row.data === null
        ? { ch: 'balance', data: readBalance(database.db, row.userId) }
        : ({ ch: row.ch, data: JSON.parse(row.data) } as ServerMessage),
    ]);
    database.write((tx) =>
      outboxRepository.remove(
        tx,
        rows.map((r) => r.id),
      ),
    );
    deliver(deps.notify, deps.log, messages);
    return rows.length;
  };
}
