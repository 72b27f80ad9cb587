import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

/** What a mutation may change in an answer: the parsed body (or raw text), the headers, the status. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
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

/**
 * A proxy in front of the reference server that drifts on purpose: answers of the listed calls and
 * websocket frames pass through the mutations currently set. On a free port unless `port` is given.
 */
export async function startMutatingProxy(target: string, port = 0) {
  const mutations = {
    http: new Map<string, HttpMutation>(),
    ws: undefined as undefined | ((frame: Record<string, unknown>) => unknown),
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method ?? 'GET',
      headers: forwardable(req.headers),
      ...(body.length ? { body } : {}),
    });
    const headers: Record<string, string> = {};
    upstream.headers.forEach((v, k) => {
      if (!hopByHop.has(k)) headers[k] = v;
    });
    const text = await upstream.text();
    const path = new URL(req.url ?? '/', 'http://proxy').pathname.replace(/^\/api\/v1\//, '');
    const mutate = mutations.http.get(path);
    let out = text;
    const answer: Answer = { status: upstream.status, headers, body: undefined };
    // Only successful answers drift here: the checker's refused probes pass through untouched.
    const parsed = mutate ? (JSON.parse(text) as { code?: unknown }) : undefined;
    if (mutate && parsed?.code === 0) {
      answer.body = parsed;
      const raw = mutate(answer);
      out = typeof raw === 'string' ? raw : JSON.stringify(answer.body);
    }
    res.writeHead(answer.status, answer.headers);
    res.end(out);
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (client, req) => {
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
      client.send(mutations.ws ? JSON.stringify(mutations.ws(JSON.parse(frame))) : frame);
    });
    up.on('close', () => client.close());
    up.on('error', () => client.close());
    client.on('close', () => up.close());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    mutations,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const c of sockets.clients) c.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
