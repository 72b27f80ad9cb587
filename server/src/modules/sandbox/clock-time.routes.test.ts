import { api, ErrorCode, sandboxHeader } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, testAdminToken } from '../../test/admin-token.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';

// What else reads a sandbox's clock (docs/sandboxes.md, The clock): sessions and exchange quotes lapse
// when the sandbox's clock passes them, not the server's; the same moment in the default world does not.
let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken, MARKET_SYMBOLS: 'BTC', TOKEN_TTL_HOURS: 24 });
});
afterEach(() => t.close());

const hour = 3_600_000;
const call = apiCaller(() => t.app);
const box = { [sandboxHeader]: 'clock-time' };
const move = async (payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/__admin/clock',
    headers: { ...adminHeaders, ...box },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const advance = (ms: number) => move({ action: 'advance', ms });

async function demoToken(headers: Record<string, string>): Promise<string> {
  const res = envelopeOf(
    await call.post('user/login', { username: 'demo', password: 'demo123456' }, headers),
  );
  expect(res.code, res.msg).toBe(0);
  return (res.data as { token: string }).token;
}
const balance = (token: string, headers: Record<string, string>) =>
  call.get('user/balance', { ...headers, ...auth(token) });

describe("a sandbox's clock, for what lapses", () => {
  it('refreshes a session past half its life and ends it past its lifetime, while the default world keeps its own', async () => {
    const token = await demoToken(box);
    const home = await registerUser(t.app);
    await move({ action: 'freeze' });
    await advance(13 * hour);
    const refreshed = await balance(token, box);
    expect(refreshed.statusCode).toBe(200);
    const fresh = /^Bearer (\S+)$/.exec(String(refreshed.headers.authorization))?.[1] as string;
    expect(fresh).toBeTruthy();
    // 25 hours on the sandbox's clock: the first token is over; the refreshed one has 12 hours left.
    await advance(12 * hour);
    expect((await balance(token, box)).statusCode).toBe(401);
    expect((await balance(fresh, box)).statusCode).toBe(200);
    await advance(13 * hour);
    expect((await balance(fresh, box)).statusCode).toBe(401);
    // No time passed in the default world: its token, made at the same moment, still works, unrefreshed.
    const there = await balance(home, {});
    expect(there.statusCode).toBe(200);
    expect(there.headers.authorization).toBeUndefined();
  });

  it("lets an exchange quote lapse once the sandbox's clock passes its expiry, changing nothing", async () => {
    const headers = { ...box, ...auth(await demoToken(box)) };
    await move({ action: 'freeze' });
    const quoteNow = async () =>
      api.user.exchangeConfig.data.parse(envelopeOf(await call.get('user/exchange', headers)).data);
    const quote = await quoteNow();
    const { now } = (
      await t.app.inject({ url: '/__admin/clock', headers: { ...adminHeaders, ...box } })
    ).json();
    expect(quote.server_time).toBe(now);
    const world = await (t.app.sandboxes as NonNullable<typeof t.app.sandboxes>).open('clock-time');
    await advance(quote.expires_at - now + 1);
    const before = await fingerprint(world.database.db);
    const fields = { from: 'usdt', to: 'money', amount: '100' };
    const lapsed = envelopeOf(
      await call.post('user/exchange', { ...fields, quote_id: quote.quote_id }, headers),
    );
    expect(lapsed.code).toBe(ErrorCode.conflict);
    expect(api.user.exchangeConfig.data.parse(lapsed.data).expires_at).toBeGreaterThan(quote.expires_at);
    expect(await fingerprint(world.database.db)).toBe(before);
    // A quote taken at the sandbox's new time is honoured.
    const again = await quoteNow();
    const done = envelopeOf(
      await call.post('user/exchange', { ...fields, quote_id: again.quote_id }, headers),
    );
    expect(done.code, done.msg).toBe(0);
  });

  it("counts the withdraw day and opens the withdraw window by the sandbox's clock", async () => {
    const admin = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { ...adminHeaders, ...box }, payload });
    // No auto review (it would decide the waiting withdrawal); then a window from 13:00 to 14:00 UTC.
    const command = async (...argv: string[]) =>
      expect((await admin('/__admin/console', { argv })).statusCode).toBe(200);
    await command('config', 'set', 'auto_review_seconds', '0');
    const made = await admin('/__admin/preset', { name: 'pending-reviews' });
    expect(made.statusCode, made.body).toBe(200);
    const withdraw = { min: '10', max: '50000', fee: '1', min_fee: '0.1', day_limit: 3 };
    await command(
      'config',
      'set',
      'withdraw',
      JSON.stringify({ ...withdraw, start_time: '13:00', end_time: '14:00' }),
    );
    const { username, password } = made.json() as { username: string; password: string };
    const login = envelopeOf(await call.post('user/login', { username, password }, box));
    const headers = { ...box, ...auth((login.data as { token: string }).token) };
    const rules = async () =>
      api.user.withdrawConfig.data.parse(envelopeOf(await call.get('user/withdrawConfig', headers)).data);
    await move({ action: 'freeze' });
    // The test clock starts at 12:00 UTC: the withdrawal the preset made counts today, the window is shut.
    expect(await rules()).toMatchObject({ used_today: 1, in_window: false });
    await advance(hour);
    expect(await rules()).toMatchObject({ used_today: 1, in_window: true });
    // 01:00 the next day: a new day's count, and the window shut again.
    await advance(12 * hour);
    expect(await rules()).toMatchObject({ used_today: 0, in_window: false });
  });
});
