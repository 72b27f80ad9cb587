// A real server process for the crash test: the app on a database file, the settler running on the
// system clock, a catalogue with 1 s and 2 s periods. Prints "PORT <n>" once listening.
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import { systemClock, systemRandom } from '../deps.ts';
import { loadCatalogues } from '../lib/i18n.ts';
import { memoryCatalog } from '../modules/trade/product-catalog.ts';

const url = process.env.CHILD_DB;
if (!url) throw new Error('CHILD_DB is required');
const database = await openDb(url);
const periods = [1, 2].map((seconds) => ({ seconds, profit_ratio: '0.8', min: '1', max: '1000' }));
const app = await buildApp({
  config: testConfig({ DATABASE_URL: url }),
  database,
  catalogues: await loadCatalogues(),
  clock: systemClock,
  random: systemRandom,
  products: memoryCatalog([{ id: 1, symbol: 'BTCUSDT', open: true, periods }]),
});
await app.settler.start();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
