import type { Database } from '../db/client.ts';
import { accountRepository } from '../modules/account/account.repository.ts';
import { kycRepository } from '../modules/kyc/kyc.repository.ts';
import { kycService, maskIdcard } from '../modules/kyc/kyc.service.ts';
import { reasonArg, reasonProblem } from './args.ts';

export const kycHelp = `  kyc list                       real-name submissions under review
  kyc approve <username>         approve a submission under review
  kyc reject <username> --reason <text>
                                 decline it; the user sees the reason and retakes what was wrong`;

const usage = (why: string) => new Error(`${why}\nUsage:\n${kycHelp}`);

/**
 * `pnpm admin kyc …`. A decision is written here; the running server notices it within a second and
 * pushes the new state to the user's app (see modules/kyc/reviewer.job.ts).
 */
export function kycCommand(argv: string[], deps: { database: Database; clock: () => number }): string {
  const { database } = deps;
  const [action, username, ...rest] = argv;
  if (action === 'list') {
    const rows = kycRepository.inStatus(database.db, 1);
    if (rows.length === 0) return 'No submission is under review.';
    return rows
      .map((r) => {
        const at = new Date(r.submittedAt).toISOString();
        return `${r.username}\t${r.name}\t${maskIdcard(r.idcard)}\tsubmitted ${at}\tfront ${r.front}\tback ${r.contrary}`;
      })
      .join('\n');
  }
  if (action !== 'approve' && action !== 'reject') throw usage(`Unknown kyc command: ${action ?? ''}`);
  if (!username) throw usage('Which user?');
  let reason: string | null = null;
  if (action === 'reject') {
    reason = reasonArg(rest);
    const problem = reasonProblem(reason);
    if (problem) throw usage(problem);
  }
  const user = accountRepository.byUsername(database.db, username);
  if (!user) throw new Error(`No user ${username}`);
  const decided = kycService(deps).decide(user.id, action, reason);
  if (!decided) throw new Error(`${user.username} has no submission under review; nothing changed.`);
  return `${user.username}: ${action === 'approve' ? 'approved' : `declined (${reason})`}`;
}
