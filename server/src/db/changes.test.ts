import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDb } from '../test/harness.ts';
import { type Change, outbox } from './changes.ts';
import { type Database, openDb, recordChange } from './client.ts';

let file: ReturnType<typeof tempDb>;
let database: Database;
let published: Array<readonly Change[]>;
let committedWhenPublished: number[];

const rows = () => database.db.all<{ n: number }>(sql`SELECT COUNT(*) n FROM settings`)[0]?.n ?? 0;
const write = (key: string, changes: Change[]) =>
  database.write((tx) => {
    tx.run(sql`INSERT INTO settings (key, value) VALUES (${key}, '1')`);
    for (const c of changes) recordChange(tx, c);
  });

beforeEach(() => {
  file = tempDb();
  database = openDb(file.url);
  published = [];
  committedWhenPublished = [];
});
afterEach(() => {
  database.close();
  file.drop();
});

const balance = (userId: number): Change => ({ userId, ch: 'balance' });

describe('the change log of a write', () => {
  it('reaches the publisher once, after COMMIT, with every change the write recorded', () => {
    database.publishTo({
      prepare: (_tx, changes) => {
        const copy = [...changes];
        return () => {
          published.push(copy);
          committedWhenPublished.push(rows());
        };
      },
    });
    write('a', [balance(1), balance(2)]);
    write('b', []);
    expect(published).toEqual([[balance(1), balance(2)]]);
    expect(committedWhenPublished).toEqual([1]);
  });

  it('publishes nothing for a write that rolled back, and forgets its changes', () => {
    database.publishTo({ prepare: (_tx, changes) => () => published.push([...changes]) });
    expect(() =>
      database.write((tx) => {
        recordChange(tx, balance(1));
        throw new Error('refused');
      }),
    ).toThrow('refused');
    write('a', [balance(2)]);
    expect(published).toEqual([[balance(2)]]);
  });

  it('goes to the outbox, in the same transaction, where no publisher is set (the admin CLI)', () => {
    write('a', [balance(7)]);
    expect(() =>
      database.write((tx) => {
        recordChange(tx, balance(8));
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(database.db.select({ userId: outbox.userId, ch: outbox.ch }).from(outbox).all()).toEqual([
      { userId: 7, ch: 'balance' },
    ]);
  });

  it('returns to the outbox when the publisher that was set is withdrawn, and not before', () => {
    const first = database.publishTo({ prepare: () => () => published.push([]) });
    const second = database.publishTo({ prepare: (_tx, changes) => () => published.push([...changes]) });
    first();
    write('a', [balance(1)]);
    second();
    write('b', [balance(2)]);
    expect(published).toEqual([[balance(1)]]);
    expect(database.db.select({ userId: outbox.userId }).from(outbox).all()).toEqual([{ userId: 2 }]);
  });
});
