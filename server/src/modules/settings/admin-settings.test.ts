import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { cashApp, tronAddress } from '../cash/cash-test.ts';

let c: Awaited<ReturnType<typeof cashApp>>;
beforeEach(async () => {
  c = await cashApp();
});
afterEach(() => c.t.close());

const admin = (...argv: string[]) => runAdmin(argv, { database: c.t.deps.database, clock: c.t.clock.now });
const withdrawOf = (patch: Record<string, unknown>) =>
  JSON.stringify({
    min: '10',
    max: '50000',
    fee: '1',
    day_limit: 3,
    start_time: '00:00',
    end_time: '23:59',
    ...patch,
  });
const exchangeOf = (patch: Record<string, unknown>) =>
  JSON.stringify({ fee: '0.5', max: '100000', usdt_money_rate: '7.20', ...patch });

describe('pnpm admin config set on money settings', () => {
  it('refuses a negative withdraw fee, a zero exchange rate and a minimum above the maximum, changing nothing', async () => {
    const before = await c.print();
    const refusals: Array<[string, string, RegExp]> = [
      ['withdraw', withdrawOf({ fee: '-1' }), /withdraw\.fee: .*between 0 and 100/],
      ['withdraw', withdrawOf({ min: '60000' }), /withdraw\.min: .*at most withdraw\.max/],
      ['withdraw', withdrawOf({ start_time: '25:00' }), /withdraw\.start_time: .*HH:MM/],
      ['withdraw', withdrawOf({ min: '0.001' }), /withdraw\.min: .*2 decimals/],
      ['exchange', exchangeOf({ usdt_money_rate: '0' }), /exchange\.usdt_money_rate: .*more than 0/],
      ['exchange', exchangeOf({ fee: '100' }), /exchange\.fee: .*below 100/],
      ['auto_review_seconds', '-5', /auto_review_seconds: /],
    ];
    for (const [key, value, message] of refusals) {
      await expect(admin('config', 'set', key, value), `${key} ${value}`).rejects.toThrow(message);
    }
    expect(await c.print()).toBe(before);
  });

  it('never lets a bad stored setting turn a withdrawal or an exchange quote into a 5xx: it falls back to the default', async () => {
    await c.bindCard({ usdt_address: tronAddress });
    await c.setFundPassword();
    // Written past the console (an older version, a hand edit of the database).
    const bad = {
      withdraw: JSON.parse(withdrawOf({ fee: '-1' })),
      exchange: JSON.parse(exchangeOf({ usdt_money_rate: '0' })),
    };
    c.t.deps.database.write((tx) =>
      tx.run(sql`INSERT INTO settings (key, value) VALUES ('admin', ${JSON.stringify(bad)})
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value`),
    );
    c.t.clock.advance(1_000);
    const config = await c.get('user/withdrawConfig');
    expect(config.data).toMatchObject({ fee: '1' });
    const sent = await c.post('user/withdraw', { asset: 'usdt', amount: '10', mpassword: '246813' });
    expect(sent.code).not.toBe(1500);
    const quote = await c.get('user/exchange');
    expect(quote.code).toBe(0);
    expect(quote.data).toMatchObject({ usd_cny: '7.2' });
    expect(await admin('config')).toMatch(/Stored withdraw, exchange break the rules/);
  });
});
