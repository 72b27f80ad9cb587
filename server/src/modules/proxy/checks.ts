import { allEndpoints, type ContractVerdict, type Endpoint, type ProxyReport } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { apiPrefix } from '../../lib/route.ts';
import { type ContractValidator, strictValidator } from '../devtools/contract-verdict.ts';

type Grade = ContractVerdict['grade'];
const rank: Record<Grade, number> = { none: 0, ok: 1, info: 2, warn: 3, err: 4 };
/** Issues kept per call: the latest ones, enough to see what drifted. */
const keepIssues = 8;

const calls = new Map<string, { name: string; endpoint: Endpoint }>(
  allEndpoints().map((c) => [`${c.endpoint.method} ${apiPrefix}${c.endpoint.path}`, c]),
);

/** The contract call a proxied request is, by method and path (the query left out). */
export const callOf = (method: string, url: string) => calls.get(`${method} ${url.split('?', 1)[0]}`);

/**
 * The checking proxy's verdicts: every answer and frame is graded as it passes (the drift checker's
 * strict validator, the grades `pnpm drift` gives), counted per call for the report, and each finding
 * of warn or worse is logged, so the console shows drift as it happens.
 */
export function upstreamChecks(
  upstream: string,
  recording: string | null,
  clock: () => number,
  log: FastifyBaseLogger,
  validator: ContractValidator = strictValidator,
) {
  const since = clock();
  const grades: Record<Grade, number> = { ok: 0, info: 0, warn: 0, err: 0, none: 0 };
  const checked = new Map<string, ProxyReport['checked'][number]>();

  function count(name: string, verdict: ContractVerdict): ContractVerdict {
    grades[verdict.grade]++;
    const entry = checked.get(name) ?? { name, count: 0, worst: verdict.grade, issues: [] };
    entry.count++;
    if (rank[verdict.grade] > rank[entry.worst]) entry.worst = verdict.grade;
    entry.issues = [...verdict.issues, ...entry.issues.filter((i) => !verdict.issues.includes(i))].slice(
      0,
      keepIssues,
    );
    checked.set(name, entry);
    if (rank[verdict.grade] >= rank.warn)
      log.warn({ call: name, grade: verdict.grade, issues: verdict.issues }, 'upstream breaks the contract');
    return verdict;
  }

  return {
    answer(method: string, url: string, answer: { status: number; contentType: string; body: string }) {
      const found = callOf(method, url);
      if (!found)
        return count(`${method} ${url.split('?', 1)[0]}`, {
          grade: 'none',
          issues: ['no contract call for this route'],
        });
      return count(found.name, validator.response(found.endpoint, answer));
    },
    /** The upstream gave no answer (refused, reset, timed out): the app gets this server's error. */
    failed(method: string, url: string, reason: string) {
      const name = callOf(method, url)?.name ?? `${method} ${url.split('?', 1)[0]}`;
      return count(name, { grade: 'err', issues: [`no answer from the upstream: ${reason}`] });
    },
    frame(direction: 'in' | 'out', text: string) {
      let ch = '?';
      try {
        const message = JSON.parse(text) as { ch?: unknown };
        if (typeof message.ch === 'string') ch = message.ch;
      } catch {
        // Graded as not JSON below.
      }
      return count(`ws ${direction} ${ch}`, validator.frame(direction, text));
    },
    report(): ProxyReport {
      const list = [...checked.values()].sort((a, b) => rank[b.worst] - rank[a.worst] || b.count - a.count);
      return { upstream, recording, since, grades: { ...grades }, checked: list };
    },
  };
}
export type UpstreamChecks = ReturnType<typeof upstreamChecks>;
