import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient, type InStatement, type Transaction } from '@libsql/client';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzle<typeof schema>>;
/** Drizzle inside the write queue's open transaction (see `Database.write`). */
export type Tx = Db & { readonly [inTransaction]: true };
export type Executor = Db | Tx;
declare const inTransaction: unique symbol;

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens the database (creating the folder of a local file) and applies pending migrations.
 * Reads go through the client's pool of connections. Writes go through the write queue
 * (`Database.write`) on a drizzle instance of their own, bound to whichever transaction the queue
 * has open, so queries prepared on it once (`prepared`) serve every transaction.
 */
export async function openDb(url: string): Promise<Database> {
  const fileUrl = url.startsWith('file:') ? url.slice('file:'.length) : null;
  if (fileUrl) mkdirSync(dirname(resolve(fileUrl)), { recursive: true });
  // Settings that belong to a connection (the busy timeout, for the admin CLI writing beside a
  // running server) go in the client's options so every pooled connection has them; WAL belongs to
  // the file. Foreign keys are on by default in libSQL and asked for again here.
  const readers = createClient({ url, timeout: 5000 });
  if (fileUrl) await readers.execute('PRAGMA journal_mode = WAL');
  await readers.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(readers, { schema });
  await migrate(db, { migrationsFolder });
  // A file gets a writer connection of its own; an in-memory database has only the one.
  const writer = fileUrl ? createClient({ url, timeout: 5000, concurrency: 1 }) : readers;
  return new Database(db, writer, () => {
    readers.close();
    writer.close();
  });
}

/** A client for drizzle that runs each statement in the transaction the write queue has open. */
function inOpenTransaction(open: () => Transaction | null): Client {
  const execute = (stmt: InStatement) => {
    const tx = open();
    if (!tx) return Promise.reject(new Error('a write outside Database.write'));
    return tx.execute(stmt);
  };
  return { execute } as Client;
}

/** A named value of a prepared query, usable wherever a value goes (`.set`, `.values`, `sql`). */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;
/** `{ key: param(key) }` for each key: the values of a prepared insert or update. */
export const params = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, param(k)])) as Record<K, SQL>;

/** A query built and prepared once per drizzle instance, then run with placeholder values. */
export function prepared<Q>(build: (db: Db) => Q): (db: Executor) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Runs `fn` in a savepoint of the open write transaction: if it throws, only its own changes roll
 * back, and the error goes on to the caller. SQLite resolves a savepoint name to the innermost one
 * open, so one fixed name nests correctly and keeps the statement text (and its prepared form) the same.
 */
export async function savepoint<T>(tx: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  await tx.run(sql`SAVEPOINT job`);
  try {
    const value = await fn(tx);
    await tx.run(sql`RELEASE job`);
    return value;
  } catch (error) {
    await tx.run(sql`ROLLBACK TO job`);
    await tx.run(sql`RELEASE job`);
    throw error;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface WriteJob {
  fn: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * SQLite has one writer. Write transactions are queued here so concurrent requests never meet
 * SQLITE_BUSY, and each runs as one immediate transaction: all of it lands or none of it does.
 * Group commit: writes that queued up while one was running share the next immediate transaction,
 * each in its own savepoint, so a refusal rolls back only itself, and the group pays one commit
 * (one fsync). Every caller hears its result only after that commit.
 */
export class Database {
  #pending: WriteJob[] = [];
  #draining = false;

  #open: Transaction | null = null;
  readonly #tx: Tx;

  constructor(
    /** For reads: a pool of connections that see only committed data. */
    readonly db: Db,
    /** The client writes go to; only the write queue opens transactions on it. */
    private readonly writer: Client,
    readonly close: () => void,
    readonly maxGroup = 64,
  ) {
    this.#tx = drizzle(
      inOpenTransaction(() => this.#open),
      { schema },
    ) as Tx;
  }

  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#pending.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      if (this.#draining) return;
      this.#draining = true;
      void nextTurn().then(() => this.#drain());
    });
  }

  /**
   * The driver runs statements synchronously behind its promises, so a transaction never yields to
   * the event loop. Each group therefore starts on a later turn of the loop (`setImmediate`): the
   * requests that arrived meanwhile have queued their writes by then and share its commit.
   */
  async #drain(): Promise<void> {
    while (this.#pending.length > 0) {
      const jobs = this.#pending.splice(0, this.maxGroup);
      const [only] = jobs;
      if (jobs.length === 1 && only) await this.#runAlone(only);
      else await this.#runGroup(jobs);
      // A partial group waits a turn of the loop, so the writes of requests read meanwhile join it.
      if (this.#pending.length > 0 && this.#pending.length < this.maxGroup) await nextTurn();
    }
    this.#draining = false;
  }

  /** An immediate transaction on the writer: `fn`, then COMMIT; ROLLBACK if anything throws. */
  async #transaction(fn: (tx: Tx) => Promise<void>): Promise<void> {
    const open = await this.writer.transaction('write');
    this.#open = open;
    try {
      await fn(this.#tx);
      await open.commit();
    } finally {
      this.#open = null;
      open.close(); // rolls back whatever was not committed
    }
  }

  async #runAlone(job: WriteJob): Promise<void> {
    let value: unknown;
    try {
      await this.#transaction(async (tx) => {
        value = await job.fn(tx);
      });
      job.resolve(value);
    } catch (error) {
      job.reject(error);
    }
  }

  async #runGroup(jobs: WriteJob[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await this.#transaction(async (tx) => {
        for (const job of jobs) {
          try {
            outcomes.push({ ok: true, value: await savepoint(tx, job.fn) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const job of jobs) job.reject(error); // the commit failed: nothing of the group landed
      return;
    }
    jobs.forEach((job, i) => {
      const o = outcomes[i];
      if (o?.ok) job.resolve(o.value);
      else job.reject(o?.error);
    });
  }
}
