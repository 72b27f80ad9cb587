// pnpm bench:live [--clients 5000] [--seconds 30] [--workers 2]
// Pushes 1 tick/s of every symbol to N websocket clients, first from the real app, then from a bare
// `ws` server broadcasting the same payload, and prints latency, throughput, CPU and RSS side by side.
// Loopback only; every phase is bounded in count and time.
import { type ChildProcess, fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '30' },
    workers: { type: 'string', default: '2' },
  },
});
const clients = Math.min(Math.max(Number(values.clients), 1), 20_000);
const seconds = Math.min(Math.max(Number(values.seconds), 1), 600);
const workerCount = Math.min(Math.max(Number(values.workers), 1), 16);
const tsx = ['--import', 'tsx'];

type Msg = Record<string, unknown> & { kind: string };
const once = (p: ChildProcess | Worker, kind: string, ms = 120_000) =>
  new Promise<Msg>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${kind}`)), ms);
    const on = (m: Msg) => {
      if (m.kind !== kind) return;
      clearTimeout(timer);
      p.off('message', on);
      resolve(m);
    };
    p.on('message', on);
  });

/** Tells a client thread to do `kind` and waits for its `reply`. */
const ask = (w: Worker, kind: string, reply: string) => {
  const answer = once(w, reply);
  w.postMessage({ kind });
  return answer;
};

const usage = async (child: ChildProcess) => {
  child.send({ kind: 'usage' });
  const m = await once(child, 'usage');
  return { cpu: m.cpu as NodeJS.CpuUsage, rss: m.rss as number };
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function run(label: string, script: string, env: NodeJS.ProcessEnv = {}) {
  const child = fork(new URL(script, import.meta.url), [], {
    execArgv: tsx,
    env: { ...process.env, ...env },
  });
  // Never leave the server behind, whatever happens here.
  process.once('exit', () => child.kill());
  const ready = await once(child, 'ready');
  const url = `ws://127.0.0.1:${ready.port}/ws`;
  const share = (i: number) => Math.floor(clients / workerCount) + (i < clients % workerCount ? 1 : 0);
  const workers = Array.from(
    { length: workerCount },
    (_, i) =>
      new Worker(new URL('./live-clients.mjs', import.meta.url), {
        workerData: { url, count: share(i), connectMs: 90_000 },
      }),
  );
  const connected = await Promise.all(workers.map((w) => ask(w, 'connect', 'connected')));
  const open = connected.reduce((n, m) => n + (m.open as number), 0);
  const before = await usage(child);
  const t0 = performance.now();
  for (const w of workers) w.postMessage({ kind: 'measure' });
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const reports = await Promise.all(workers.map((w) => ask(w, 'report', 'report')));
  const wall = (performance.now() - t0) / 1000;
  const after = await usage(child);
  await Promise.all(workers.map((w) => ask(w, 'close', 'closed')));
  await Promise.all(workers.map((w) => w.terminate()));
  child.send({ kind: 'stop' });
  await new Promise((r) => child.once('exit', r));

  const latencies = reports.flatMap((r) => r.latencies as number[]).sort((a, b) => a - b);
  const messages = reports.reduce((n, r) => n + (r.messages as number), 0);
  const cpuSeconds = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1e6;
  return {
    label,
    clients: open,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
    msgsPerSec: Math.round(messages / wall),
    cpu: Math.round((cpuSeconds / wall) * 100),
    rssMb: Math.round(after.rss / 1048576),
    startupMs: ready.startupMs as number | undefined,
    sample: ready.sample as string | undefined,
  };
}

console.log(
  `bench:live  ${clients} clients × ${seconds} s, all tickers, ${workerCount} client threads, loopback`,
);
// All clients share one address: the app's cap per address (server/src/config.ts) is raised to fit them.
const app = await run('app (/ws)', './live-server.ts', { WS_MAX_PER_ADDRESS: String(clients) });
const bare = await run('bare ws', './bare-server.ts', { BENCH_SAMPLE: app.sample ?? '[]' });
const rows = [app, bare].map(({ sample: _s, startupMs: _t, ...r }) => r);
console.table(rows);
console.log(`first start (back-fill of every symbol, fresh database): ${app.startupMs} ms`);
console.log(
  `ratio app/bare: p99 latency ${(app.p99 / bare.p99).toFixed(2)}×, messages/s ${(app.msgsPerSec / bare.msgsPerSec).toFixed(2)}×, CPU ${(app.cpu / Math.max(bare.cpu, 1)).toFixed(2)}×`,
);
console.log(app.p99 < 250 ? `PASS p99 ${app.p99} ms < 250 ms` : `FAIL p99 ${app.p99} ms ≥ 250 ms`);
