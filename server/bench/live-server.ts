// Child process of bench/live.ts: the real app (file database, all symbols, real timers) on a random
// loopback port. Reports its port and first-start time, then its CPU and RSS whenever asked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { systemClock, systemRandom } from '../src/deps.ts';
import { loadCatalogues } from '../src/lib/i18n.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-live-'));
// Every bench client comes from 127.0.0.1: bench/live.ts raises the per-address cap to their number.
const { WS_MAX_PER_ADDRESS } = loadConfig({ WS_MAX_PER_ADDRESS: process.env.WS_MAX_PER_ADDRESS });
const config = testConfig({
  DATABASE_URL: `file:${join(dir, 'app.db')}`,
  LOG_LEVEL: 'warn',
  WS_MAX_PER_ADDRESS,
});
const database = await openDb(config.DATABASE_URL);
const app = await buildApp({
  config,
  database,
  catalogues: await loadCatalogues(),
  clock: systemClock,
  random: systemRandom,
});
const started = performance.now();
await app.jobs.start();
const startupMs = Math.round(performance.now() - started);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ kind: 'ready', port, startupMs, sample: JSON.stringify(app.market.tickers()) });

process.on('message', async (m: { kind: string }) => {
  if (m.kind === 'usage')
    process.send?.({ kind: 'usage', cpu: process.cpuUsage(), rss: process.memoryUsage().rss });
  if (m.kind === 'stop') {
    await app.close();
    database.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
});
