import { api, exchangeMinFee, exchangeSplit, pairRate, toMinor, toRate } from '@app/contracts';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { adminConfigSchema } from '../settings/admin-config.ts';

/** The documented numbers (docs/security.md, "Fees that cannot be split away"): the default terms. */
const defaults = adminConfigSchema.parse({}).exchange;
const usdCny = toRate(defaults.usdt_money_rate);
const feePercent = toRate(defaults.fee);
const minFeeUsdt = toMinor(defaults.min_fee, 6);

describe('splitting an exchange through the API', () => {
  let t: Awaited<ReturnType<typeof makeApp>>;
  let token: string;
  const { post, get } = apiCaller(() => t.app);
  beforeEach(async () => {
    t = await makeApp();
    token = await registerUser(t.app, 'splitter1', 'Zq9-secret-42');
  });
  afterEach(() => t.close());

  it('charges every piece under 1 USDT the minimum fee, so ten pieces pay more than the whole', async () => {
    const quote = api.user.exchangeConfig.data.parse(
      envelopeOf(await get('user/exchange', auth(token))).data,
    );
    const fees: string[] = [];
    for (let i = 0; i < 10; i++) {
      const fields = { from: 'usdt', to: 'money', amount: '0.99', quote_id: quote.quote_id };
      const res = envelopeOf(await post('user/exchange', fields, auth(token)));
      fees.push((res.data as { fee: string }).fee);
    }
    // 9.90 USDT at once pays 0.05 (0.5 %); before the minimum, each 0.99 piece paid 0.00.
    expect(fees).toEqual(Array(10).fill('0.100000'));
  });
});

const side = fc.constantFrom('usdt' as const, 'money' as const);

describe('any split of an exchange', () => {
  it('pays at least the minimum per piece and 95 % of the whole amount’s percentage fee', () => {
    fc.assert(
      fc.property(
        side,
        fc.array(fc.bigInt({ min: 1n, max: 5_000_000n }), { minLength: 1, maxLength: 40 }),
        (from, extras) => {
          const to = from === 'usdt' ? 'money' : 'usdt';
          const minFee = exchangeMinFee(minFeeUsdt, from, usdCny);
          // Every piece the server accepts is more than the minimum fee.
          const pieces = extras.map((x) => minFee + x);
          const terms = { rate: pairRate(from, to, usdCny), feePercent, minFee };
          const paid = pieces.reduce((sum, p) => sum + exchangeSplit(p, from, to, terms).fee, 0n);
          const whole = pieces.reduce((sum, p) => sum + p, 0n);
          expect(paid >= minFee * BigInt(pieces.length)).toBe(true);
          // Rounding half up gives back under half a cent per piece, and a piece pays at least
          // minFee: so paid ≥ whole × fee % × minFee / (minFee + half a cent), 95.2 % at the defaults.
          const cent = from === 'usdt' ? 10_000n : 1n;
          const percentUnit = 100n * 1_000_000n;
          expect(paid * (2n * minFee + cent) * percentUnit >= whole * feePercent * 2n * minFee).toBe(true);
          expect(paid * 100n * percentUnit >= whole * feePercent * 95n).toBe(true);
        },
      ),
      { numRuns: 300, seed: 24 },
    );
  });
});
