// In-process view of the buy against its floor, without sockets: `npx tsx bench/buy-loop.ts [rounds]`.
// The same app as bench:trade (file database, system clock), `app.inject` buys in a loop, then the
// floor (the buy's statements as one bare transaction), alternating for `rounds`; main-thread CPU µs.
// Steadier than HTTP on a loaded machine; run it from two checkouts alternately to compare code.
// BENCH_CPU_PROFILE=<dir> also writes a CPU profile of the last round (its buys, then its floor).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { memoryCatalog } from '../src/modules/trade/product-catalog.ts';
import { tradeService } from '../src/modules/trade/trade.service.ts';
import { audit, writeTick } from '../src/test/trading.ts';
import { captureBuy, measureFloor } from './floor.ts';
import { benchApp, mainThreadTimes } from './shared.ts';

const rounds = Number(process.argv[2] ?? 3);
const buysPerRound = Number(process.env.BENCH_BUYS ?? 3_000);
const warmUp = Number(process.env.BENCH_WARMUP ?? 2_000);
const floorSeconds = Number(process.env.BENCH_FLOOR_SECONDS ?? 2);
const users = Number(process.env.BENCH_USERS ?? 20);
const products = memoryCatalog([
  {
    id: 1,
    symbol: 'BTCUSDT',
    open: true,
    periods: [{ seconds: 300, profit_ratio: '0.85', min: '1', max: '1000000' }],
  },
]);
// The app's own notify (the websocket hub): bench users hold no socket, like API clients.
const bench = await benchApp('buy-loop', users, { products });
const { app, database, tokens } = bench;
/** The same service the route calls, called directly: the buy without HTTP, auth or the envelope. */
const trade = tradeService({ ...bench.deps, products });
const body = 'product_id=1&direction=up&seconds=300&amount=1';

/** A tick each new second (checked every 100 buys), so the strike stays recent; negligible beside the buys. */
let lastTick = 0;
const tick = async () => {
  const second = Math.floor(Date.now() / 1000) * 1000;
  if (second !== lastTick) await writeTick(database, 'BTCUSDT', second, '100000.00');
  lastTick = second;
};
await tick();
const buy = async (i: number) => {
  if (i % 100 === 0) await tick();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/buy',
    payload: `${body}&idempotency_key=${randomUUID()}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${tokens[i % users]}`,
    },
  });
  if (res.statusCode !== 200 || res.json().code !== 0) throw new Error(`a buy was refused: ${res.body}`);
};
const captured = await captureBuy((o) => app.inject(o), database, tokens[0] as string, body);
for (let i = 0; i < warmUp; i++) await buy(i);

const profileDir = process.env.BENCH_CPU_PROFILE;
let floorOrders = 0;
const results: Array<{ buy: number; service: number; floor: number }> = [];
for (let r = 0; r < rounds; r++) {
  await tick();
  const profiling = profileDir && r === rounds - 1 ? new Session() : null;
  if (profiling) {
    profiling.connect();
    await profiling.post('Profiler.enable');
    await profiling.post('Profiler.start');
  }
  const before = mainThreadTimes();
  for (let i = 0; i < buysPerRound; i++) await buy(i);
  const after = mainThreadTimes();
  const buyMicros = ((after.user + after.system - before.user - before.system) * 1000) / buysPerRound;
  const direct = mainThreadTimes();
  for (let i = 0; i < buysPerRound; i++) {
    if (i % 100 === 0) await tick();
    await trade.buy(1 + (i % users), {
      product_id: 1,
      direction: 'up',
      seconds: 300,
      amount: '1',
      idempotency_key: randomUUID(),
    });
  }
  const directEnd = mainThreadTimes();
  const serviceMicros =
    ((directEnd.user + directEnd.system - direct.user - direct.system) * 1000) / buysPerRound;
  const floor = await measureFloor(bench.client, captured, floorSeconds, floorOrders);
  floorOrders += floor.transactions;
  if (profiling) {
    const { profile } = await profiling.post('Profiler.stop');
    writeFileSync(join(profileDir as string, 'buy-loop.cpuprofile'), JSON.stringify(profile));
    profiling.disconnect();
    console.log(`profile: ${buysPerRound} buys, then ${floor.transactions} floor transactions`);
  }
  results.push({ buy: buyMicros, service: serviceMicros, floor: floor.cpuMicros });
  console.log(
    `round ${r + 1}: buy ${buyMicros.toFixed(0)} CPU µs (tradeService.buy alone ${serviceMicros.toFixed(0)}), floor ${floor.cpuMicros.toFixed(0)}, ratio ${(buyMicros / floor.cpuMicros).toFixed(2)}`,
  );
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? Number.NaN;
const buyMedian = median(results.map((x) => x.buy));
const floorMedian = median(results.map((x) => x.floor));
const serviceMedian = median(results.map((x) => x.service));
const books = await audit(database.db);
const clean = books.drift.length + books.negative + books.badSettlements.length + books.badLocks.length === 0;
console.log(
  `median: buy ${buyMedian.toFixed(0)} (service alone ${serviceMedian.toFixed(0)}), floor ${floorMedian.toFixed(0)}, ratio ${(buyMedian / floorMedian).toFixed(2)}; books ${clean ? 'clean' : `NOT clean: ${JSON.stringify(books).slice(0, 300)}`}`,
);
await bench.close();
process.exit(clean ? 0 : 1);
