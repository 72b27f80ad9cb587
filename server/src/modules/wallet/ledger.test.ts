import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDb } from '../../db/client.ts';
import { tempDb } from '../../test/harness.ts';
import { users } from '../account/account.schema.ts';
import { post, readBalance } from './ledger.ts';

let file: ReturnType<typeof tempDb>;
let database: Database;
beforeEach(() => {
  file = tempDb();
  database = openDb(file.url);
  database.write((tx) =>
    tx
      .insert(users)
      .values(
        [1, 2].map((id) => ({
          id,
          username: `u${id}`,
          passwordHash: 'x',
          inviteCode: `c${id}`,
          createdAt: 0,
        })),
      )
      .run(),
  );
});
afterEach(() => {
  database.close();
  file.drop();
});

describe('readBalance', () => {
  it('reads every asset as zero for a user with no account', () => {
    expect(readBalance(database.db, 1)).toEqual({
      usdt: { available: '0.000000', locked: '0.000000' },
      money: { available: '0.00', locked: '0.00' },
    });
  });

  it('reads each asset of its own user only, to the minor unit, zero for one never touched', () => {
    database.write((tx) => {
      post(tx, { userId: 1, asset: 'usdt', available: 12_345_678n, kind: 'recharge' }, 0);
      post(
        tx,
        { userId: 1, asset: 'usdt', available: -1_000_000n, locked: 1_000_000n, kind: 'trade_stake' },
        0,
      );
      post(tx, { userId: 2, asset: 'money', available: 999n, kind: 'recharge' }, 0);
    });
    expect(readBalance(database.db, 1)).toEqual({
      usdt: { available: '11.345678', locked: '1.000000' },
      money: { available: '0.00', locked: '0.00' },
    });
    expect(readBalance(database.db, 2)).toEqual({
      usdt: { available: '0.000000', locked: '0.000000' },
      money: { available: '9.99', locked: '0.00' },
    });
  });
});
