import type { Endpoint } from '@app/contracts';
import { type Proposal, propose } from '../contract/proposals.ts';
import { type Check, type Finding, type Grade, plainFinding } from '../validator/index.ts';
import { type BaselineEntry, findingKey } from './baseline.ts';
import type { Coverage } from './coverage.ts';

export interface ReportedFinding extends Omit<Finding, 'site'> {
  call: string;
  key: string;
  /** The date the baseline accepted it; accepted drift does not fail the run. */
  accepted?: string;
  /** Why the baseline accepted it. */
  acceptedBecause?: string;
  /** Found by a deliberately invalid request (error-code probe). */
  probe?: boolean;
  proposal?: Proposal;
}

export interface CallReport {
  name: string;
  method: string;
  path: string;
  kind: 'read' | 'write' | 'login' | 'socket' | 'skip';
  outcome: 'checked' | 'skipped';
  reason?: string;
  ms?: number;
  codes: number[];
  checks: Check[];
  findings: ReportedFinding[];
}

export interface RunReport {
  base: string;
  started: string;
  finished: string;
  allowWrites: boolean;
  baseline?: { file: string; written: string };
  /** Baseline entries of calls checked this run that no finding matched: the drift is gone. */
  staleBaseline: BaselineEntry[];
  /** Set when this run wrote a baseline (`--write-baseline`). */
  baselineWritten?: { file: string; entries: number; added: number; withoutReason: number };
  failOn: Grade;
  calls: CallReport[];
  coverage: Coverage;
  totals: {
    err: number;
    warn: number;
    info: number;
    newErr: number;
    newWarn: number;
    newInfo: number;
    accepted: number;
  };
  /** 1 when new drift at or above `failOn` was found, unless this run wrote the baseline that accepts it. */
  exitCode: 0 | 1;
}

export const httpChecks: Check[] = ['transport', 'content-type', 'envelope', 'data', 'code'];

/** A finding as reported: its baseline key and the proposed contract edit, without schema references. */
export function finish(
  call: string,
  endpoint: Endpoint | undefined,
  f: Finding,
  probe: boolean,
): ReportedFinding {
  const proposal = propose(f, endpoint?.path);
  return {
    ...plainFinding(f),
    call,
    key: findingKey(call, f),
    ...(probe ? { probe } : {}),
    ...(proposal ? { proposal } : {}),
  };
}
