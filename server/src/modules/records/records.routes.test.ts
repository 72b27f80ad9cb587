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
  it('reads the ledger newest first: demo credits, then the exchange’s three entries', async () => {
    const page = await marks('');
    expect(page.total).toBe(5);
    expect(page.list.map((e) => e.kind)).toEqual([
      'exchange_in',
      'exchange_fee',
      'exchange_out',
      'demo_credit',
      'demo_credit',
    ]);
  });

  it('filters by asset and by kind, and pages', async () => {
    expect((await marks('?asset=money')).list.map((e) => e.kind)).toEqual(['exchange_in', 'demo_credit']);
    const fees = await marks('?kind=exchange_fee');
    expect(fees.list).toHaveLength(1);
    expect(fees.list[0]).toMatchObject({ asset: 'usdt', amount: '-0.100000', locked_amount: '0.000000' });
    const second = await marks('?page=2&limit=2');
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(second.list.map((e) => e.kind)).toEqual(['exchange_out', 'demo_credit']);
  });

  it('refuses an unknown kind with a translated message', async () => {
    const res = envelopeOf(await get('user/markList?kind=gift&lang=zh-Hans', auth(token)));
    expect(res.code).toBe(ErrorCode.invalidInput);
    expect(res.msg).not.toMatch(/[a-z]{4}/);
  });

  it('shows only the caller’s own records', async () => {
    const other = await registerUser(t.app, 'records02', 'Zq9-secret-42');
    const res = envelopeOf(await get('user/markList', auth(other)));
    expect(res.data).toMatchObject({ total: 2 });
  });
});

describe('user/assetsRecent', () => {
  it('lists recent balance changes, optionally of one asset', async () => {
    const all = api.user.assetsRecent.data.parse(
      envelopeOf(await get('user/assetsRecent?limit=2', auth(token))).data,
    );
    expect(all).toMatchObject({ total: 5, limit: 2 });
    expect(all.list[0]).toMatchObject({ kind: 'exchange_in', asset: 'money', amount: '71.28' });
    const usdt = envelopeOf(await get('user/assetsRecent?asset=usdt', auth(token))).data as { total: number };
    expect(usdt.total).toBe(3);
  });
});
