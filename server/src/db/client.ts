import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { isThenable } from '../lib/thenable.ts';
import { packageRoot } from '../package-root.ts';
import { type Change, type ChangeSink, outboxSink } from './changes.ts';
import { otherCommits } from './other-commits.ts';
import * as schema from './schema.ts';

type Drizzle = BetterSQLite3Database<typeof schema>;
/** The read handle: drizzle without insert, update, delete or transactions; it runs selects only. */
export type Reader = Pick<Drizzle, 'select' | 'selectDistinct' | '$count' | 'all' | 'get'>;
/** Drizzle inside `Database.write`'s immediate transaction: the only handle that can write. */
export type Tx = Drizzle & { readonly [inWrite]: true; readonly [changeLog]: Change[] };
declare const inWrite: unique symbol;
const changeLog = Symbol('changes of the open write');

/**
 * Records, inside a write, a change its owner should hear about (`changes.ts`). It is published once,
 * after COMMIT, by the database's sink; a rolled-back write publishes nothing.
 */
export function recordChange(tx: Tx, change: Change): void {
  tx[changeLog].push(change);
}

const migrationsFolder = resolve(packageRoot, 'drizzle');

/**
 * A named in-memory database that other connections of this process can ATTACH (SQLite's shared cache):
 * `file:NAME?mode=memory&cache=shared`. It lives while a connection to it is open (a sandbox template).
 */
export const sharedMemoryUrl = (name: string): string => `file:${name}?mode=memory&cache=shared`;
const sharedMemory = /^file:[\w-]+\?mode=memory&cache=shared$/;
const inMemory = (path: string) => path === ':memory:' || sharedMemory.test(path);

/** `file:<path>`, `:memory:` or a `sharedMemoryUrl`; the synchronous driver cannot reach a libSQL server. */
function pathOf(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  if (sharedMemory.test(url)) return url;
  if (url.startsWith('file:')) return url.slice('file:'.length);
  throw new Error(`DATABASE_URL must be file:<path> or :memory: (got ${url})`);
}

/**
 * Opens the database on one connection (creating the folder of a file) and applies pending
 * migrations. The driver is synchronous (`better-sqlite3` is the `libsql` package, see README), so
 * a write transaction runs from BEGIN to COMMIT without yielding: writes serialize by construction.
 */
export function openDb(url: string): Database {
  const { client, path } = openClient(url);
  return new Database(client, path);
}

/** The connection `openDb` wraps, set up and migrated the same way (benchmarks time bare SQL on it). */
export function openClient(url: string): { client: Sqlite.Database; path: string } {
  const path = pathOf(url);
  if (!inMemory(path)) mkdirSync(dirname(resolve(path)), { recursive: true });
  const client = new Sqlite(path);
  client.exec('PRAGMA busy_timeout = 5000'); // the admin CLI writing beside a running server waits
  client.exec('PRAGMA foreign_keys = ON');
  if (!inMemory(path)) {
    client.exec('PRAGMA journal_mode = WAL');
    client.exec('PRAGMA synchronous = NORMAL'); // durable at each WAL checkpoint, atomic always
  }
  migrate(drizzle({ client, schema }), { migrationsFolder });
  return { client, path };
}

/** Each statement is checked before it runs: reads run selects only, writes only inside `write`. */
const guard = (allowed: (query: string) => boolean, refusal: string) => ({
  logQuery(query: string) {
    if (!allowed(query)) throw new Error(refusal);
  },
});

/** A promise, or a query not yet run (drizzle's are thenable), may not be a write's result. */
export type Sync<T> = T extends PromiseLike<unknown> ? never : T;

export class Database {
  /** For reads; it sees every committed write. */
  readonly db: Reader;
  readonly #tx: Tx;
  readonly #immediate: <T>(fn: (tx: Tx) => T) => T;

  /** Per watched table set: the pattern naming one of its tables, and how many writes named one. */
  readonly #watches: Array<{ names: RegExp; count: number }> = [];
  /** Statement text → the watches it names (see `#watchesOf`); emptied when a watch is added. */
  readonly #named = new Map<string, ReadonlyArray<{ count: number }>>();
  readonly #others: ReturnType<typeof otherCommits>;
  readonly #changes: Change[] = [];
  #sink: ChangeSink = outboxSink;
  /** Sees each statement a write runs, with its parameters (see `observeWrites`). */
  #observer: ((query: string, params: unknown[]) => void) | null = null;

