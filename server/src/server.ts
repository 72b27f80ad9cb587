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

// Every loop, in order: the price engine back-fills what the server missed before the settler prices
// what expired meanwhile; the Earn payer, the reviewers and the outbox catch up at start too.
const started = performance.now();
await app.jobs.start();
app.log.info({ ms: Math.round(performance.now() - started), jobs: app.jobs.names() }, 'jobs started');

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
