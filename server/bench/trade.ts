// pnpm bench:trade — user/buy throughput beside a bare Fastify route in the same run, and the
// settlement lag (expiry → settled) with 1 000 open orders. Real HTTP over loopback (autocannon),
// a real database file, the system clock; a tick each whole second as the price engine records them.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ServerMessage } from '@app/contracts';
import type { Notify } from '../src/lib/notify.ts';
import { memoryCatalog } from '../src/modules/trade/product-catalog.ts';
import { tradeService } from '../src/modules/trade/trade.service.ts';
import { audit } from '../src/test/trading.ts';
import { captureBuy, measureFloor, measureFloorServed } from './floor.ts';
import { bareServer, benchApp, compare, cpuMicros, load, pct, seconds, tickWriter } from './shared.ts';

const users = 20;
const lagOrders = 1_000;

const products = memoryCatalog([
  {
    id: 1,
    symbol: 'BTCUSDT',
    open: true,
    periods: [
      { seconds: 3, profit_ratio: '0.80', min: '1', max: '1000000' },
      { seconds: 300, profit_ratio: '0.85', min: '1', max: '1000000' },
    ],
  },
]);

/** When each settled order was announced: the end of its expiry → settled lag. */
const announced = new Map<number, number>();
const notify: Notify = Object.assign(
  (_uid: number, m: ServerMessage) => {
    if (m.ch === 'order' && m.data.status === 'closed') announced.set(m.data.id, Date.now());
  },
  // Like an API client, it receives orders only: no balance is prepared for it (live/publisher.ts).
  { listens: (_uid: number, ch: ServerMessage['ch']) => ch === 'order' },
);
const bench = await benchApp('trade', users, { products, notify });
const { app, database, deps, tokens } = bench;

const ticks = tickWriter(database, () => app.settler.kick());
await app.settler.start();
const bare = await bareServer({ code: 0, msg: 'success', data: {} });
await new Promise((r) => setTimeout(r, 1_100)); // a first tick, so buying has a price

// The statements of one real buy, captured to be run bare as the floor after the buy's run.
const buyBody = 'product_id=1&direction=up&seconds=300&amount=1';
const captured = await captureBuy((o) => app.inject(o), database, tokens[0] as string, buyBody);

// Warm-up: a server runs the buy path hot. Without it the measured run (a few hundred buys on a loaded
// machine) pays for compiling the path, which the bare route (a few lines) hardly does.
const warmUpBuys = Number(process.env.BENCH_WARMUP ?? 2_000);
for (let i = 0; i < warmUpBuys; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/buy',
    payload: `${buyBody}&idempotency_key=${randomUUID()}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${tokens[i % users]}`,
    },
  });
  if (res.json().code !== 0) throw new Error(`a warm-up buy was refused: ${res.body}`);
}

const bareRun = await load({ url: bare.url });
// The load generator runs in a worker thread (its own core), not on the server's event loop. Each
// connection cycles through the users; unique-key.cjs gives every request its own idempotency key.
const setupRequest = fileURLToPath(new URL('./unique-key.cjs', import.meta.url));
const count = async () =>
  (await database.db.all<{ n: number }>(`SELECT COUNT(*) n FROM trade_orders`))[0]?.n ?? Number.NaN;
const placedBefore = await count();
const buyRun = await load({
  url: bench.url,
  requests: tokens.map((token, i) => ({
    method: 'POST' as const,
    path: '/api/v1/user/buy',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    body: `product_id=1&direction=${i % 2 ? 'up' : 'down'}&seconds=300&amount=1&idempotency_key={key}`,
    setupRequest: setupRequest as never, // a module path, as workers need; the types know only functions
  })),
});
const placed = (await count()) - placedBefore;
// The floor: the same statements in one bare immediate transaction per order, same connection and file.
const floor = await measureFloor(bench.client, captured, seconds);
// Context, not the target: the same transaction with one small request through the app after each.
const served = await measureFloorServed(bench.client, captured, 3_000, 0, () =>
  app.inject({ method: 'GET', url: '/api/v1/no-such-call' }),
);

