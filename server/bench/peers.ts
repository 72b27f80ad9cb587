// pnpm bench:peers — the reference server beside what a front-end team would pick instead, in one run:
// Prism's mock server on the same OpenAPI document (contracts/openapi.json) and json-server on a JSON
// file holding the same shapes. A comparable read (the balance) and a comparable write (an insert that
// stays: an order placed), each peer under the same load, with req/s, p99 and the ratio to each peer.
// The reference server does more per request: a session, validation, a ledger, a database file.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import { memoryCatalog } from '../src/modules/trade/product-catalog.ts';
import { benchApp, connections, load, seconds, tickWriter } from './shared.ts';

const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const openapi = fileURLToPath(new URL('../../contracts/openapi.json', import.meta.url));

const products = memoryCatalog([
  {
    id: 1,
    symbol: 'BTCUSDT',
    open: true,
    periods: [{ seconds: 300, profit_ratio: '0.85', min: '1', max: '1000000' }],
  },
]);
const users = 20;
const bench = await benchApp('peers', users, { products });
const ticks = tickWriter(bench.database, () => bench.app.settler.kick());
await new Promise((r) => setTimeout(r, 1_100)); // a first tick, so buying has a price
const auth = (i: number) => ({ authorization: `Bearer ${bench.tokens[i % users]}` });
const balance = (await bench.app.inject({ url: '/api/v1/user/balance', headers: auth(0) })).json().data;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

async function start(name: string, command: string, args: string[], probe: string): Promise<ChildProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (d) => (err += d));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${err}`);
    if (
      await fetch(probe).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not start: ${err}`);
}

// Prism: the mock of the very document the reference server serves.
const prismPort = await freePort();
const prism = await start(
  'prism',
  bin('prism'),
  ['mock', openapi, '-h', '127.0.0.1', '-p', String(prismPort)],
  `http://127.0.0.1:${prismPort}/api/v1/market/list`,
);
// json-server: the balance and an orders collection in a JSON file it writes on every insert.
const dir = mkdtempSync(join(tmpdir(), 'bench-peers-'));
const dbFile = join(dir, 'db.json');
writeFileSync(dbFile, JSON.stringify({ balance, orders: [] }));
const jsonPort = await freePort();
const jsonServer = await start(
  'json-server',
  bin('json-server'),
  [dbFile, '--host', '127.0.0.1', '--port', String(jsonPort), '--quiet'],
  `http://127.0.0.1:${jsonPort}/balance`,
);

const setupRequest = fileURLToPath(new URL('./unique-key.cjs', import.meta.url));
const form = 'application/x-www-form-urlencoded';
const buyBody = (i: number) =>
  `product_id=1&direction=${i % 2 ? 'up' : 'down'}&seconds=300&amount=1&idempotency_key={key}`;

const reads = {
  reference: await load({ url: `${bench.url}/api/v1/user/balance`, headers: auth(0) }),
  prism: await load({ url: `http://127.0.0.1:${prismPort}/api/v1/user/balance`, headers: auth(0) }),
  'json-server': await load({ url: `http://127.0.0.1:${jsonPort}/balance` }),
};
const writes = {
  reference: await load({
    url: bench.url,
    requests: Array.from({ length: users }, (_, i) => ({
      method: 'POST' as const,
      path: '/api/v1/user/buy',
      headers: { 'content-type': form, ...auth(i) },
      body: buyBody(i),
      setupRequest: setupRequest as never, // a module path, as workers need
    })),
  }),
  prism: await load({
    url: `http://127.0.0.1:${prismPort}`,
    requests: [
      {
        method: 'POST' as const,
        path: '/api/v1/user/buy',
        headers: { 'content-type': form, ...auth(0) },
        body: buyBody(0),
        setupRequest: setupRequest as never,
      },
    ],
  }),
  'json-server': await load({
    url: `http://127.0.0.1:${jsonPort}`,
    requests: [
      {
        method: 'POST' as const,
        path: '/orders',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: 1, direction: 'up', seconds: 300, amount: '1', key: '{key}' }),
        setupRequest: setupRequest as never,
      },
    ],
  }),
};
ticks.stop();

const line = (r: autocannon.Result) => ({
  'req/s': Math.round(r.requests.average),
  'p99 ms': r.latency.p99,
  requests: r.requests.total,
  'non-2xx': r.non2xx,
  errors: r.errors,
});
console.log(
  `\nbench:peers  ${seconds}s per run, ${connections} connections, loopback HTTP, one after another\n`,
);
console.table({
  'read: reference user/balance': line(reads.reference),
  'read: prism mock user/balance': line(reads.prism),
  'read: json-server GET /balance': line(reads['json-server']),
  'write: reference user/buy': line(writes.reference),
  'write: prism mock user/buy': line(writes.prism),
  'write: json-server POST /orders': line(writes['json-server']),
});
let behind = 0;
for (const [kind, runs] of [
  ['read', reads],
  ['write', writes],
] as const) {
  for (const peer of ['prism', 'json-server'] as const) {
    const ratio = runs.reference.requests.average / runs[peer].requests.average;
    const p99 = `p99 ${runs.reference.latency.p99} ms vs ${runs[peer].latency.p99} ms`;
    if (ratio < 1) behind++;
    console.log(
      `${kind}: reference / ${peer} req/s ${ratio.toFixed(2)}  (${p99})${ratio < 1 ? '  BEHIND' : ''}`,
    );
  }
}
const failed = [...Object.values(reads), ...Object.values(writes)].some((r) => r.non2xx + r.errors > 0);
const [placed] = await bench.database.db.all<{ n: number }>(`SELECT COUNT(*) n FROM trade_orders`);
console.log(`orders the reference server placed: ${placed?.n}; rows behind a peer: ${behind}`);

prism.kill();
jsonServer.kill();
rmSync(dir, { recursive: true, force: true });
await bench.close();
process.exit(failed ? 1 : 0);
