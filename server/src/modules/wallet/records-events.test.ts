import { api } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { testCatalog, writeTick } from '../../test/trading.ts';
import { reviewService } from '../cash/review.service.ts';

// Issue #26: records that move only the frozen balance read "0.0000" when only `amount` was shown.
let t: Awaited<ReturnType<typeof makeApp>>;
let token: string;
const { post, get } = apiCaller(() => t.app);

beforeEach(async () => {
  t = await makeApp({}, { products: testCatalog() });
  token = await registerUser(t.app, 'records03', 'Zq9-secret-42');
});
afterEach(() => t.close());

const recent = async () =>
  api.user.assetsRecent.data.parse(envelopeOf(await get('user/assetsRecent', auth(token))).data).list;

describe('records of the frozen balance', () => {
  it('a stake moves available to frozen; a lost trade takes it from frozen', async () => {
    await writeTick(t.deps.database, 'BTCUSDT', t.clock.now() - 1000, '100');
    const order = { product_id: 1, direction: 'up', seconds: 30, amount: '25' };
    expect(envelopeOf(await post('user/buy', order, auth(token))).code).toBe(0);
    const [stake] = await recent();
    expect(stake?.moves).toEqual([
      { asset: 'usdt', balance: 'available', amount: '-25.000000' },
      { asset: 'usdt', balance: 'locked', amount: '25.000000' },
    ]);
    t.clock.advance(30_000);
    await writeTick(t.deps.database, 'BTCUSDT', t.clock.now(), '99');
    await t.app.settler.runOnce(t.clock.now());
    const [lost] = await recent();
    expect(lost).toMatchObject({ kind: 'trade_stake', amount: '0.000000', locked_amount: '-25.000000' });
    expect(lost?.moves).toEqual([{ asset: 'usdt', balance: 'locked', amount: '-25.000000' }]);
  });

  it('an approved withdrawal is one record: the frozen amount leaves, its fee inside', async () => {
    await post(
      'user/cashBind',
      { bank_name: 'Demo Bank', card_number: '6222020000001234567', holder_name: 'Pat' },
      auth(token),
    );
    await post('user/mpassword', { password: '246813', repassword: '246813' }, auth(token));
    const sent = envelopeOf(
      await post('user/withdraw', { asset: 'money', amount: '1000', mpassword: '246813' }, auth(token)),
    );
    const id = (sent.data as { id: number }).id;
    reviewService({ database: t.deps.database, clock: t.clock.now }).decide('withdraw', id, 'approve');
    const [approved, submitted] = await recent();
    expect(approved).toMatchObject({ kind: 'withdraw', amount: '0.00', locked_amount: '-1000.00' });
    expect(approved?.moves).toEqual([{ asset: 'money', balance: 'locked', amount: '-1000.00' }]);
    expect(approved?.parts.map((p) => [p.kind, p.locked_amount])).toEqual([
      ['withdraw', '-990.00'],
      ['withdraw_fee', '-10.00'],
    ]);
    expect(submitted?.moves).toEqual([
      { asset: 'money', balance: 'available', amount: '-1000.00' },
      { asset: 'money', balance: 'locked', amount: '1000.00' },
    ]);
  });
});
