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
  const client = createClient({ url });
  if (fileUrl) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
  }
  await client.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return new Database(db, () => client.close());
}

/**
 * SQLite has one writer. Write transactions are queued here so concurrent requests never meet
 * SQLITE_BUSY, and each runs as one immediate transaction: all of it lands or none of it does.
 */
export class Database {
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly db: Db,
    readonly close: () => void,
  ) {}

  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const run = this.#queue.then(() => this.db.transaction(fn, { behavior: 'immediate' }));
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
