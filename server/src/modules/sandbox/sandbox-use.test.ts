import { sandboxHeader } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, testAdminToken } from '../../test/admin-token.ts';
import { apiCaller, auth, envelopeOf, makeApp } from '../../test/harness.ts';
import { liveSocket } from '../../test/live-socket.ts';
import { audit, cleanBooks } from '../../test/trading.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let sockets: Array<{ close: () => void }> = [];
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken, MARKET_SYMBOLS: 'BTC' });
});
afterEach(async () => {
  for (const s of sockets) s.close();
  sockets = [];
  await t.close();
});

const call = apiCaller(() => t.app);
const box = (name: string) => ({ [sandboxHeader]: name });
const sandboxes = () => t.app.sandboxes as NonNullable<typeof t.app.sandboxes>;
const orders = (name: string) =>
  sandboxes()
    .open(name)
    .then((w) => w.database.db.all<{ status: string }>(sql`SELECT status FROM trade_orders`));

async function demoToken(name: string): Promise<string> {
  const res = envelopeOf(
    await call.post('user/login', { username: 'demo', password: 'demo123456' }, box(name)),
  );
  return (res.data as { token: string }).token;
}

describe('sandboxes used at once', () => {
  it('take concurrent buys in two sandboxes without cross-talk, and the books hold in each', async () => {
    const names = ['par-a', 'par-b'];
    const tokens = await Promise.all(names.map(demoToken));
    const buys = Array.from({ length: 24 }, (_, i) => {
      const k = i % 2;
      const headers = { ...box(names[k] as string), ...auth(tokens[k] as string) };
      const fields = { product_id: 1, direction: i % 4 < 2 ? 'up' : 'down', seconds: 30, amount: '10' };
      return call.post('user/buy', { ...fields, idempotency_key: `par-buy-${i}` }, headers);
    });
    const answers = await Promise.all(buys);
    expect(answers.map((r) => envelopeOf(r).code)).toEqual(answers.map(() => 0));
    for (const name of names) {
      expect(await orders(name)).toHaveLength(12);
      const moved = await t.app.inject({
        method: 'POST',
        url: '/__admin/clock',
        headers: { ...adminHeaders, ...box(name) },
        payload: { action: 'advance', ms: 120_000 },
      });
      expect(moved.statusCode).toBe(200);
      expect((await orders(name)).every((o) => o.status === 'closed')).toBe(true);
      expect(await audit((await sandboxes().open(name)).database.db)).toEqual(cleanBooks);
    }
    const here = t.deps.database.db.all<{ n: number }>(sql`SELECT COUNT(*) AS n FROM trade_orders`);
    expect(here[0]?.n).toBe(0);
  });

  it("keep a journal each: a sandbox's requests and their verdicts show in its own only", async () => {
    const token = await demoToken('log-a');
    expect((await call.get('user/balance', { ...box('log-a'), ...auth(token) })).statusCode).toBe(200);
    expect((await call.get('common/base', box('log-b'))).statusCode).toBe(200);
    const journal = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/__admin/journal', headers: { ...adminHeaders, ...headers } })).json() as {
        requests: Array<{ url: string; verdict: { grade: string } }>;
      };
    const urls = async (headers: Record<string, string>) =>
      (await journal(headers)).requests.map((r) => r.url);
    expect(await urls(box('log-a'))).toContain('/api/v1/user/balance');
    expect((await journal(box('log-a'))).requests.every((r) => r.verdict.grade === 'ok')).toBe(true);
    expect(await urls(box('log-a'))).not.toContain('/api/v1/common/base');
    expect(await urls(box('log-b'))).toEqual(['/api/v1/common/base']);
    const home = await urls({});
    expect(home).not.toContain('/api/v1/user/balance');
    expect(home).not.toContain('/api/v1/common/base');
  });

  it("push a sandbox's changes to sockets opened with ?sandbox= on it, and its token means nothing elsewhere", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await demoToken('live-a');
    const inside = await liveSocket(address, undefined, '?sandbox=live-a');
    const outside = await liveSocket(address);
    sockets.push(inside, outside);
    await inside.online(token);
    await inside.sub('orders', 'balance');
    const buy = { product_id: 1, direction: 'up', seconds: 30, amount: '10' };
    expect(envelopeOf(await call.post('user/buy', buy, { ...box('live-a'), ...auth(token) })).code).toBe(0);
    expect((await inside.until('balance')).length).toBeGreaterThan(0);
    outside.ws.send(JSON.stringify({ ch: 'online', data: { uid: null, token } }));
    const [refused] = await outside.until('error');
    expect(refused?.data).toMatchObject({ code: 401 });
    expect(outside.inbox.some((m) => m.ch === 'balance')).toBe(false);
  });

  it('refuses a socket naming a bad sandbox with HTTP 400 at the upgrade, and opens no sandbox', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect(liveSocket(address, undefined, '?sandbox=Not_Valid')).rejects.toThrow(/400/);
    expect(sandboxes().list().sandboxes).toEqual([]);
  });
});