  constructor(
    private readonly client: Sqlite.Database,
    path = ':memory:',
  ) {
    const selects = (query: string) => /^\s*select\b/i.test(query);
    this.db = drizzle({ client, schema, logger: guard(selects, 'a write through the read handle') });
    const open = (query: string) => {
      for (const watch of this.#watchesOf(query)) watch.count++;
      return client.inTransaction;
    };
    const logger = {
      logQuery: (query: string, params: unknown[]) => {
        if (!open(query)) throw new Error('a write outside Database.write');
        this.#observer?.(query, params);
      },
    };
    this.#tx = drizzle({ client, schema, logger }) as unknown as Tx;
    Object.defineProperty(this.#tx, changeLog, { value: this.#changes });
    this.#others = otherCommits(client, path);
    // Prepared once: the driver's own `transaction()` re-parses BEGIN and COMMIT on every write.
    const begin = client.prepare('BEGIN IMMEDIATE');
    const commit = client.prepare('COMMIT');
    const rollback = client.prepare('ROLLBACK');
    this.#immediate = <T>(fn: (tx: Tx) => T): T => {
      begin.run();
      let publish: (() => void) | null = null;
      try {
        const value = fn(this.#tx);
        // A promise here would let the transaction commit before the work it promises is done.
        if (isThenable(value)) throw new Error('Database.write takes a synchronous function');
        if (this.#changes.length > 0) publish = this.#sink.prepare(this.#tx, this.#changes.splice(0));
        commit.run();
        return value;
      } catch (err) {
        if (client.inTransaction) rollback.run();
        publish = null;
        throw err;
      } finally {
        this.#changes.length = 0;
        publish?.();
      }
    };
  }

  /**
   * Where committed changes go from now on: the server's publisher. Until one is set (and in a process
   * that sets none, such as the admin CLI) they are written to the outbox in their own transaction.
   */
  publishTo(sink: ChangeSink): () => void {
    this.#sink = sink;
    // Undone only while it is still the sink: a second app on the same database (a restart test) keeps its own.
    return () => {
      if (this.#sink === sink) this.#sink = outboxSink;
    };
  }

  /**
   * Calls `observer` with each statement (text and parameters) that writes run through drizzle from
   * now on, until the returned function is called: how bench:trade captures a buy's statements.
   */
  observeWrites(observer: (query: string, params: unknown[]) => void): () => void {
    this.#observer = observer;
    return () => {
      if (this.#observer === observer) this.#observer = null;
    };
  }

  /** The watches a statement names, worked out once per distinct statement text (prepared ones repeat). */
  #watchesOf(query: string): ReadonlyArray<{ count: number }> {
    let named = this.#named.get(query);
    if (named === undefined) {
      named = this.#watches.filter((watch) => watch.names.test(query));
      if (this.#named.size > 10_000) this.#named.clear(); // statements built with inline values
      this.#named.set(query, named);
    }
    return named;
  }

  /**
   * Runs `fn` in one immediate transaction: all of it commits, or a throw rolls all of it back.
   * `fn` is synchronous (an async one is refused and rolled back): nothing else runs meanwhile.
   */
  write<T>(fn: (tx: Tx) => Sync<T>): T {
    return this.#immediate(fn);
  }

  /**
   * A stamp of `tables` for caches of their rows: it changes whenever a commit may have changed one
   * of them, so a row cached under an older stamp is stale. This process's writes count when a
   * statement names one of the tables (a rolled-back one too: a needless refresh, never a stale
   * hit); another connection's or process's commit (the admin CLI's) changes SQLite's
   * `PRAGMA data_version`, read again whenever the wal-index header shows a commit since the last
   * call (`other-commits.ts`). Take the stamp before reading the rows it covers. `others`, when
   * given, is a value of `otherCommits()` read earlier in the same request (one read per request).
   */
  stamp(tables: readonly string[]): (others?: number) => Stamp {
    const watch = { names: new RegExp(`"(?:${tables.join('|')})"`), count: 0 };
    this.#watches.push(watch);
    this.#named.clear();
    return (others = this.#others.read()) => ({ local: watch.count, others });
  }

  /** How far other connections' commits have gone, as `stamp` counts them. */
  otherCommits(): number {
    return this.#others.read();
  }

  /** Writes a consistent copy of the whole database to `path` (a new file), beside running writes. */
  copyTo(path: string): void {
    this.client.prepare('VACUUM INTO ?').run(path);
  }

  /**
   * Replaces the rows of `tables` (parents before children) with those of the database at `path` (a
   * file or a `sharedMemoryUrl`, same migrations), then runs `after`, all in one immediate transaction:
   * readers see the old state or the new one, never a mix.
   */
  replaceFrom(path: string, tables: readonly string[], after?: (tx: Tx) => void): void {
    this.client.prepare('ATTACH DATABASE ? AS source').run(path);
    try {
      this.write((tx) => {
        tx.run(sql`PRAGMA defer_foreign_keys = ON`);
        for (const t of [...tables].reverse()) tx.run(sql.raw(`DELETE FROM main."${t}"`));
        for (const t of tables) tx.run(sql.raw(`INSERT INTO main."${t}" SELECT * FROM source."${t}"`));
        after?.(tx);
      });
    } finally {
      this.client.exec('DETACH DATABASE source');
    }
  }

  close(): void {
    this.#others.close();
    this.client.close();
  }
}

/** See `Database.stamp`. */
export interface Stamp {
  readonly local: number;
  readonly others: number;
}
export const sameStamp = (a: Stamp, b: Stamp): boolean => a.local === b.local && a.others === b.others;
