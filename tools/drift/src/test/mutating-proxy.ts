import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

/** What a mutation may change in an answer: the parsed body (or raw text), the headers, the status. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** The request it answers, as the proxy received it (read-only for mutations). */
  request: { url: string; headers: IncomingHttpHeaders };
}
/** Edits an answer in place, or returns raw text to send instead. */
export type HttpMutation = (answer: Answer) => unknown;

const hopByHop = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

const forwardable = (h: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(h).flatMap(([k, v]) =>
      typeof v === 'string' && k !== 'host' && !hopByHop.has(k) ? [[k, v]] : [],
    ),
  );

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * A proxy in front of the reference server that drifts on purpose: answers of the listed calls (or of
 * every call, `all`) and websocket frames pass through the mutations currently set; a ws mutation that
 * returns undefined drops the frame. `rotateSession` renews the caller's session on its next call as
 * an upstream that refreshes tokens would, and sends the new token back in `Authorization` only when
 * `header` is set. Every request (and websocket upgrade) is logged in `seen`. On a free port unless
 * `port` is given; over TLS with `tls` (asking for a client certificate signed by `tls.ca`).
 */
export async function startMutatingProxy(
  target: string,
  port = 0,
  tls?: { key: string; cert: string; ca: string },
) {
  const mutations = {
    http: new Map<string, HttpMutation>(),
    all: undefined as HttpMutation | undefined,
    ws: undefined as undefined | ((frame: Record<string, unknown>) => unknown),
    rotateSession: undefined as undefined | { header: boolean; username: string; password: string },
  };
  const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

  /** A new session for the same user, the old one revoked: what a token refresh does upstream. */
  const rotate = async (authorization: string, how: { username: string; password: string }) => {
    const login = await fetch(`${target}/api/v1/user/login`, form(how));
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await fetch(`${target}/api/v1/user/logout`, { ...form({}), headers: { authorization } });
    return token;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const headers = forwardable(req.headers);
    const path = new URL(req.url ?? '/', 'http://proxy').pathname.replace(/^\/api\/v1\//, '');
    const renew = mutations.rotateSession;
    let renewed: string | undefined;
    if (renew && req.headers.authorization && path !== 'user/login') {
      mutations.rotateSession = undefined;
      renewed = await rotate(req.headers.authorization, renew);
      headers.authorization = `Bearer ${renewed}`;
    }
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method ?? 'GET',
      headers,
      ...(body.length ? { body } : {}),
    });
    const out: Record<string, string> = {};
    upstream.headers.forEach((v, k) => {
      if (!hopByHop.has(k)) out[k] = v;
    });
    if (renewed && renew?.header) out.authorization = `Bearer ${renewed}`;
    const text = await upstream.text();
    const mutate = mutations.http.get(path);
    const answer: Answer = {
      status: upstream.status,
      headers: out,
      body: undefined,
      request: seen.at(-1) ?? { url: '', headers: {} },
    };
    let sent = text;
    // Only successful answers drift here: the checker's refused probes pass through untouched.
    const parsed = mutate || mutations.all ? (JSON.parse(text) as { code?: unknown }) : undefined;
    if (parsed?.code === 0) {
      answer.body = parsed;
      let raw: unknown;
      for (const m of [mutate, mutations.all]) if (m && typeof raw !== 'string') raw = m(answer);
      sent = typeof raw === 'string' ? raw : JSON.stringify(answer.body);
    }
    res.writeHead(answer.status, answer.headers);
    res.end(sent);
  };
  const server = tls
    ? createTlsServer({ ...tls, requestCert: true, rejectUnauthorized: true }, handle)
    : createServer(handle);
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (client, req) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const up = new WebSocket(`${target.replace(/^http/, 'ws')}${req.url}`);
    const queued: string[] = [];
    up.on('open', () => {
      for (const m of queued.splice(0)) up.send(m);
    });
    client.on('message', (d) => {
      const m = d.toString();
      if (up.readyState === WebSocket.OPEN) up.send(m);
      else queued.push(m);
    });
    up.on('message', (d) => {
      const frame = d.toString();
      const out = mutations.ws ? mutations.ws(JSON.parse(frame)) : frame;
      if (out !== undefined) client.send(typeof out === 'string' ? out : JSON.stringify(out));
    });
    up.on('close', () => client.close());
    up.on('error', () => client.close());
    client.on('close', () => up.close());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${listening}`,
    mutations,
    seen,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const c of sockets.clients) c.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
