import { api, type Endpoint, ErrorCode, type ScenarioName } from '@app/contracts';
import { AppError, fail } from '../../lib/errors.ts';

/**
 * Scenarios on top of an upstream. The local server applies a scenario through the state its modules
 * read (overlay.ts); in front of an upstream there is no such state, so the scenarios that refuse a call
 * refuse it here, before it is forwarded, with the code and message the reference server would give.
 * Scenarios that change what an answer says (kyc-pending, kyc-declined, no-customer-service) are not
 * applied in proxy mode (docs/proxy.md). Faults, latency, maintenance and session-expired are the
 * devtools hook's, and apply as they do locally.
 */
const refusalsOf: Partial<Record<ScenarioName, (call: Endpoint) => AppError | null>> = {
  'recharge-closed': (call) =>
    call === api.user.recharge ? new AppError(ErrorCode.closed, 'recharge_closed') : null,
  'withdraw-closed': (call) =>
    call === api.user.withdraw ? new AppError(ErrorCode.closed, 'withdraw_closed') : null,
  'restricted-user': (call) => (call.movesMoney ? fail.restricted() : null),
};

/** The refusal a forwarded call gets from the scenarios in force, or null: forward it. */
export function forcedRefusal(
  active: ReadonlySet<ScenarioName> | undefined,
  call: Endpoint,
): AppError | null {
  for (const name of active ?? []) {
    const refusal = refusalsOf[name]?.(call);
    if (refusal) return refusal;
  }
  return null;
}
