import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, testAdminToken } from '../../test/admin-token.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { makeApp } from '../../test/harness.ts';
import { tickRepository } from '../market/tick.repository.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken, MARKET_SYMBOLS: 'BTC' });
});
afterEach(() => t.close());

const registry = () => t.app.sandboxes as NonNullable<typeof t.app.sandboxes>;
const second = (time: number) => time - (time % 1000);
const tickSpan = (world: Awaited<ReturnType<ReturnType<typeof registry>['open']>>) =>
  world.database.db.get<{ first: number; last: number; n: number }>(
    sql`SELECT MIN(time) AS first, MAX(time) AS last, COUNT(*) AS n FROM ticks`,
  );

describe('the sandbox template', () => {
  it('opens a sandbox a day after the first with prices up to now and no more history than a fresh one', async () => {
    const first = await registry().open('first');
    t.clock.advance(86_400_000);
    const later = await registry().open('later');
    const [a, b] = [tickSpan(first), tickSpan(later)];
    expect(b?.last).toBe(second(t.clock.now()));
    expect(b?.n).toBe(a?.n);
    expect((b?.last ?? 0) - (b?.first ?? 0)).toBe((a?.last ?? 0) - (a?.first ?? 0));
  });

  it('opens sandboxes without touching the default world', async () => {
    await t.app.market.tickOnce();
    const before = await fingerprint(t.deps.database.db);
    const ticks = tickRepository.latest(t.deps.database.db, 'BTCUSDT');
    for (const name of ['one', 'two']) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/__admin/sandboxes',
        headers: adminHeaders,
        payload: { action: 'create', name },
      });
      expect(made.statusCode).toBe(200);
    }
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    expect(tickRepository.latest(t.deps.database.db, 'BTCUSDT')).toEqual(ticks);
  });
});
