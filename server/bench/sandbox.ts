// pnpm bench:sandbox — what a sandbox costs: the time to open one (its first request: build, seed,
// price back-fill), the memory and bytes it holds, its CPU while its loops run, a request's time inside
// one beside the default world's, and how many would fit in this machine's free memory.
import { freemem } from 'node:os';
import { sandboxHeader } from '@app/contracts';
import { benchApp, pct } from './shared.ts';

const count = Number(process.env.BENCH_SANDBOXES ?? 4);
const awakeMs = Number(process.env.BENCH_AWAKE_MS ?? 5_000);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const bench = await benchApp(
  'sandbox',
  0,
  {},
  { SANDBOXES: true, SANDBOX_MAX: count + 1, LOG_LEVEL: 'silent' },
);
const registry = bench.app.sandboxes;
if (!registry) throw new Error('sandboxes are off');
const balance = (name?: string) =>
  bench.app.inject({ url: '/api/v1/user/balance', headers: name ? { [sandboxHeader]: name } : {} });

await balance();
gc();
const heapBefore = process.memoryUsage();
const opens: number[] = [];
for (let i = 0; i < count; i++) {
  const started = performance.now();
  const res = await balance(`bench-${i}`);
  opens.push(performance.now() - started);
  if (res.statusCode !== 401) throw new Error(`sandbox ${i}: ${res.statusCode} ${res.body}`);
}
gc();
const heapAfter = process.memoryUsage();
const rssEach = (heapAfter.rss - heapBefore.rss) / count;
const bytesEach = registry.list().sandboxes.reduce((sum, s) => sum + s.bytes, 0) / count;

// Their loops running (price ticks each second, settler, Earn payer, reviewers, outbox), nobody calling.
await registry.start();
const cpuBefore = process.cpuUsage();
await new Promise((resolve) => setTimeout(resolve, awakeMs));
const cpu = process.cpuUsage(cpuBefore);
const cpuEachPct = ((cpu.user + cpu.system) / 1000 / awakeMs / count) * 100;
await registry.stop();

const timed = async (name?: string) => {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    await balance(name);
    times.push(performance.now() - started);
  }
  return times;
};
const inDefault = await timed();
const inSandbox = await timed('bench-0');

console.log(`\nbench:sandbox  ${count} sandboxes, in-memory databases, all simulated pairs\n`);
console.table({
  'open (first request)': { p50_ms: pct(opens, 50).toFixed(0), max_ms: Math.max(...opens).toFixed(0) },
  'request, default world': { p50_ms: pct(inDefault, 50).toFixed(2), p99_ms: pct(inDefault, 99).toFixed(2) },
  'request, in a sandbox': { p50_ms: pct(inSandbox, 50).toFixed(2), p99_ms: pct(inSandbox, 99).toFixed(2) },
});
console.log(`held per sandbox: ${mib(rssEach)} MiB resident, database ${mib(bytesEach)} MiB`);
console.log(
  `CPU per sandbox with its loops running and nobody calling: ${cpuEachPct.toFixed(2)} % of a core`,
);
console.log(`(unused for a minute, a sandbox's loops stop until its next request: then it costs no CPU)`);
console.log(
  `fit in this machine's free memory (${mib(freemem())} MiB): about ${Math.floor(freemem() / (rssEach + bytesEach))}`,
);
await bench.close();
process.exit(0);
