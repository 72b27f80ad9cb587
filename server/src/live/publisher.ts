import type { ServerMessage } from '@app/contracts';
import type { ChangeSink } from '../db/changes.ts';
import type { Notify } from '../lib/notify.ts';
import { readBalance } from '../modules/wallet/ledger.ts';

type Log = { error: (obj: object, msg?: string) => void };

/**
 * The one publisher of "something changed" (DESIGN §6): the changes a write recorded go to their owners
 * once it has committed, records first, then each touched user's balance once, read as the transaction
 * leaves it (only for a user `notify.listens` says can receive it, when it says). A failed push is
 * logged and never reaches the write's caller.
 */
export function changePublisher(notify: Notify, log: Log): ChangeSink {
  return {
    prepare(tx, changes) {
      const messages: Array<[number, ServerMessage]> = [];
      const balances = new Set<number>();
      for (const { userId, ...message } of changes) {
        if (message.ch === 'balance') balances.add(userId);
        else messages.push([userId, message]);
      }
      // A balance nobody can receive now (no socket on the channel: an API client) is not read; the
      // transaction is synchronous, so no socket can subscribe between this check and the delivery.
      for (const userId of balances)
        if (notify.listens?.(userId, 'balance') !== false)
          messages.push([userId, { ch: 'balance', data: readBalance(tx, userId) }]);
      return () => deliver(notify, log, messages);
    },
  };
}

export function deliver(notify: Notify, log: Log, messages: ReadonlyArray<[number, ServerMessage]>): void {
  for (const [userId, message] of messages) {
    try {
      notify(userId, message);
    } catch (err) {
      log.error({ err, ch: message.ch }, 'push failed');
    }
  }
}
