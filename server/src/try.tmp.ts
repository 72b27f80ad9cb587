import { testConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { marketEngine } from './modules/market/engine.ts';
import { seededRandom } from './test/harness.ts';

const url = process.argv[2] ?? 'file:/tmp/mk/a.db';
const database = await openDb(url);
let now = Date.now();
const e = marketEngine({
  database,
  clock: () => now,
  config: testConfig({ MARKET_SEED: 's' }),
  random: seededRandom(),
});
let t0 = performance.now();
await e.prepare();
console.log('prepare ms', performance.now() - t0);
console.log(e.tickers().slice(0, 3));
t0 = performance.now();
for (let i = 0; i < 100; i++) {
  now += 1000;
  await e.tickOnce();
}
console.log('100 ticks ms', performance.now() - t0);
const r = await database.db.$client.execute(
  "select interval, count(*) n from candles where symbol='BTCUSDT' group by interval",
);
console.log(r.rows, (await database.db.$client.execute('select count(*) n from ticks')).rows);
