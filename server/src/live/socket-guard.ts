import { ErrorCode } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
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

/** Connection ends a client causes by going away: not the server's fault. */
const droppedByClient = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * @fastify/websocket's error handler. A frame the client got wrong (ws names each with a `WS_ERR_` code:
 * too large, bad UTF-8, reserved opcode…) or a client that went away is logged at info with no stack,
 * and ws has already closed the socket with the code that says why (1009, 1002…); anything else is
 * the server's and logged as an error.
 */
export function onSocketError(error: Error & { code?: string }, socket: WebSocket, req: FastifyRequest) {
  const code = error.code ?? '';
  if (code.startsWith('WS_ERR_') || droppedByClient.has(code)) {
    req.log.info({ code, reason: error.message }, 'websocket client error');
    return;
  }
  req.log.error({ err: error }, 'websocket failed');
  socket.terminate();
}
