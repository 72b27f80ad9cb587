import { type ServerMessage, serverMessage } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { auth, form, makeApp, registerUser } from '../test/harness.ts';
import { messageBurst, revocationSweepMs } from './socket-guard.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let url: string;
const sockets: WebSocket[] = [];

beforeEach(async () => {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC', MARKET_SEED: 'revoke' });
  await t.app.market.prepare();
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await t.close();
});

async function connect() {
  const ws = new WebSocket(url);
  sockets.push(ws);
  const inbox: ServerMessage[] = [];
  const waiting: Array<() => void> = [];
  ws.on('message', (raw) => {
    inbox.push(serverMessage.parse(JSON.parse(raw.toString())));
    for (const w of waiting.splice(0)) w();
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const send = (ch: string, data: unknown) => ws.send(JSON.stringify({ ch, data }));
  /** Waits (the test's own timeout bounds it) for the first message matching `pick`. */
  async function next(pick: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    for (;;) {
      const found = inbox.find(pick);
      if (found) return found;
      await new Promise<void>((r) => waiting.push(r));
    }
  }
  return { ws, send, next, inbox };
}

const isError = (code: number) => (m: ServerMessage) => m.ch === 'error' && m.data.code === code;

describe('websocket sessions', () => {
  it('sweeps bound sockets at least once a second', () => {
    expect(revocationSweepMs).toBeLessThanOrEqual(1000);
  });

  it.each([
    [
      'logout',
      async (token: string) => {
        const f = form({});
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/logout',
          payload: f.payload,
          headers: { ...f.headers, ...auth(token) },
        });
      },
    ],
    [
      'expiry',
      async () => {
        t.clock.advance(8 * 24 * 3_600_000);
      },
    ],
    [
      'a password change elsewhere',
      async (_token: string, other: string) => {
        const f = form({ oldpassword: 'Zq9-secret', password: 'Zq9-another', repassword: 'Zq9-another' });
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/password',
          payload: f.payload,
          headers: { ...f.headers, ...auth(other) },
        });
      },
    ],
  ] as const)('a socket bound with online is told and unbound after %s', async (_what, end) => {
    const token = await registerUser(t.app, 'socket01', 'Zq9-secret');
    const other = await registerUser(t.app, 'socket02', 'Zq9-secret');
    const c = await connect();
    c.send('online', { uid: 1, token });
    c.send('sub', { channel: 'balance' });
    await c.next((m) => m.ch === 'subscribed');
    // A password change keeps the session that made it and ends the others of the account.
    const login = form({ username: 'socket01', password: 'Zq9-secret' });
    const second = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', ...login });
    const changer = _what === 'a password change elsewhere' ? (second.json().data.token as string) : other;
    await end(token, changer);
    const told = await c.next(isError(401));
    expect(told).toMatchObject({ data: { msg: 'You are offline, please log in again' } });
    const user = [...t.app.live.clients()][0];
    expect(user?.userId).toBeNull();
    expect(
      t.app.live.publishToUser(1, {
        ch: 'balance',
        data: { usdt: { available: '0', locked: '0' }, money: { available: '0', locked: '0' } },
      } as never),
    ).toBe(0);
  });

  it.each([
    ['logout', '/api/v1/user/logout', {}],
    [
      'a password change',
      '/api/v1/user/password',
      { oldpassword: 'Zq9-secret', password: 'Zq9-renewed', repassword: 'Zq9-renewed' },
    ],
  ] as const)(
    'a socket of a session ended by %s receives no private push once the call has answered',
    async (_what, path, fields) => {
      const ended = await registerUser(t.app, 'socket04', 'Zq9-secret');
      const c = await connect();
      c.send('online', { uid: 1, token: ended });
      c.send('sub', { channel: 'balance' });
      await c.next((m) => m.ch === 'subscribed');
      // A password change ends the account's other sessions: it is made from a second login.
      const login = form({ username: 'socket04', password: 'Zq9-secret' });
      const other = (await t.app.inject({ method: 'POST', url: '/api/v1/user/login', ...login })).json();
      const caller = path.endsWith('logout') ? ended : (other.data.token as string);
      const f = form(fields);
      const answer = await t.app.inject({
        method: 'POST',
        url: path,
        payload: f.payload,
        headers: { ...f.headers, ...auth(caller) },
      });
      expect(answer.json()).toMatchObject({ code: 0 });
      const holding = { available: '1', locked: '0' };
      expect(t.app.live.publishToUser(1, { ch: 'balance', data: { usdt: holding, money: holding } })).toBe(0);
      expect(await c.next(isError(401))).toMatchObject({
        data: { msg: 'You are offline, please log in again' },
      });
    },
  );

  it('online then sub in the same tick succeeds 200 times out of 200', async () => {
    const token = await registerUser(t.app, 'socket03', 'Zq9-secret');
    let ok = 0;
    for (let i = 0; i < 200; i++) {
      const c = await connect();
      c.send('online', { uid: 1, token });
      c.send('sub', { channel: 'orders' });
      const answer = await c.next((m) => m.ch === 'subscribed' || m.ch === 'error');
      if (answer.ch === 'subscribed') ok++;
      c.ws.terminate();
    }
    expect(ok).toBe(200);
  });

  it('drops messages over the per-socket budget with a translated error', async () => {
    const c = await connect();
    for (let i = 0; i < messageBurst + 10; i++) c.send('heart', { uid: null });
    const limited = await c.next(isError(1006));
    expect(limited).toMatchObject({ data: { msg: 'Too many attempts, please try again later' } });
  });
});
