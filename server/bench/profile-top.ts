// Top self-time functions of a .cpuprofile (BENCH_CPU_PROFILE): `npx tsx bench/profile-top.ts <file> [n] [requests]`.
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const [file, n = '30', requests] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file as string, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)?.callFrame;
  const where = frame
    ? `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*node_modules\//, '')}:${frame.lineNumber + 1}`
    : '?';
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(where, (self.get(where) ?? 0) + dt);
  total += dt;
});
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(n));
// With a request count, each line also gives the function's self time per request.
const per = (us: number) => (requests ? `${(us / Number(requests)).toFixed(1).padStart(6)} µs/req  ` : '');
for (const [where, us] of top)
  console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${per(us)}${where}`);
