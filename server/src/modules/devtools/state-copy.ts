import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { seed } from '../../seed/seed.ts';
import { productRepository } from '../trade/product.repository.ts';

/** Price history moves on its own and is never reset or restored; neither is the migration log. */
const kept = new Set(['ticks', 'candles', 'market_state', '__drizzle_migrations']);

/** Every table holding users, money, orders, content and settings (new modules' tables included). */
export function stateTables(database: Database): string[] {
  const rows = database.db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  );
  const names = rows.map((r) => r.name).filter((n) => !kept.has(n));
  // Parents before children: inserts go in this order, deletes in the reverse one.
  const parents = new Map(
    names.map((n) => [
      n,
      database.db
        .all<{ table: string }>(sql`SELECT "table" FROM pragma_foreign_key_list(${n})`)
        .map((r) => r.table)
        .filter((p) => p !== n && names.includes(p)),
    ]),
  );
  const ordered: string[] = [];
  const visit = (n: string, path: Set<string>) => {
    if (ordered.includes(n) || path.has(n)) return;
    path.add(n);
    for (const p of parents.get(n) ?? []) visit(p, path);
    ordered.push(n);
  };
  for (const n of names) visit(n, new Set());
  return ordered;
}

export function snapshotDir(config: AppContext['config']): string {
  if (config.SNAPSHOT_DIR) return resolve(config.SNAPSHOT_DIR);
  const url = config.DATABASE_URL;
  if (url.startsWith('file:') && !url.includes(':memory:'))
    return join(dirname(resolve(url.slice(5))), 'snapshots');
  return join(tmpdir(), 'coinly-snapshots');
}

/** Reset and snapshots of the state tables. Callers then refresh what the server keeps in memory. */
export function stateCopy(
  ctx: Pick<AppContext, 'database' | 'config' | 'clock' | 'settings' | 'catalogues' | 'random'>,
) {
  const dir = snapshotDir(ctx.config);
  const fileOf = (name: string) => join(dir, `${name}.db`);
  return {
    /** Empties every state table and seeds the demo data again (products, demo account, notices). */
    async reset(): Promise<void> {
      const tables = stateTables(ctx.database);
      ctx.database.write((tx) => {
        tx.run(sql`PRAGMA defer_foreign_keys = ON`);
        for (const t of [...tables].reverse()) tx.run(sql.raw(`DELETE FROM "${t}"`));
        productRepository.seedDefaults(tx);
      });
      ctx.settings.invalidate();
      await seed(ctx);
    },
    list(): string[] {
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((f) => f.endsWith('.db'))
        .map((f) => f.slice(0, -3))
        .sort();
    },
    save(name: string): void {
      mkdirSync(dir, { recursive: true });
      const partial = fileOf(`${name}.partial`);
      rmSync(partial, { force: true });
      ctx.database.copyTo(partial);
      renameSync(partial, fileOf(name));
    },
    /** False when there is no such snapshot; throws (changing nothing) when its tables do not fit. */
    load(name: string): boolean {
      const file = fileOf(name);
      if (!existsSync(file)) return false;
      ctx.database.replaceFrom(file, stateTables(ctx.database));
      ctx.settings.invalidate();
      return true;
    },
  };
}
