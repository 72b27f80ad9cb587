import Sqlite from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsService } from '../modules/settings/settings.service.ts';
import { seed } from '../seed/seed.ts';
import { fingerprint, fingerprintTables } from './fingerprint.ts';
import { makeApp } from './harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(() => t.close());

const sqliteTables = async () =>
  (
    await t.deps.database.db.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name`,
    )
  ).map((r) => r.name);

describe('the database fingerprint a refused request is checked with', () => {
  it('covers every table of the migrated database except the price data that moves on its own', async () => {
    const left = (await sqliteTables()).filter((name) => !fingerprintTables.includes(name));
    expect(left.sort()).toEqual(['candles', 'market_state', 'ticks']);
  });

  // Another connection, as the admin CLI has, with foreign-key checks off: any row can go.
  it.skipIf(process.env.TEST_DB === 'memory')(
    'changes when a row of any covered table of the seeded demo goes',
    async () => {
      await seed({ ...t.deps, settings: settingsService(t.deps.database) });
      const other = new Sqlite(t.url.replace(/^file:/, ''));
      other.exec('PRAGMA foreign_keys = OFF');
      const changed: string[] = [];
      const deleted: string[] = [];
      for (const table of fingerprintTables) {
        const before = await fingerprint(t.deps.database.db);
        if (
          other.prepare(`DELETE FROM "${table}" WHERE rowid = (SELECT min(rowid) FROM "${table}")`).run()
            .changes === 0
        )
          continue;
        deleted.push(table);
        if ((await fingerprint(t.deps.database.db)) !== before) changed.push(table);
      }
      other.close();
      expect(deleted).toEqual(expect.arrayContaining(['users', 'accounts', 'ledger', 'products', 'notices']));
      expect(changed).toEqual(deleted);
    },
  );
});
