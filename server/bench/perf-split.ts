// On-CPU time of a `perf` recording split by where it was spent: the kernel, libSQL's native code, or
// the file of the nearest JavaScript frame (a native call counts for the JavaScript that made it).
// `perf script -i perf.data > perf.txt && npx tsx bench/perf-split.ts perf.txt [requests] [hz]`
// (record with `node --perf-basic-prof` and `perf record -e cpu-clock -F <hz> -g`; docs/perf/trade.md).
import { readFileSync } from 'node:fs';

const [file, requests, hz = '4000'] = process.argv.slice(2);
const sampleMicros = 1e6 / Number(hz);
const totals = new Map<string, number>();
let samples = 0;

/** Where a sample was spent, from its frames (leaf first) as `perf script` prints them. */
function placeOf(frames: string[]): string {
  const leaf = frames[0] ?? '';
  if (leaf.includes('index.node')) return 'libsql native';
  if (leaf.includes('kernel')) return 'kernel';
  const js = frames.find((f) => / JS:/.test(f));
  if (!js) return `native without a JavaScript caller: ${/ (\S+)\+0x/.exec(leaf)?.[1] ?? '?'}`;
  const url = / JS:[*^~+]?\S* (\S+?):\d+:\d+/.exec(js)?.[1] ?? js;
  if (url.includes('node_modules'))
    return `package ${url.replace(/.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, '$1')}`;
  if (url.startsWith('node:')) return `node ${url.replace(/^node:(internal\/)?/, '')}`;
  return url.replace(/^file:\/\//, '').replace(/.*\/(server|contracts)\//, '$1/');
}

for (const block of readFileSync(file as string, 'utf8').split('\n\n')) {
  const lines = block.split('\n').filter(Boolean);
  if (lines.length < 2) continue;
  samples++;
  const place = placeOf(lines.slice(1));
  totals.set(place, (totals.get(place) ?? 0) + 1);
}
const per = (n: number) =>
  requests ? `${((n * sampleMicros) / Number(requests)).toFixed(1).padStart(7)} µs/req  ` : '';
for (const [place, n] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 60))
  console.log(`${((100 * n) / samples).toFixed(2).padStart(6)} %  ${per(n)}${place}`);
