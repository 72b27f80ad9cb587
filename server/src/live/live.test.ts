import type { ServerMessage } from '@app/contracts';
import { ErrorCode, serverMessage } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../modules/account/account.schema.ts';
import { makeApp, registerUser } from '../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let url: string;
let sockets: WebSocket[] = [];

beforeEach(async () => {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC,ETH', MARKET_SEED: 'live', WS_SLOW_CLIENT_BYTES: 16_384 });
  await t.app.market.prepare();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/ws`;
});
afterEach(async () => {
  for (const s of sockets) s.terminate();
  sockets = [];
  await t.close();
});

/** A real client that keeps every message, checked against the contract, and can wait for one. */
async function connect(headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  sockets.push(ws);
  const inbox: ServerMessage[] = [];
  ws.on('message', (raw) => inbox.push(serverMessage.parse(JSON.parse(raw.toString()))));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const send = (ch: string, data: unknown) => ws.send(JSON.stringify({ ch, data }));
  async function next<C extends ServerMessage['ch']>(ch: C, timeoutMs = 2000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const i = inbox.findIndex((m) => m.ch === ch);
      if (i >= 0) return inbox.splice(i, 1)[0] as Extract<ServerMessage, { ch: C }>;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`no ${ch} within ${timeoutMs} ms; got ${inbox.map((m) => m.ch).join(',')}`);
  }
  return { ws, inbox, send, next };
}

describe('the websocket', () => {
  it('answers heart with ping at the server time', async () => {
    const c = await connect();
    c.send('heart', { uid: 7 });
    expect((await c.next('ping')).data.time).toBe(t.clock.now());
  });

  it('streams every ticker to a tickers subscriber: a snapshot, then each recorded tick', async () => {
    const c = await connect();
    c.send('sub', { channel: 'tickers' });
    expect((await c.next('subscribed')).data.channel).toBe('tickers');
    expect((await c.next('tickers')).data.map((x) => x.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    t.clock.advance(1000);
    await t.app.market.tickOnce();
    const tick = await c.next('tickers');
    expect(tick.data[0]?.time).toBe(t.clock.now());
    c.send('unsub', { channel: 'tickers' });
    c.send('heart', { uid: null });
    await c.next('ping');
    t.clock.advance(1000);
    await t.app.market.tickOnce();
    c.send('heart', { uid: null });
    await c.next('ping');
    expect(c.inbox.filter((m) => m.ch === 'tickers')).toEqual([]);
  });

  it('sends no prices again while the clock stands still, and the next ones once it moves', async () => {
    const c = await connect();
    c.send('sub', { channel: 'tickers' });
    c.send('sub', { channel: 'ticker.BTCUSDT' });
    c.send('sub', { channel: 'kline.BTCUSDT.1Min' });
    await c.next('tickers');
    await c.next('ticker');
    await c.next('kline');
    t.clock.advance(1000);
    await t.app.market.tickOnce();
    await c.next('tickers');
    await c.next('ticker');
    await c.next('kline');
    await t.app.market.tickOnce();
    await t.app.market.tickOnce();
    c.send('heart', { uid: null });
    await c.next('ping');
    expect(c.inbox.filter((m) => m.ch === 'tickers' || m.ch === 'ticker' || m.ch === 'kline')).toEqual([]);
    t.clock.advance(1000);
    await t.app.market.tickOnce();
    expect((await c.next('tickers')).data[0]?.time).toBe(t.clock.now());
  });

  it('streams one ticker and the candles of one interval', async () => {
    const c = await connect();
    c.send('sub', { channel: 'ticker.ETHUSDT' });
    c.send('sub', { channel: 'kline.BTCUSDT.1Min' });
    await c.next('ticker');
    await c.next('kline');
    t.clock.advance(1000);
    await t.app.market.tickOnce();
    expect((await c.next('ticker')).data.symbol).toBe('ETHUSDT');
    const kline = await c.next('kline');
    expect(kline.data).toMatchObject({ symbol: 'BTCUSDT', interval: '1Min' });
    expect(kline.data.candle.time).toBe(t.clock.now() - (t.clock.now() % 60_000));
  });

  it('refuses a private channel without a token and accepts it with one', async () => {
    const anonymous = await connect();
    anonymous.send('sub', { channel: 'orders' });
    expect((await anonymous.next('error')).data.code).toBe(ErrorCode.unauthorized);

    const token = await registerUser(t.app);
    const c = await connect();
    c.send('online', { uid: 1, token });
    await c.next('ping');
    c.send('sub', { channel: 'balance' });
    await c.next('subscribed');
    const [user] = await t.deps.database.db.select().from(users).limit(1);
    const holding = { available: '10.000000', locked: '0.000000' };
    const reached = t.app.live.publishToUser(user?.id ?? 0, {
      ch: 'balance',
      data: { usdt: holding, money: holding },
    });
    expect(reached).toBe(1);
    expect((await c.next('balance')).data.usdt.available).toBe('10.000000');
    expect(t.app.live.publishToUser(user?.id ?? 0, { ch: 'order', data: {} as never })).toBe(0);
  });

  it('says offline to a bad token', async () => {
    const c = await connect();
    c.send('online', { uid: 1, token: 'not-a-token' });
    expect((await c.next('error')).data.code).toBe(ErrorCode.unauthorized);
  });

  it('redirects a restricted user with a username when the socket starts', async () => {
    const token = await registerUser(t.app, 'restricted1');
    t.deps.database.write((tx) =>
      tx.update(users).set({ status: 0 }).where(eq(users.username, 'restricted1')).run(),
    );
    const c = await connect();
    c.send('online', { uid: 1, token });
    expect((await c.next('redirect')).data.url).toBe('#/app/pages/common/limitPage');
  });

  it('answers bad input with an error and stays open', async () => {
    const c = await connect();
    c.ws.send('{not json');
    c.send('sub', { channel: 'ticker.NOPEUSDT' });
    expect((await c.next('error')).data.code).toBe(ErrorCode.invalidInput);
    expect((await c.next('error')).data.code).toBe(ErrorCode.notFound);
    c.send('heart', { uid: null });
    await c.next('ping');
  });

  it('closes a client that sends more than the payload cap', async () => {
    const c = await connect();
    const closed = new Promise<number>((resolve) => c.ws.once('close', resolve));
    c.ws.send(JSON.stringify({ ch: 'heart', data: { uid: 1, pad: 'x'.repeat(5000) } }));
    expect(await closed).toBe(1009);
  });

  it('refuses a foreign origin and accepts its own host', async () => {
    await expect(connect({ origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const host = new URL(url).host;
    await connect({ origin: `http://${host}` });
  });

  it('drops a client that stops reading instead of buffering for it', async () => {
    const slow = await connect();
    slow.send('sub', { channel: 'tickers' });
    await slow.next('tickers');
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const big = { ch: 'tickers' as const, data: Array(200).fill(t.app.market.tickers()).flat() };
    for (let i = 0; i < 5000 && t.app.live.stats().dropped === 0; i++) t.app.live.broadcast('tickers', big);
    expect(t.app.live.stats()).toMatchObject({ dropped: 1, clients: 0 });
  });
});
