// pnpm bench:sandbox — what a sandbox costs: the time to open one (its first request), before and after
// the template: the server's first sandbox builds the template (migrate, seed, a year of prices: what
// every open cost before), each later one copies it and builds its app; the memory and bytes it holds, its CPU while its loops run, a request's time inside
// one beside the default world's, and how many would fit in this machine's free memory.
import { availableParallelism, freemem } from 'node:os';
import { sandboxHeader } from '@app/contracts';
import { benchApp, mainThreadCpuMs, pct } from './shared.ts';

const count = Math.max(2, Number(process.env.BENCH_SANDBOXES ?? 6));
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
const opens: Array<{ wall: number; cpu: number }> = [];
for (let i = 0; i < count; i++) {
  const [wall, cpu] = [performance.now(), mainThreadCpuMs()];
  const res = await balance(`bench-${i}`);
  opens.push({ wall: performance.now() - wall, cpu: mainThreadCpuMs() - cpu });
  if (res.statusCode !== 401) throw new Error(`sandbox ${i}: ${res.statusCode} ${res.body}`);
}
const [first, ...later] = opens as [(typeof opens)[0], ...typeof opens];
const opened = (list: typeof opens) => ({
  p50_ms: pct(
    list.map((o) => o.wall),
    50,
  ).toFixed(0),
  max_ms: Math.max(...list.map((o) => o.wall)).toFixed(0),
  cpu_p50_ms: pct(
    list.map((o) => o.cpu),
    50,
  ).toFixed(0),
});
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
  'open, before: the first (builds the template)': opened([first]),
  [`open, after: each later one (a copy), ${later.length}`]: opened(later),
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
console.log(
  `awake at once on its ${availableParallelism()} cores with their loops running: about ${Math.floor((availableParallelism() * 100) / cpuEachPct)}; ` +
    `in the default SANDBOX_MAX_MB (512): about ${Math.floor((512 * 1024 * 1024) / bytesEach)} (SANDBOX_MAX defaults to 20)`,
);
await bench.close();
process.exit(0);
