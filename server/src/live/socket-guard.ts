import { ErrorCode } from '@app/contracts';
import type { AppContext } from '../app-context.ts';
import { sessionRepository } from '../modules/account/session.repository.ts';
import type { LiveClient, LiveHub } from './hub.ts';

/** A socket may send this many messages at once, and this many more each second after. */
export const messageBurst = 40;
export const messagesPerSecond = 10;
/**
 * Bound sockets are checked this often, for what no call of this process announces (expiry, the admin
 * CLI's logout): such a session is told and unbound within it. This process's own logouts and password
 * changes unbind at once (`sessionsEnded`, server/src/app.ts).
 */
export const revocationSweepMs = 1_000;

/**
 * Per-socket budget (a token bucket on real time: it limits load, not business time). Returns
 * false when the message must be dropped.
 */
export function messageBudget(now: () => number = Date.now) {
  let tokens = messageBurst;
  let at = now();
  return (): boolean => {
    const t = now();
    tokens = Math.min(messageBurst, tokens + ((t - at) / 1000) * messagesPerSecond);
    at = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * Ends the private side of sockets whose session was logged out, expired or ended by a password
 * change (in this process or by the admin CLI): they get `error` 401 and lose their private channels.
 */
export async function sweepRevoked(ctx: AppContext, live: LiveHub) {
  const bound = live.bound();
  if (bound.length === 0) return;
  const ids = [...new Set(bound.map((c) => c.sessionId as number))];
  const alive = await sessionRepository.liveIds(ctx.database.db, ids, ctx.clock());
  const ended = bound.filter((c) => !alive.has(c.sessionId as number));
  for (const client of ended) live.unbindUser(client);
  tellOffline(live, ended);
}

/** Tells sockets whose session ended that they are offline (`error` 401, in the socket's language). */
export function tellOffline(live: LiveHub, ended: readonly LiveClient[]): void {
  for (const client of ended)
    live.send(client, { ch: 'error', data: { code: ErrorCode.unauthorized, msg: client.t('offline') } });
}
