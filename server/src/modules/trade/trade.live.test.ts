import { api } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, envelopeOf, form, makeApp, registerUser } from '../../test/harness.ts';
import { liveSocket } from '../../test/live-socket.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let socket: Awaited<ReturnType<typeof liveSocket>> | undefined;

beforeEach(async () => {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC', MARKET_SEED: 'settle-live' });
  await t.app.market.prepare();
});
afterEach(async () => {
  socket?.close();
  await t.close();
});

describe('settlement over the websocket', () => {
  it('tells the owner the order settled and the new balance', async () => {
    const token = await registerUser(t.app);
    socket = await liveSocket(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    await socket.online(token);
    await socket.sub('orders', 'balance');
    const { inbox } = socket;

    const product = api.product.list.data.parse(
      envelopeOf(await t.app.inject({ url: '/api/v1/product/list' })).data,
    )[0];
    const f = form({ product_id: product?.id ?? 0, direction: 'up', seconds: 30, amount: '100' });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/buy',
      payload: f.payload,
      headers: { ...f.headers, ...auth(token) },
    });
    const order = api.user.buy.data.parse(envelopeOf(bought).data);

    for (let s = 0; s < 31; s++) {
      t.clock.advance(1000);
      await t.app.market.tickOnce();
    }
    await t.app.settler.runOnce();

    const closed = () => inbox.find((m) => m.ch === 'order' && m.data.status === 'closed');
    await expect.poll(() => closed() !== undefined).toBe(true);
    expect(closed()?.data).toMatchObject({ id: order.id, strike: order.strike, result: expect.any(String) });
    const balance = inbox.findLast((m) => m.ch === 'balance');
    const home = envelopeOf(await t.app.inject({ url: '/api/v1/user/balance', headers: auth(token) }));
    expect(balance?.data).toEqual(home.data);
  });
});
