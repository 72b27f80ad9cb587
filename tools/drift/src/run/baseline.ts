import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { Finding } from '../validator/index.ts';

/** Accepted drift: each finding's key with the date it was accepted, and the decimal scales seen then. */
const baselineFile = z.object({
  version: z.literal(1),
  written: z.string(),
  base: z.string(),
  accepted: z.array(
    z.object({
      key: z.string(),
      grade: z.enum(['ERR', 'WARN', 'INFO']),
      message: z.string(),
      since: z.string(),
    }),
  ),
  scales: z.record(z.string(), z.array(z.number().int())),
});
export type Baseline = z.infer<typeof baselineFile>;

/** The identity of a drift across runs: call, kind, path and detail (not the message or the values). */
export const findingKey = (call: string, f: Pick<Finding, 'kind' | 'path' | 'detail'>) =>
  [call, f.kind, f.path, f.detail ?? ''].join(' | ');

export function readBaseline(file: string): Baseline {
  const parsed = baselineFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a drift baseline: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function writeBaseline(
  file: string,
  base: string,
  findings: ReadonlyArray<{ key: string; grade: Finding['grade']; message: string }>,
  scales: Record<string, number[]>,
  previous: Baseline | undefined,
  today = new Date().toISOString().slice(0, 10),
): void {
  const since = new Map(previous?.accepted.map((a) => [a.key, a.since]));
  const accepted = findings.map((f) => ({
    key: f.key,
    grade: f.grade,
    message: f.message,
    since: since.get(f.key) ?? today,
  }));
  const out: Baseline = { version: 1, written: new Date().toISOString(), base, accepted, scales };
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
}

/** Decimal fields whose number of decimals is not what the baseline recorded: a changed scale. */
export function scaleDrift(
  now: Record<string, number[]>,
  baseline: Baseline | undefined,
): Array<{ key: string; was: number[]; is: number[] }> {
  if (!baseline) return [];
  const out = [];
  for (const [key, is] of Object.entries(now)) {
    const was = baseline.scales[key];
    if (was && is.some((s) => !was.includes(s))) out.push({ key, was, is });
  }
  return out;
}
