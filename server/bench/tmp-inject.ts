import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { memoryCatalog } from '../src/modules/trade/product-catalog.ts';
import { captureBuy, measureFloor } from './floor.ts';
import { benchApp, mainThreadTimes, tickWriter } from './shared.ts';

const products = memoryCatalog([
  {
    id: 1,
    symbol: 'BTCUSDT',
    open: true,
    periods: [{ seconds: 300, profit_ratio: '0.85', min: '1', max: '1000000' }],
  },
]);
const bench = await benchApp('inj', 20, { products });
if (process.env.CACHE) bench.client.exec(`PRAGMA cache_size = ${process.env.CACHE}`);
const ticks = tickWriter(bench.database, () => {});
await new Promise((r) => setTimeout(r, 1100));
const k = 0;
async function run(n: number) {
  const t0 = mainThreadTimes();
  for (let i = 0; i < n; i++) {
    const res = await bench.app.inject({
      method: 'POST',
      url: '/api/v1/user/buy',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${bench.tokens[i % 20]}`,
      },
      payload: `product_id=1&direction=up&seconds=300&amount=1&idempotency_key=${randomUUID()}`,
    });
    if (res.statusCode !== 200 || res.json().code !== 0) throw new Error(res.body);
  }
  const t1 = mainThreadTimes();
  return { user: ((t1.user - t0.user) * 1000) / n, system: ((t1.system - t0.system) * 1000) / n };
}
console.log('warm', await run(2000));
const cap = await captureBuy(
  (o) => bench.app.inject(o),
  bench.database,
  bench.tokens[0]!,
  'product_id=1&direction=up&seconds=300&amount=1',
);
const s0 = new Session();
s0.connect();
await s0.post('Profiler.enable');
await s0.post('Profiler.start');
console.log('floor', await measureFloor(bench.client, cap, 2));
console.log('inject', await run(3000));
{
  const { profile } = await s0.post('Profiler.stop');
  writeFileSync('/work/h-benchtrade/.prof/both.cpuprofile', JSON.stringify(profile));
}
console.log('run', await run(4000));
if (process.env.PROF) {
  const s = new Session();
  s.connect();
  await s.post('Profiler.enable');
  await s.post('Profiler.start');
  console.log('prof', await run(4000));
  const { profile } = await s.post('Profiler.stop');
  writeFileSync(process.env.PROF, JSON.stringify(profile));
}
ticks.stop();
await bench.close();
process.exit(0);
