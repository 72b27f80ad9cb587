import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { systemClock, systemRandom } from './deps.ts';
import { loadCatalogues } from './lib/i18n.ts';
import { settingsService } from './modules/settings/settings.service.ts';
import { demoAccount, seed } from './seed/seed.ts';

const config = loadConfig();
const database = await openDb(config.DATABASE_URL);
const deps = {
  config: { ...config, WEB_DIST: config.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist') },
  database,
  catalogues: await loadCatalogues(),
  clock: systemClock,
  random: systemRandom,
};
const app = await buildApp(deps);
if (config.SEED && (await seed({ ...deps, settings: settingsService(database) }))) {
  app.log.info(`seeded demo data; log in as ${demoAccount.username} / ${demoAccount.password}`);
}

// Back-fill on first start (or catch up after downtime), then a tick each second and the heartbeat.
const started = performance.now();
await app.market.start();
app.live.start();
app.log.info({ ms: Math.round(performance.now() - started) }, 'price engine ready');
// Settle what expired while the server was down (against the ticks recorded at expiry), then keep
// settling; each new tick wakes the settler so an order settles as soon as its expiry is priced.
await app.settler.start();
app.market.onTick(() => app.settler.kick());
// Earn: pay the days that fell due while the server was down (each once), then keep paying.
app.earnPayer.start();
// Real-name reviews that fell due while the server was down are decided now, then every second.
app.kycReviewer.start();
// Recharges and withdrawals: decide what fell due while the server was down, then keep reviewing.
app.reviewer.start();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Requests in flight are answered (and their writes committed) before the database closes. A keep-alive
  // connection turns idle once its answer is out; close it then instead of waiting for its timeout.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(idle);
  database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
