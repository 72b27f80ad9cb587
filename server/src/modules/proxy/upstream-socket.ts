import { liveConstants } from '@app/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { AppContext } from '../../app-context.ts';
import { openedClient } from '../../live/hub.ts';
import { onSocketError } from '../../live/socket-guard.ts';
import type { UpstreamChecks } from './checks.ts';
import type { Recorder } from './recording.ts';

/** The upstream's websocket: UPSTREAM_WS_URL, or `/ws` at UPSTREAM_URL with its ws scheme. */
export const upstreamSocketUrl = (upstream: string, explicit?: string): string =>
  explicit ?? `${upstream.replace(/^http/, 'ws').replace(/\/$/, '')}/ws`;

/** @fastify/websocket, registered before any route (it must see `/ws` to upgrade it). */
export const registerSocketPlugin = (app: FastifyInstance) =>
  app.register(websocket, {
    options: { maxPayload: liveConstants.maxPayloadBytes },
    errorHandler: onSocketError,
  });

/**
 * `/ws` bridged to the upstream's socket, one upstream socket per app socket. Every frame is checked both
 * ways and recorded; the upstream's frames reach the app through the hub's `relay`, so the devtools'
 * socket faults (delay, duplicates, reordering, a stalled heartbeat, drops) apply to them as to local ones.
 */
export function upstreamSocketRoute(
  app: FastifyInstance,
  ctx: AppContext,
  options: { url: string; checks: UpstreamChecks; recorder: Recorder | null },
): void {
  const { checks, recorder } = options;
  app.get('/ws', { websocket: true }, (socket, req) => {
    const language = req.headers['accept-language'];
    const upstream = new WebSocket(options.url, { headers: language ? { 'accept-language': language } : {} });
    const client = openedClient(socket, req.t, ctx.clock());
    ctx.live.add(client);
    const waiting: string[] = [];
    // A frame is passed on even when checking or recording it fails.
    const observe = (direction: 'in' | 'out', text: string) => {
      try {
        checks.frame(direction, text);
        recorder?.frame(direction, text);
      } catch (err) {
        req.log.error({ err }, 'checking or recording a socket frame failed');
      }
    };

    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '' : data.toString();
      ctx.live.received(text);
      observe('in', text);
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else waiting.push(text);
    });
    upstream.on('open', () => {
      for (const text of waiting.splice(0)) upstream.send(text);
    });
    upstream.on('message', (data) => {
      const text = data.toString();
      observe('out', text);
      ctx.live.relay(client, text);
    });
    const closeBoth = () => {
      ctx.live.remove(client);
      if (upstream.readyState === WebSocket.OPEN || upstream.readyState === WebSocket.CONNECTING)
        upstream.terminate();
      if (socket.readyState === socket.OPEN) socket.close(1011, 'upstream socket closed');
    };
    upstream.on('close', closeBoth);
    upstream.on('error', (err) => {
      req.log.warn({ err: err.message, url: options.url }, 'upstream websocket failed');
      closeBoth();
    });
    socket.on('close', closeBoth);
    socket.on('error', closeBoth);
  });
}
