import { z } from 'zod';

/**
 * What the developer API reports about traffic (contracts/src/admin.ts): the request and frame journal
 * with each answer's contract verdict, and the checking proxy's findings per call.
 */
const verdict = z.object({
  /** ok; info: fields the contract lacks; warn: an undeclared code; err: the shape is wrong; none: no contract. */
  grade: z.enum(['ok', 'info', 'warn', 'err', 'none']),
  issues: z.array(z.string()),
});
export type ContractVerdict = z.infer<typeof verdict>;

export const journalRequest = z.object({
  id: z.number().int(),
  at: z.number().int(),
  method: z.string(),
  url: z.string(),
  /** The contract call (`user.buy`), null when none matches. */
  call: z.string().nullable(),
  status: z.number().int(),
  code: z.number().int().nullable(),
  ms: z.number(),
  scenarios: z.array(z.string()),
  fault: z.string().nullable(),
  verdict,
});
export const journalFrame = z.object({
  id: z.number().int(),
  at: z.number().int(),
  direction: z.enum(['in', 'out']),
  ch: z.string().nullable(),
  text: z.string(),
  fault: z.string().nullable(),
  verdict,
});
export type JournalRequest = z.infer<typeof journalRequest>;
export type JournalFrame = z.infer<typeof journalFrame>;

const grade = verdict.shape.grade;
/**
 * The checking proxy's findings so far (`UPSTREAM_URL`, server/src/modules/proxy): per contract call and
 * socket message family, how many answers passed, the worst grade seen and its latest issues.
 */
export const proxyReport = z.object({
  /** The upstream checked; null when this server is not a proxy. */
  upstream: z.string().nullable(),
  /** The recording being written (`RECORD`), if any. */
  recording: z.string().nullable(),
  since: z.number().int(),
  /** How many answers and frames got each grade. */
  grades: z.record(grade, z.number().int()),
  checked: z.array(
    z.object({
      /** A contract call (`user.buy`), `ws <in|out> <ch>` for a socket frame, or the path with no contract. */
      name: z.string(),
      count: z.number().int(),
      worst: grade,
      issues: z.array(z.string()),
    }),
  ),
});
export type ProxyReport = z.infer<typeof proxyReport>;
