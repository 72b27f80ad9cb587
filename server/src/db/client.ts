import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzle<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens the database (creating the folder of a local file) and applies pending migrations. */
export async function openDb(url: string): Promise<Database> {
  const fileUrl = url.startsWith('file:') ? url.slice('file:'.length) : null;
  if (fileUrl) mkdirSync(dirname(resolve(fileUrl)), { recursive: true });
  // The client keeps a pool of connections: settings that belong to a connection (the busy timeout,
  // for the admin CLI writing beside a running server) go in its options so every one of them has
  // them; WAL belongs to the file. Foreign keys are on by default in libSQL and asked for again here.
  const client = createClient({ url, timeout: 5000 });
  if (fileUrl) await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return new Database(db, () => client.close());
}

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

  constructor(
    readonly db: Db,
    readonly close: () => void,
    readonly maxGroup = 64,
  ) {}

  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#pending.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#draining) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#draining = true;
    while (this.#pending.length > 0) {
      const jobs = this.#pending.splice(0, this.maxGroup);
      const [only] = jobs;
      if (jobs.length === 1 && only) await this.#runAlone(only);
      else await this.#runGroup(jobs);
    }
    this.#draining = false;
  }

  async #runAlone(job: WriteJob): Promise<void> {
    try {
      job.resolve(await this.db.transaction(job.fn, { behavior: 'immediate' }));
    } catch (error) {
      job.reject(error);
    }
  }

  async #runGroup(jobs: WriteJob[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await this.db.transaction(
        async (tx) => {
          for (const job of jobs) {
            try {
              outcomes.push({ ok: true, value: await tx.transaction(job.fn) });
            } catch (error) {
              outcomes.push({ ok: false, error });
            }
          }
        },
        { behavior: 'immediate' },
      );
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
