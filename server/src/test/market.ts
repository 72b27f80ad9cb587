import { afterEach } from 'vitest';
import { type Config, testConfig } from '../config.ts';
import { type Database, openDb } from '../db/client.ts';
import { fakeClock, seededRandom } from './harness.ts';

/**
 * What a market engine needs, on a fresh in-memory database with a fake clock and a seeded model;
 * every database it opens is closed after each test of the calling file.
 */
export function marketTestBed(seed: string) {
  let databases: Database[] = [];
  afterEach(() => {
    for (const d of databases) d.close();
    databases = [];
  });
  return (overrides: Partial<Config> = {}) => {
    const database = openDb(':memory:');
    databases.push(database);
    const clock = fakeClock();
    const deps = {
      database,
      clock: clock.now,
      config: testConfig({ MARKET_SYMBOLS: 'BTC', MARKET_SEED: seed, ...overrides }),
      random: seededRandom(),
    };
    return { database, clock, deps };
  };
}
