import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { Finding } from '../validator/index.ts';

const entry = z.object({
  key: z.string(),
  grade: z.enum(['ERR', 'WARN', 'INFO']),
  message: z.string(),
  since: z.string(),
  /** Why this drift is accepted (`--reason`, or written into the file by hand); kept across rewrites. */
  reason: z.string().optional(),
});
export type BaselineEntry = z.infer<typeof entry>;

/**
 * Accepted drift: each finding's key with the date it was accepted and why, the decimal scales seen
 * then, and the lists that were not empty then (an emptied one is drift).
 */
const baselineFile = z.object({
  version: z.literal(1),
  written: z.string(),
  base: z.string(),
  accepted: z.array(entry),
  scales: z.record(z.string(), z.array(z.number().int())),
  nonEmpty: z.array(z.string()).optional(),
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

/** Writes the baseline; returns how many entries it holds, how many are new and how many lack a reason. */
export function writeBaseline(
  file: string,
  now: {
    base: string;
    findings: ReadonlyArray<{ key: string; grade: Finding['grade']; message: string }>;
    scales: Record<string, number[]>;
    nonEmpty: string[];
    reason?: string;
  },
  previous: Baseline | undefined,
  today = new Date().toISOString().slice(0, 10),
): { entries: number; added: number; withoutReason: number } {
  const before = new Map(previous?.accepted.map((a) => [a.key, a]));
  const accepted = now.findings.map((f): BaselineEntry => {
    const was = before.get(f.key);
    const reason = was?.reason ?? now.reason;
    return {
      key: f.key,
      grade: f.grade,
      message: f.message,
      since: was?.since ?? today,
      ...(reason ? { reason } : {}),
    };
  });
  const out: Baseline = {
    version: 1,
    written: new Date().toISOString(),
    base: now.base,
    accepted,
    scales: now.scales,
    nonEmpty: now.nonEmpty,
  };
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  return {
    entries: accepted.length,
    added: accepted.filter((a) => !before.has(a.key)).length,
    withoutReason: accepted.filter((a) => !a.reason).length,
  };
}

/** Decimal fields whose number of decimals is not what the baseline recorded: a changed scale. */
export function scaleDrift(
  now: Record<string, number[]>,
  baseline: Baseline | undefined,
): Array<{ key: string; was: number[]; is: number[] }> {
  if (!baseline) return [];
  const out = [];
  for (const [key, is] of Object.entries(now)) {
    const was = Object.hasOwn(baseline.scales, key) ? baseline.scales[key] : undefined;
    if (was && is.some((s) => !was.includes(s))) out.push({ key, was, is });
  }
  return out;
}

/** Lists (`call path`) the baseline run saw with items that this run saw only empty. */
export const emptiedLists = (lists: Map<string, number>, baseline: Baseline | undefined): string[] =>
  (baseline?.nonEmpty ?? []).filter((key) => lists.get(key) === 0);
