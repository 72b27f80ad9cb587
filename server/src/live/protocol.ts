import {
  type ClientMessage,
  clientMessage,
  ErrorCode,
  type MessageKey,
  parseChannel,
  privateChannels,
} from '@app/contracts';
import type { AppContext } from '../app-context.ts';
import type { Translate } from '../lib/i18n.ts';
import type { sessionService } from '../modules/account/session.service.ts';
import type { LiveClient } from './hub.ts';
import { closeOverCap } from './socket-caps.ts';

type Sessions = ReturnType<typeof sessionService>;

/** What a message handler needs: the app's services, the session checker and the socket's language. */
export interface ProtocolCtx {
  ctx: AppContext;
  sessions: Sessions;
  t: Translate;
}

/** Handles one raw client message. Bad input gets an `error` message; the socket stays open. */
export async function handleMessage(p: ProtocolCtx, client: LiveClient, raw: string): Promise<void> {
  const { live, clock } = p.ctx;
  client.lastSeen = clock();
  let parsed: ClientMessage;
  try {
    parsed = clientMessage.parse(JSON.parse(raw));
  } catch {
    return fail(p, client, ErrorCode.invalidInput, 'invalid_field', { name: 'message' });
  }
  switch (parsed.ch) {
    case 'heart':
      client.uid = parsed.data.uid;
      live.send(client, { ch: 'ping', data: { time: clock() } });
      return;
    case 'online':
      client.uid = parsed.data.uid;
      return online(p, client, parsed.data.token);
    case 'sub':
      return subscribe(p, client, parsed.data.channel);
    case 'unsub':
      live.unsubscribe(client, parsed.data.channel);
      return;
  }
}

function fail(
  p: ProtocolCtx,
  client: LiveClient,
  code: number,
  key: MessageKey,
  params?: Record<string, string | number>,
): void {
  p.ctx.live.send(client, { ch: 'error', data: { code, msg: p.t(key, params) } });
}

/**
 * Says who is on the socket, when it opens and again on every login, logout or refreshed token (the
 * app's socket follows its session: web/src/lib/socket/index.ts). A valid token binds the socket to its
 * login; none, or one no longer valid, unbinds it (its private channels go). A restricted user with a
 * username is sent away.
 */
async function online(p: ProtocolCtx, client: LiveClient, token: string | undefined): Promise<void> {
  const { live, clock, settings } = p.ctx;
  const found = token ? await p.sessions.verify(token) : null;
  if (!found) {
    live.unbindUser(client);
    if (token) return fail(p, client, ErrorCode.unauthorized, 'offline');
  } else {
    const joining = client.sessionId !== found.session.id;
    if (joining && live.sessionSockets(found.session.id) >= p.ctx.config.WS_MAX_PER_SESSION) {
      return closeOverCap(live, client, 'session');
    }
    live.bindUser(client, found.user.id, found.session.id);
    if (found.user.status === 0 && found.user.username) {
      const { limit_redirect_url: url } = await settings.get();
      live.send(client, { ch: 'redirect', data: { url } });
    }
  }
  live.send(client, { ch: 'ping', data: { time: clock() } });
}

async function subscribe(p: ProtocolCtx, client: LiveClient, channel: string): Promise<void> {
  const { live, market } = p.ctx;
  if (privateChannels.has(channel) && client.userId === null) {
    return fail(p, client, ErrorCode.unauthorized, 'offline');
  }
  const parsed = parseChannel(channel);
  const symbol = parsed && 'symbol' in parsed ? parsed.symbol : undefined;
  if (symbol && !market.series(symbol)) return fail(p, client, ErrorCode.notFound, 'invalid_symbol');
  live.subscribe(client, channel);
  live.send(client, { ch: 'subscribed', data: { channel } });
  // A snapshot right away, so a new subscriber never waits a second for its first price.
  if (parsed?.kind === 'tickers') live.send(client, { ch: 'tickers', data: market.tickers() });
  const ticker = parsed?.kind === 'ticker' ? market.ticker(parsed.symbol) : null;
  if (ticker) live.send(client, { ch: 'ticker', data: ticker });
  const candle = parsed?.kind === 'kline' ? market.candle(parsed.symbol, parsed.interval) : null;
  if (parsed?.kind === 'kline' && candle) {
    live.send(client, { ch: 'kline', data: { symbol: parsed.symbol, interval: parsed.interval, candle } });
  }
}