// Settlement lag: 1 000 open orders expiring within about a second of each other.
const trade = tradeService({ ...deps, products });
const lagIds: Array<{ id: number; expiresAt: number }> = [];
for (let i = 0; i < lagOrders; i++) {
  // The driver is synchronous: let the tick timer run between buys, as requests arriving would.
  if (i % 50 === 0) await new Promise((r) => setImmediate(r));
  const o = await trade.buy(1 + (i % users), {
    product_id: 1,
    direction: i % 2 ? 'up' : 'down',
    seconds: 3,
    amount: '1',
  });
  lagIds.push({ id: o.id, expiresAt: o.expires_at });
}
const deadline = Date.now() + 15_000;
while (lagIds.some((o) => !announced.has(o.id)) && Date.now() < deadline)
  await new Promise((r) => setTimeout(r, 50));
ticks.stop();
await app.settler.stop();

const expiryLag = lagIds.map((o) => (announced.get(o.id) ?? Number.NaN) - o.expiresAt);
// From the later of expiry and the recording of the tick that decides it (the tick of expiry's second).
const tickLag = lagIds.map(
  (o) => (announced.get(o.id) ?? Number.NaN) - Math.max(o.expiresAt, ticks.recordedAt(o.expiresAt)),
);
const books = await audit(database.db);
const clean = books.drift.length + books.negative + books.badSettlements.length + books.badLocks.length === 0;

const ms = (v: number) => `${v.toFixed(1)} ms`;
compare('bench:trade', bareRun, { 'user/buy POST': buyRun });
const buyCpu = cpuMicros(buyRun);
console.log(
  `\nfloor: the buy's ${captured.statements.length} statements as one bare BEGIN IMMEDIATE … COMMIT, same libSQL connection (WAL, synchronous NORMAL):`,
);
for (const { sql } of captured.statements) console.log(`    ${sql.slice(0, 90)}`);
console.log(
  `  ${floor.cpuMicros.toFixed(0)} CPU µs per transaction, ${floor.systemMicros.toFixed(0)} of it kernel (${floor.transactions} transactions)`,
);
console.log(`  user/buy ${buyCpu.toFixed(0)} server CPU µs per request`);
console.log(`  buy / floor: ${(buyCpu / floor.cpuMicros).toFixed(2)} (target ≤ 2.5)`);
console.log(
  `  context: the floor's transaction with one 404 request through the app between transactions costs ${served.cpuMicros.toFixed(0)} CPU µs (the request's own cost subtracted; ${served.transactions} transactions), ${(served.cpuMicros / floor.cpuMicros).toFixed(2)}× the tight loop's`,
);
console.log(
  `orders placed in the run: ${placed} (autocannon 2xx: ${buyRun['2xx']}, non-2xx: ${buyRun.non2xx}, errors: ${buyRun.errors})`,
);
console.log(
  `\nsettlement of ${lagOrders} open orders (ticks each whole second; settler wakes at each expiry and each tick):`,
);
console.log(`  settled: ${expiryLag.filter(Number.isFinite).length}/${lagOrders}`);
console.log(
  `  expiry → settled         p50 ${ms(pct(expiryLag, 50))}  p99 ${ms(pct(expiryLag, 99))}  max ${ms(pct(expiryLag, 100))}`,
);
console.log(
  `  expiry priced → settled  p50 ${ms(pct(tickLag, 50))}  p99 ${ms(pct(tickLag, 99))}  max ${ms(pct(tickLag, 100))}`,
);
console.log(
  `books: ${clean ? 'ledger equals balances, nothing negative, each order settled once' : JSON.stringify(books)}`,
);

await bare.close();
await bench.close();
process.exit(clean ? 0 : 1);
