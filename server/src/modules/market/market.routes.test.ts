import { api, ErrorCode, intervals } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, makeApp } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeAll(async () => {
  t = await makeApp({ MARKET_SYMBOLS: 'BTC,ETH,DOGE', MARKET_SEED: 'routes' });
  await t.app.market.prepare();
});
afterAll(() => t.close());

const get = async (url: string) => envelopeOf(await t.app.inject({ method: 'GET', url: `/api/v1/${url}` }));

describe('market/list', () => {
  it('lists every symbol with 24h stats', async () => {
    const body = await get('market/list');
    const list = api.market.list.data.parse(body.data);
    expect(list.map((x) => x.symbol)).toEqual(['BTCUSDT', 'DOGEUSDT', 'ETHUSDT']);
    for (const x of list)
      expect(Number(x.low) <= Number(x.last) && Number(x.last) <= Number(x.high)).toBe(true);
  });

  it('sorts as top gainers and as the turnover list', async () => {
    const gainers = api.market.list.data.parse((await get('market/list?sort=gainers')).data);
    const changes = gainers.map((x) => Number(x.change));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    const turnover = api.market.list.data.parse((await get('market/list?sort=turnover')).data);
    expect(turnover[0]?.symbol).toBe('BTCUSDT');
  });

  it('searches by q', async () => {
    const found = api.market.list.data.parse((await get('market/list?q=eth')).data);
    expect(found.map((x) => x.symbol)).toEqual(['ETHUSDT']);
  });
});

describe('market/ticker', () => {
  it('answers the ticker of a symbol, and not found for an unknown one', async () => {
    const body = await get('market/ticker?symbol=btcusdt');
    expect(api.market.ticker.data.parse(body.data).symbol).toBe('BTCUSDT');
    expect((await get('market/ticker?symbol=XYZUSDT')).code).toBe(ErrorCode.notFound);
  });
});

describe('market/kline', () => {
  it('serves 300 bars of every interval at once, oldest first, ending now', async () => {
    for (const interval of intervals) {
      const body = await get(`market/kline?symbol=BTCUSDT&interval=${interval}`);
      const bars = api.market.kline.data.parse(body.data);
      expect(bars, interval).toHaveLength(300);
      expect(bars[0]?.time, interval).toBeLessThan(bars[299]?.time ?? 0);
      expect(bars[299]?.time, interval).toBeLessThanOrEqual(t.clock.now());
    }
  });

  it('ends at `to` and honours `limit`', async () => {
    const to = t.clock.now() - 3_600_000;
    const bars = api.market.kline.data.parse(
      (await get(`market/kline?symbol=ETHUSDT&interval=1Min&to=${to}&limit=5`)).data,
    );
    expect(bars.map((b) => b.time)).toEqual([4, 3, 2, 1, 0].map((i) => to - i * 60_000));
  });

  it('refuses an unknown interval', async () => {
    expect((await get('market/kline?symbol=BTCUSDT&interval=2Min')).code).toBe(ErrorCode.invalidInput);
  });
});

describe('product/list and product/detail', () => {
  it('lists the seeded products with their periods and live tickers', async () => {
    const list = api.product.list.data.parse((await get('product/list')).data);
    expect(list.length).toBeGreaterThanOrEqual(12);
    const btc = list.find((p) => p.symbol === 'BTCUSDT');
    expect(btc?.periods.map((p) => [p.seconds, p.profit_ratio])).toEqual([
      [30, '0.80'],
      [60, '0.85'],
      [120, '0.88'],
      [300, '0.90'],
    ]);
    expect(btc?.ticker?.symbol).toBe('BTCUSDT');
  });

  it('finds one product by id or symbol, and says so when it does not exist', async () => {
    const byId = api.product.detail.data.parse((await get('product/detail?id=1')).data);
    const bySymbol = api.product.detail.data.parse((await get(`product/detail?symbol=${byId.symbol}`)).data);
    expect(bySymbol.id).toBe(1);
    const missing = await get('product/detail?id=999');
    expect(missing.code).toBe(ErrorCode.notFound);
    expect(missing.msg).toBe('The product ID does not exist, Please try again');
    expect((await get('product/detail')).msg).toBe('Product ID not obtained');
  });
});
