import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminProcess } from '../../test/admin-process.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { liveSocket } from '../../test/live-socket.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let socket: Awaited<ReturnType<typeof liveSocket>> | undefined;

beforeEach(async () => {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC' });
});
afterEach(async () => {
  socket?.close();
  await t.close();
});

describe('review decisions over the websocket', () => {
  it('push the decided record on `reviews` and the new balance on `balance`, even when the CLI decided', async () => {
    const token = await registerUser(t.app, 'socket01', 'Zq9-secret-42');
    socket = await liveSocket(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    await socket.online(token);
    await socket.sub('reviews', 'balance');
    const { inbox } = socket;

    const api = apiCaller(() => t.app);
    const recharge = { method: 'usdt', amount: '75', tx_hash: 'ab'.repeat(32) };
    const sent = envelopeOf(await api.post('user/recharge', recharge, auth(token)));
    const id = (sent.data as { id: number }).id;
    // Decided by `pnpm admin` in a process of its own: its change waits in the outbox for the server's job.
    expect(await adminProcess(t.url, 'recharge', 'approve', String(id))).toMatch(/approved/);
    expect(inbox.some((m) => m.ch === 'recharge')).toBe(false);
    expect(t.app.outbox.drain()).toBe(2);

    const decided = () => inbox.find((m) => m.ch === 'recharge');
    await expect.poll(() => decided() !== undefined).toBe(true);
    expect(decided()?.data).toMatchObject({ id, status: 1, amount: '75.000000' });
    await expect.poll(() => inbox.some((m) => m.ch === 'balance')).toBe(true);
    const balance = envelopeOf(await api.get('user/balance', auth(token))).data;
    expect(inbox.findLast((m) => m.ch === 'balance')?.data).toEqual(balance);
    expect((balance as { usdt: { available: string } }).usdt.available).toBe('10075.000000');
  });
});
