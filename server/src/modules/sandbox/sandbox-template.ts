import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { type Database, openDb, sharedMemoryUrl } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { seed } from '../../seed/seed.ts';
import { stateTables } from '../devtools/state-copy.ts';
import { candleRepository } from '../market/candle.repository.ts';
import { type MarketEngine, marketEngine } from '../market/engine.ts';
import { backfillMs, bucket, candleIntervals, tickMs } from '../market/intervals.ts';
import { marketState } from '../market/market.schema.ts';
import { tickStore } from '../market/tick.repository.ts';
import { settingsService } from '../settings/settings.service.ts';
import { sandboxClock } from './sandbox-clock.ts';

/** The price history, copied after the state tables (it has no links to them). */
const priceTables = ['ticks', 'candles', 'market_state'] as const;

/** Templates made in this process: each one's database has a name of its own. */
let made = 0;

interface Built {
  database: Database;
  market: MarketEngine;
  tables: string[];
}

/**
 * What every new sandbox starts from, built once by the registry on its first open: a fresh install
 * (`buildApp`'s defaults and the demo seed) with a year of price history simulated from a secret seed
 * of its own (never MARKET_SEED, so never the default world's). It lives in a shared in-memory
 * database that a new sandbox's own database copies in one transaction (`Database.replaceFrom`).
 *
 * Fairness: the copy leaves the template's seed behind, so each sandbox's engine draws its own secret
 * seed and its prices from the moment it opens are its own. The past it copies is recorded history:
 * sandboxes may share it. Before each copy (and on the registry's sweeps) the template's prices are
 * recorded up to now by its own engine, as after a restart, and what a fresh install would not have
 * yet is pruned: a new sandbox has nothing to back-fill and no more to copy, however old the template.
 */
export function sandboxTemplate(root: Deps) {
  const url = sharedMemoryUrl(`sandbox-template-${process.pid}-${++made}`);
  let built: Promise<Built> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function build(): Promise<Built> {
    const database = openDb(url);
    const deps: Deps = {
      // In memory as far as anything deriving a path from it goes (it has no files of its own).
      config: { ...root.config, DATABASE_URL: ':memory:', MARKET_SEED: undefined, SANDBOXES: false },
      database,
      catalogues: root.catalogues,
      clock: root.clock,
      random: root.random,
      ...(root.logStream ? { logStream: root.logStream } : {}),
      // Built as a sandbox with no developer tools: no registry, no gate, no files of its own.
      sandbox: { name: 'template', clock: sandboxClock(root.clock), gate: null },
    };
    try {
      const app = await buildApp(deps);
      try {
        await app.ready();
        await seed({ ...deps, settings: settingsService(database, root.clock) });
      } finally {
        await app.close();
      }
      const market = marketEngine(deps);
      await market.tickOnce(root.clock());
      return { database, market, tables: [...stateTables(database), ...priceTables] };
    } catch (error) {
      database.close();
      throw error;
    }
  }

  /** Its prices recorded up to now; ticks and candles older than a fresh back-fill's dropped. */
  async function refresh({ database, market }: Built): Promise<void> {
    const now = bucket(root.clock(), '1s');
    await market.tickOnce(now);
    database.write((tx) => {
      // A back-fill records the ticks of (now - its window, now].
      tickStore.pruneBefore(tx, now - backfillMs['1s'] + tickMs);
      for (const { symbol } of market.symbols)
        for (const interval of candleIntervals)
          if (interval !== '1Day')
            candleRepository.pruneBefore(tx, symbol, interval, now - backfillMs[interval]);
    });
  }

  /** Runs `fn` on the template, built first if need be; one at a time. */
  function withTemplate(fn: (template: Built) => Promise<void>): Promise<void> {
    const run = queue.then(async () => {
      built ??= build().catch((error) => {
        built = null;
        throw error;
      });
      await fn(await built);
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    /**
     * Fills `target` (a freshly migrated, empty database) with the template as of now, without the
     * template's price seed. Copies run one at a time; a failed build is tried again by the next copy.
     */
    copyInto(target: Database): Promise<void> {
      return withTemplate(async (template) => {
        await refresh(template);
        target.replaceFrom(url, template.tables, (tx) => {
          tx.delete(marketState).where(eq(marketState.key, 'seed')).run();
        });
      });
    },
    /** Keeps a built template up to date (the registry's sweep), so the next copy has little to do. */
    refresh: (): Promise<void> => (built ? withTemplate(refresh) : Promise.resolve()),
    /** Closes its database once the copy under way (if any) is done. */
    async close(): Promise<void> {
      await queue;
      const done = built;
      built = null;
      (await done?.catch(() => null))?.database.close();
    },
  };
}
export type SandboxTemplate = ReturnType<typeof sandboxTemplate>;
