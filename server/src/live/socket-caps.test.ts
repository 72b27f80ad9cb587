import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeApp, registerUser } from '../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let url: string;
const sockets: WebSocket[] = [];

async function start(caps: { WS_MAX_PER_ADDRESS?: number; WS_MAX_PER_SESSION?: number }) {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC', MARKET_SEED: 'caps', ...caps });
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
}
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await t.close();
});

/** A socket and how it ended: its close code and reason, or the HTTP status that refused the upgrade. */
function open() {
  const ws = new WebSocket(url);
  sockets.push(ws);
  const frames: string[] = [];
  ws.on('message', (raw) => frames.push(raw.toString()));
  // Terminating one still connecting (refused, in afterEach) is not a failure here.
  ws.on('error', () => undefined);
  // Refused at the upgrade, ws gives the HTTP answer instead of an open socket.
  const refused = new Promise<number>((resolve) =>
    ws.once('unexpected-response', (req, res) => {
      req.destroy();
      resolve(res.statusCode ?? 0);
    }),
  );
  const opened = Promise.race([
    new Promise<boolean>((resolve) => ws.once('open', () => resolve(true))),
    refused.then(() => false),
  ]);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { ws, frames, opened, refused, closed };
}

describe('websocket caps', () => {
  it('refuses one socket more than WS_MAX_PER_ADDRESS from one address with HTTP 429, and takes it once one closed', async () => {
    await start({ WS_MAX_PER_ADDRESS: 3 });
    const three = [open(), open(), open()];
    expect(await Promise.all(three.map((s) => s.opened))).toEqual([true, true, true]);
    const fourth = open();
    expect(await fourth.refused).toBe(429);
    three[0]?.ws.close();
    await three[0]?.closed;
    await expect.poll(async () => open().opened).toBe(true);
  });

  it('keeps no more than WS_MAX_PER_ADDRESS open when many upgrade at once: the others are refused or closed with 1008', async () => {
    await start({ WS_MAX_PER_ADDRESS: 3 });
    const many = Array.from({ length: 12 }, open);
    const opened = await Promise.all(many.map((s) => s.opened));
    await expect.poll(() => many.filter((s) => s.ws.readyState === WebSocket.OPEN).length).toBe(3);
    expect(t.app.live.stats().clients).toBe(3);
    const ends = await Promise.all(
      many.map(async (s, i) => {
        if (!opened[i]) return await s.refused;
        return s.ws.readyState === WebSocket.OPEN ? 'open' : (await s.closed).code;
      }),
    );
    expect(ends.filter((e) => e === 'open')).toHaveLength(3);
    expect(ends.filter((e) => e !== 'open').every((e) => e === 429 || e === 1008)).toBe(true);
  });

  it('closes a socket that would be one more than WS_MAX_PER_SESSION bound to a login with 1008 and says why', async () => {
    await start({ WS_MAX_PER_SESSION: 2 });
    const token = await registerUser(t.app, 'capped01', 'Zq9-secret');
    const [a, b, c] = [open(), open(), open()];
    await Promise.all([a.opened, b.opened, c.opened]);
    for (const s of [a, b]) s.ws.send(JSON.stringify({ ch: 'online', data: { uid: 1, token } }));
    await expect.poll(() => t.app.live.sessionSockets(1)).toBe(2);
    c.ws.send(JSON.stringify({ ch: 'online', data: { uid: 1, token } }));
    expect(await c.closed).toEqual({ code: 1008, reason: 'too many sockets for this session' });
    expect(c.frames.join()).toContain('Too many open connections');
    expect([a, b].map((s) => s.ws.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
  });
});
