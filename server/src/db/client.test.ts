import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import { count, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../modules/account/account.schema.ts';
import { settings } from '../modules/settings/settings.schema.ts';
import { nodeArgs } from '../test/child-entries.ts';
import { tempDb } from '../test/harness.ts';
import { type Database, openDb, sameStamp, type Tx } from './client.ts';

const serverDir = resolve(import.meta.dirname, '../..');
let file: ReturnType<typeof tempDb>;
let database: Database;
beforeEach(() => {
  file = tempDb(false); // a file always: other processes open it too
  database = openDb(file.url);
});
afterEach(() => {
  database.close();
  file.drop();
});

const rows = (db = database) => db.db.select().from(settings).all();
const put = (tx: Tx, key: string, value: unknown) => tx.insert(settings).values({ key, value }).run();

/** Runs node with `args` (see nodeArgs) in a child process from the server package; resolves with its exit code and output. */
function child(args: string[], env: Record<string, string>, onLine?: (line: string) => void) {
  const proc = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const lines = out.split('\n');
    out = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  const done = new Promise<number | null>((ok) => proc.on('exit', (code) => ok(code)));
  return { proc, done };
}

describe('the database layer', () => {
  it('rolls back every statement of a write that throws', () => {
    expect(() =>
      database.write((tx) => {
        put(tx, 'one', 1);
        put(tx, 'two', 2);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(rows()).toEqual([]);
  });

  it('refuses an async write and keeps none of it', () => {
    // @ts-expect-error a write returning a promise does not typecheck
    expect(() => database.write(async (tx) => put(tx, 'one', 1))).toThrow(/synchronous/);
    // @ts-expect-error nor does one returning a query it never ran
    expect(() => database.write((tx) => tx.insert(settings).values({ key: 'x', value: 1 }))).toThrow(
      /synchronous/,
    );
    expect(rows()).toEqual([]);
  });

  it('shows an observer each statement of a write with its values, until it stops observing', () => {
    const seen: Array<[string, unknown[]]> = [];
    const stop = database.observeWrites((query, params) => seen.push([query, params]));
    database.write((tx) => put(tx, 'one', 1));
    stop();
    database.write((tx) => put(tx, 'two', 2));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.[0]).toMatch(/^insert into "settings"/);
    expect(seen[0]?.[1]).toContain('one');
    expect(rows().map((r) => r.key)).toEqual(['one', 'two']);
  });

  it('writes only inside write: the read handle and a kept transaction handle refuse', () => {
    // @ts-expect-error the read handle has no insert
    const insert = () => database.db.insert(settings).values({ key: 'x', value: 1 }).run();
    expect(insert).toThrow();
    expect(() => database.db.all(`DELETE FROM settings`)).toThrow(/read handle/);
    let kept: Tx | undefined;
    database.write((tx) => {
      kept = tx;
    });
    expect(() => kept && put(kept, 'late', 1)).toThrow(/outside Database.write/);
    expect(rows()).toEqual([]);
  });

  it('serializes concurrent requests: each read-modify-write sees the one before', async () => {
    database.write((tx) => put(tx, 'n', 0));
    const bump = async () => {
      await new Promise((r) => setImmediate(r));
      database.write((tx) => {
        const n = tx.select().from(settings).where(eq(settings.key, 'n')).get()?.value as number;
        tx.update(settings)
          .set({ value: n + 1 })
          .where(eq(settings.key, 'n'))
          .run();
      });
    };
    await Promise.all(Array.from({ length: 200 }, bump));
    expect(rows()).toEqual([{ key: 'n', value: 200 }]);
  });

  it('loses no committed write and keeps no half of one when its process is killed mid-load', async () => {
    let committed = -1;
    const writer = child(nodeArgs('write-child'), { CHILD_DB: file.url }, (line) => {
      committed = Number(line);
      if (committed >= 300) writer.proc.kill('SIGKILL');
    });
    await writer.done;
    const reopened = openDb(file.url);
    const keys = new Set(rows(reopened).map((r) => r.key));
    reopened.close();
    for (let i = 0; i <= committed; i++) expect(keys.has(`a${i}`) && keys.has(`b${i}`)).toBe(true);
    for (const key of keys) expect(keys.has(`${key.startsWith('a') ? 'b' : 'a'}${key.slice(1)}`)).toBe(true);
  });

  it('makes the admin CLI wait for a running server holding the write lock, then write', async () => {
    const now = Date.now();
    database.write((tx) =>
      tx
        .insert(users)
        .values({ username: 'held01', passwordHash: 'x', inviteCode: 'H1', createdAt: now })
        .run(),
    );
    const server = new Sqlite(file.url.slice('file:'.length));
    server.exec('BEGIN IMMEDIATE'); // as if the server were mid-transaction
    const admin = child([...nodeArgs('admin'), 'user', 'status', 'held01', '0'], { DATABASE_URL: file.url });
    await new Promise((r) => setTimeout(r, 1_000));
    server.exec('COMMIT');
    server.close();
    expect(await admin.done).toBe(0);
    const held = database.db.select({ n: count() }).from(users).where(eq(users.status, 0)).get();
    expect(held?.n).toBe(1);
    expect(database.db.select().from(users).where(like(users.username, 'held%')).all()).toHaveLength(1);
  });

  it('stamps a set of tables: changed by a write naming one of them or by another connection, not by other writes', () => {
    const stampOf = database.stamp(['users']);
    const first = stampOf();
    expect(sameStamp(stampOf(), first)).toBe(true);
    database.write((tx) => put(tx, 'unrelated', 1));
    expect(sameStamp(stampOf(), first)).toBe(true);
    const user = { username: 'stamp01', passwordHash: 'x', inviteCode: 'stamp01', createdAt: 0 };
    database.write((tx) => tx.insert(users).values(user).run());
    const second = stampOf();
    expect(sameStamp(second, first)).toBe(false);
    // Another connection (another process's, as far as SQLite knows) writing anything.
    const other = openDb(file.url);
    try {
      other.write((tx) => put(tx, 'elsewhere', 1));
    } finally {
      other.close();
    }
    expect(sameStamp(stampOf(), second)).toBe(false);
  });
});
