import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let token: string;
const { post, get } = apiCaller(() => t.app);

beforeEach(async () => {
  t = await makeApp();
  token = await registerUser(t.app, 'records01', 'Zq9-secret-42');
  const q = envelopeOf(await get('user/exchange', auth(token))).data as { quote_id: string };
  await post('user/exchange', { from: 'usdt', to: 'money', amount: '10', quote_id: q.quote_id }, auth(token));
});
afterEach(() => t.close());

const marks = async (query: string) => {
  const res = envelopeOf(await get(`user/markList${query}`, auth(token)));
  return api.user.markList.data.parse(res.data);
};

describe('user/markList', () => {
  it('reads one record per business event, newest first: the exchange, then the demo credit', async () => {
    const page = await marks('');
    expect(page.total).toBe(2);
    expect(page.list.map((e) => e.kind)).toEqual(['exchange_out', 'demo_credit']);
    const [exchange, credit] = page.list;
    expect(exchange?.parts.map((p) => [p.kind, p.asset, p.amount])).toEqual([
      ['exchange_out', 'usdt', '-9.900000'],
      ['exchange_fee', 'usdt', '-0.100000'],
      ['exchange_in', 'money', '71.28'],
    ]);
    expect(exchange?.moves).toEqual([
      { asset: 'usdt', balance: 'available', amount: '-10.000000' },
      { asset: 'money', balance: 'available', amount: '71.28' },
    ]);
    expect(exchange).toMatchObject({ asset: 'usdt', amount: '-10.000000', locked_amount: '0.000000' });
    expect(credit?.moves).toEqual([
      { asset: 'usdt', balance: 'available', amount: '10000.000000' },
      { asset: 'money', balance: 'available', amount: '50000.00' },
    ]);
  });

  it('filters events by an entry’s asset and kind, and pages events', async () => {
    expect((await marks('?asset=money')).list.map((e) => e.kind)).toEqual(['exchange_out', 'demo_credit']);
    const fees = await marks('?kind=exchange_fee');
    expect(fees.list).toHaveLength(1);
    expect(fees.list[0]?.parts).toHaveLength(3);
    const second = await marks('?page=2&limit=1');
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(second.list.map((e) => e.kind)).toEqual(['demo_credit']);
  });

  it('refuses an unknown kind with a translated message', async () => {
    const res = envelopeOf(await get('user/markList?kind=gift&lang=zh-Hans', auth(token)));
    expect(res.code).toBe(ErrorCode.invalidInput);
    expect(res.msg).not.toMatch(/[a-z]{4}/);
  });

  it('shows only the caller’s own records', async () => {
    const other = await registerUser(t.app, 'records02', 'Zq9-secret-42');
    const res = envelopeOf(await get('user/markList', auth(other)));
    expect(res.data).toMatchObject({ total: 1 });
  });
});

describe('user/assetsRecent', () => {
  it('lists recent business events, optionally those that moved one asset', async () => {
    const all = api.user.assetsRecent.data.parse(
      envelopeOf(await get('user/assetsRecent?limit=1', auth(token))).data,
    );
    expect(all).toMatchObject({ total: 2, limit: 1 });
    expect(all.list[0]).toMatchObject({ kind: 'exchange_out', asset: 'usdt', amount: '-10.000000' });
    expect(all.list[0]?.parts.map((p) => p.kind)).toEqual(['exchange_out', 'exchange_fee', 'exchange_in']);
    const usdt = envelopeOf(await get('user/assetsRecent?asset=usdt', auth(token))).data as { total: number };
    expect(usdt.total).toBe(2);
  });
});
