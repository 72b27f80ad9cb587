import { assetScale, fromMinor } from '@app/contracts';
import type { Database } from '../db/client.ts';
import { cashRepository, type ReviewKind } from '../modules/cash/cash.repository.ts';
import { reviewService } from '../modules/cash/review.service.ts';
import { reasonArg, reasonProblem } from './args.ts';

const statusName = ['pending', 'approved', 'declined'] as const;

/**
 * `pnpm admin recharge|withdraw list|approve ID|reject ID --reason TEXT`. A decision made here moves
 * the money at once; the running server tells the owner's socket within a second (its reviewer loop
 * pushes every decision it has not told yet). Returns null on a malformed command.
 */
export function reviewCommand(
  deps: { database: Database; clock: () => number },
  kind: ReviewKind,
  action: string,
  rest: string[],
): Promise<string> | null {
  if (action === 'list') return Promise.resolve(listPending(deps.database, kind));
  const id = Number(rest[0]);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (action === 'approve') return Promise.resolve(decide(deps, kind, id, 'approve', null));
  if (action === 'reject') {
    const reason = reasonArg(rest);
    const problem = reasonProblem(reason);
    if (problem) return Promise.reject(new Error(`${problem} (${kind} reject ${id} --reason <text>)`));
    return Promise.resolve(decide(deps, kind, id, 'reject', reason));
  }
  return null;
}

function decide(
  deps: { database: Database; clock: () => number },
  kind: ReviewKind,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | null,
): string {
  const result = reviewService(deps).decide(kind, id, decision, reason);
  if (result.status === null) throw new Error(`No ${kind} ${id}`);
  const state = statusName[result.status as 0 | 1 | 2];
  if (!result.changed) return `${kind} ${id} was already ${state}: nothing changed`;
  return `${kind} ${id}: ${state}`;
}

function listPending(database: Database, kind: ReviewKind): string {
  const rows = cashRepository.pending(database.db, kind, 500);
  if (rows.length === 0) return `No pending ${kind}`;
  return rows
    .map((r) => {
      const amount = `${fromMinor(r.amount, assetScale[r.asset])} ${r.asset}`;
      const extra =
        'fee' in r ? ` fee ${fromMinor(r.fee, assetScale[r.asset])} to ${r.destination}` : ` by ${r.method}`;
      return `#${r.id} user ${r.userId} ${amount}${extra} at ${new Date(r.createdAt).toISOString()}`;
    })
    .join('\n');
}
