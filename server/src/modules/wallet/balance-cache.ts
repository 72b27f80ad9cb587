import type { Balance } from '@app/contracts';
import type { Database } from '../../db/client.ts';
import { stampedCache } from '../../lib/stamped-cache.ts';
import { readBalance } from './ledger.ts';

/**
 * `readBalance` for `user/balance`, kept per user while the accounts table is unchanged: every
 * balance change is a ledger posting, whose statements name `accounts` (this process's writes move
 * the stamp), and another process's commit (the admin CLI approving a recharge) moves it too. So a
 * repeated request reads no row, and the first one after any change reads the database again.
 * `commitsSeen` is the request's own read of other processes' commits (`req.commitsSeen`), taken
 * when it arrived: checked against the same value as its session, with one read instead of two.
 */
export function balanceReader(
  database: Database,
  read = readBalance,
): (userId: number, commitsSeen?: number) => Balance {
  const stampOf = database.stamp(['accounts']);
  const cache = stampedCache<number, Balance>();
  return (userId, commitsSeen) => {
    const stamp = stampOf(commitsSeen !== undefined && commitsSeen >= 0 ? commitsSeen : undefined);
    let balance = cache.get(userId, stamp);
    if (balance === undefined) {
      balance = frozen(read(database.db, userId));
      cache.set(userId, balance, stamp);
    }
    return balance;
  };
}

/** One answer serves many requests: nobody may change it on the way. */
const frozen = (b: Balance): Balance =>
  Object.freeze({ usdt: Object.freeze(b.usdt), money: Object.freeze(b.money) });
