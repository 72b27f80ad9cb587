import { channels, ErrorCode, intervals, liveConstants } from '@app/contracts';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context.ts';
import { sessionService } from '../modules/account/session.service.ts';
import type { TickBatch } from '../modules/market/engine.ts';
import { type LiveClient, type LiveHub, openedClient } from './hub.ts';
import { handleMessage, type ProtocolCtx } from './protocol.ts';
import { addressCounts, closeOverCap, refuseFullAddress } from './socket-caps.ts';
import { messageBudget, onSocketError, revocationSweepMs, sweepRevoked } from './socket-guard.ts';

/** Same host as the request, or one of WS_ALLOWED_ORIGINS. No Origin (not a browser) is allowed. */
export function originAllowed(origin: string | undefined, host: string, allowed: string): boolean {
  if (!origin) return true;
  const list = allowed.split(',').map((o) => o.trim().replace(/\/$/, ''));
  if (list.includes(origin.replace(/\/$/, ''))) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Market updates to their channels; a channel nobody listens to costs nothing. */
export function publishTick(live: LiveHub, { series }: TickBatch): void {
  if (live.hasSubscribers(channels.tickers)) {
    live.broadcast(channels.tickers, { ch: 'tickers', data: series.flatMap((s) => s.ticker() ?? []) });
  }
  for (const s of series) {
    const ticker = live.hasSubscribers(channels.ticker(s.symbol)) ? s.ticker() : null;
    if (ticker) live.broadcast(channels.ticker(s.symbol), { ch: 'ticker', data: ticker });
    for (const interval of intervals) {
      const channel = channels.kline(s.symbol, interval);
      const candle = live.hasSubscribers(channel) ? s.candle(interval) : null;
      if (candle) live.broadcast(channel, { ch: 'kline', data: { symbol: s.symbol, interval, candle } });
    }
  }
}

/**
 * One socket's messages run one after another: `online` then `sub` in the same tick must see the
 * socket bound. Over budget, a message is dropped with an error.
 */
function listen(p: ProtocolCtx, client: LiveClient, log: FastifyBaseLogger): void {
  const budget = messageBudget();
  let queue: Promise<void> = Promise.resolve();
  client.socket.on('message', (data, isBinary) => {
    if (!budget()) {
      const msg = client.t('too_many_requests');
      p.ctx.live.send(client, { ch: 'error', data: { code: ErrorCode.rateLimited, msg } });
      return;
    }
    const raw = isBinary ? '' : data.toString();
    p.ctx.live.received(raw);
    queue = queue
      .then(() => handleMessage(p, client, raw))
      .catch((err) => log.error({ err }, 'websocket message failed'));
  });
}

/** The websocket at `/ws` (spec sections 4, 7 and 9): heartbeat, subscriptions, private channels. */
export const livePlugin = fp(async (app: FastifyInstance, ctx: AppContext) => {
  const { live, market, clock, config } = ctx;
  const sessions = sessionService(ctx);
  let heartbeat: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepRevoked(ctx, live).catch((err) => app.log.error({ err }, 'websocket revocation sweep failed'));
  const sweeper = setInterval(sweep, revocationSweepMs);
  sweeper.unref();

  await app.register(websocket, {
    options: { maxPayload: liveConstants.maxPayloadBytes },
    errorHandler: onSocketError,
  });
  // A world whose clock stands still (a frozen sandbox) goes on ticking with nothing new to record: its
  // prices are not sent again each second (a new subscriber gets them at once, in its snapshot).
  let published: number | null = null;
  market.onTick((batch) => {
    if (batch.time === published) return;
    published = batch.time;
    publishTick(live, batch);
  });

  const checkOrigin = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(req.headers.origin, req.host, config.WS_ALLOWED_ORIGINS)) {
      await reply.code(403).send({ code: ErrorCode.forbidden, msg: req.t('forbidden'), data: null });
    }
  };

  const addresses = addressCounts();
  const preValidation = [checkOrigin, refuseFullAddress(addresses, config.WS_MAX_PER_ADDRESS)];
  app.get('/ws', { websocket: true, preValidation }, (socket, req) => {
    const client = openedClient(socket, req.t, clock());
    live.add(client);
    addresses.add(req.ip);
    socket.on('close', () => {
      live.remove(client);
      addresses.remove(req.ip);
    });
    socket.on('error', () => live.remove(client));
    // Upgrades that passed the 429 check together, while the count was under the cap.
    if (addresses.count(req.ip) > config.WS_MAX_PER_ADDRESS) return closeOverCap(live, client, 'address');
    listen({ ctx, sessions, t: req.t }, client, req.log);
  });

  app.decorate('live', live);
  app.decorate('market', market);
  // Back-fill on first start (or catch up after downtime), then a tick each second.
  ctx.jobs.add({ name: 'price engine', start: () => market.start(), stop: () => market.stop() });
  // Server pings every heartbeat; a client silent for three heartbeats is gone.
  ctx.jobs.add({
    name: 'heartbeat',
    start(): void {
      heartbeat ??= setInterval(() => {
        const cutoff = clock() - 3 * liveConstants.heartbeatMs;
        for (const c of [...live.clients()]) if (c.lastSeen < cutoff) c.socket.terminate();
        live.broadcastAll({ ch: 'ping', data: { time: clock() } });
      }, liveConstants.heartbeatMs);
    },
    stop(): void {
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  });
  app.addHook('onClose', () => clearInterval(sweeper));
});

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
    market: AppContext['market'];
  }
}
