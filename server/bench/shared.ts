// What bench:api and bench:trade share: the real app on a temp database file with registered users,
// a bare Fastify route serving a fixed body, and the loopback load generator (autocannon in a worker
// thread, so it runs on its own core rather than on the server's event loop).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, testConfig } from '../src/config.ts';
import { Database, openClient } from '../src/db/client.ts';
import { type Deps, systemRandom } from '../src/deps.ts';
import { loadCatalogues } from '../src/lib/i18n.ts';
import { writeTick } from '../src/test/trading.ts';

export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The app as production runs it (database file, system clock), listening on loopback. */
export async function benchApp(
  name: string,
  users: number,
  seams: Pick<Deps, 'products' | 'notify'> = {},
  overrides: Partial<Config> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const { client, path } = openClient(`file:${join(dir, 'bench.db')}`);
  const database = new Database(client, path);
  const deps: Deps = {
    config: testConfig({ DEMO_USDT: '1000000', ...overrides }),
    database,
    catalogues: await loadCatalogues(),
    clock: Date.now,
    random: systemRandom,
    ...seams,
  };
  const app = await buildApp(deps);
  const tokens: string[] = [];
  for (let i = 0; i < users; i++) {
    const payload = `username=bench${String(i).padStart(3, '0')}&password=Zq9-secret&repassword=Zq9-secret&agree=1`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const res = await app.inject({ method: 'POST', url: '/api/v1/user/register', payload, headers });
    tokens.push(res.json().data.token);
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    database.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, deps, database, client, tokens, url, close };
}

/** A bare Fastify GET serving `body` as JSON: the baseline each bench divides by. */
export async function bareServer(body: unknown) {
  const bare = Fastify();
  bare.get('/bare', async () => body);
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/bare`, close: () => bare.close() };
}

/** CPU time (user + system, ms) of this process's main thread so far, from /proc; NaN where there is none. */
export function mainThreadCpuMs(): number {
  const { user, system } = mainThreadTimes();
  return user + system;
}

/** The main thread's user and system (kernel: syscalls, page faults) CPU time so far, ms. */
export function mainThreadTimes(): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (ticks: string | undefined) => (Number(ticks) * 1000) / 100; // clock ticks (USER_HZ 100)
    return { user: ms(fields[11]), system: ms(fields[12]) };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

/** Main-thread CPU per request of each run (the servers' thread: the load generator has its own). */
const cpuPerRequest = new WeakMap<autocannon.Result, number>();
/** The part of it spent in the kernel (system time). */
const systemPerRequest = new WeakMap<autocannon.Result, number>();
/** The server thread's CPU µs per request of a run of `load`. */
export const cpuMicros = (r: autocannon.Result): number => cpuPerRequest.get(r) ?? Number.NaN;

/**
 * Loopback load for `seconds` over `connections`; the generator runs in a worker thread. Also notes
 * the main thread's CPU time per request, which a shared machine disturbs less than req/s.
 */
export async function load(options: Omit<autocannon.Options, 'connections' | 'duration' | 'workers'>) {
  const profiler = profileDir ? await startProfile() : null;
  const before = mainThreadTimes();
  const result = await autocannon({ connections, duration: seconds, workers: 1, ...options });
  const after = mainThreadTimes();
  const perRequest = (ms: number) => (ms * 1000) / result.requests.total;
  cpuPerRequest.set(result, perRequest(after.user + after.system - before.user - before.system));
  systemPerRequest.set(result, perRequest(after.system - before.system));
  await profiler?.stop();
  return result;
}

/** BENCH_CPU_PROFILE=<dir>: each run also writes the main thread's CPU profile there (Chrome DevTools). */
const profileDir = process.env.BENCH_CPU_PROFILE;
let profiles = 0;
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      const file = join(profileDir as string, `run-${++profiles}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile of the main thread: ${file}`);
      session.disconnect();
    },
  };
}

export function row(r: autocannon.Result) {
  return {
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    requests: r.requests.total,
    'non-2xx': r.non2xx,
    'server CPU µs/req': Math.round(cpuPerRequest.get(r) ?? Number.NaN),
    'of it kernel': Math.round(systemPerRequest.get(r) ?? Number.NaN),
  };
}

/** Prints both runs side by side and the ratio of their throughputs. */
export function compare(title: string, bare: autocannon.Result, runs: Record<string, autocannon.Result>) {
  console.log(`\n${title}  ${seconds}s per run, ${connections} connections, file database, loopback HTTP\n`);
  console.table({
    'bare Fastify GET': row(bare),
    ...Object.fromEntries(Object.entries(runs).map(([k, r]) => [k, row(r)])),
  });
  for (const [k, r] of Object.entries(runs)) {
    console.log(`${k} / bare req/s ratio: ${(r.requests.average / bare.requests.average).toFixed(3)}`);
    const cpu = (cpuPerRequest.get(bare) ?? Number.NaN) / (cpuPerRequest.get(r) ?? Number.NaN);
    console.log(`  (server CPU per request, bare / ${k}: ${cpu.toFixed(3)}; steadier on a shared machine)`);
  }
}

export function pct(values: number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** A tick at each whole second, like the price engine; remembers when each was recorded. */
export function tickWriter(db: Database, onTick: () => void) {
  const recorded = new Map<number, number>();
  let price = 10_000_000;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(
      async () => {
        const time = Math.floor(Date.now() / 1000) * 1000;
        price += Math.floor(Math.random() * 201) - 100;
        await writeTick(db, 'BTCUSDT', time, (price / 100).toFixed(2));
        recorded.set(time, Date.now());
        onTick();
        schedule();
      },
      1000 - (Date.now() % 1000) + 2,
    );
  };
  schedule();
  return {
    stop: () => clearTimeout(timer),
    /** When the tick of the second holding `t` was recorded (wall clock). */
    recordedAt: (t: number) => recorded.get(Math.floor(t / 1000) * 1000) ?? Number.NaN,
  };
}
