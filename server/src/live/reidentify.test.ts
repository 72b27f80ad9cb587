import { ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { auth, form, makeApp, registerUser } from '../test/harness.ts';
import { liveSocket } from '../test/live-socket.ts';
import { sweepRevoked } from './socket-guard.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let address: string;
const open: Array<{ close(): void }> = [];

beforeEach(async () => {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC', MARKET_SEED: 'reidentify' });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  await t.close();
});

async function socket() {
  const s = await liveSocket(address);
  open.push(s);
  return s;
}

const holding = { available: '7', locked: '0' };
const balance = { ch: 'balance' as const, data: { usdt: holding, money: holding } };
const uidOf = async (token: string) =>
  (await t.app.inject({ url: '/api/v1/user/home', headers: auth(token) })).json().data.user.uid as number;

describe('re-identifying an open socket', () => {
  it('opens the private channels to a socket opened as a guest once it sends online with the token of a login', async () => {
    const s = await socket();
    await s.online();
    const token = await registerUser(t.app, 'reident01', 'Zq9-secret');
    await s.online(token);
    await s.sub('orders', 'balance');
    expect(s.inbox.filter((m) => m.ch === 'error')).toEqual([]);
    expect(t.app.live.publishToUser(await uidOf(token), balance)).toBe(1);
    expect((await s.until('balance'))[0]).toMatchObject({ data: { usdt: { available: '7' } } });
  });

  it('drops the private channels of a socket that sends online without a token after a logout', async () => {
    const token = await registerUser(t.app, 'reident02', 'Zq9-secret');
    const s = await socket();
    await s.online(token);
    await s.sub('balance');
    await s.online();
    expect(t.app.live.publishToUser(await uidOf(token), balance)).toBe(0);
    await s.sub('balance');
    expect(s.inbox.at(-1)).toMatchObject({ ch: 'error', data: { code: ErrorCode.unauthorized } });
  });

  it("drops the first user's private channels when a socket is re-identified as another user", async () => {
    const first = await registerUser(t.app, 'reident03', 'Zq9-secret');
    const second = await registerUser(t.app, 'reident04', 'Zq9-secret');
    const s = await socket();
    await s.online(first);
    await s.sub('balance');
    await s.online(second);
    expect(t.app.live.publishToUser(await uidOf(first), balance)).toBe(0);
    expect(t.app.live.publishToUser(await uidOf(second), balance)).toBe(0);
    expect([...t.app.live.clients()][0]?.userId).toBe(await uidOf(second));
  });

  it('keeps the private subscriptions of a socket re-identified with a refreshed token of the same login', async () => {
    const token = await registerUser(t.app, 'reident05', 'Zq9-secret');
    const s = await socket();
    await s.online(token);
    await s.sub('balance');
    // Past half its life, a token is replaced on the next call (server/src/modules/account/session.service.ts).
    t.clock.advance(4 * 24 * 3_600_000);
    const f = form({});
    const answer = await t.app.inject({
      url: '/api/v1/user/home',
      headers: { ...f.headers, ...auth(token) },
    });
    const refreshed = String(answer.headers.authorization).replace('Bearer ', '');
    expect(refreshed).not.toBe(token);
    await s.online(refreshed);
    // The old token's grace ends: the socket, now on the new login, is not swept.
    t.clock.advance(120_000);
    await sweepRevoked({ database: t.deps.database, clock: t.clock.now } as AppContext, t.app.live);
    expect(t.app.live.publishToUser(await uidOf(refreshed), balance)).toBe(1);
  });
});
