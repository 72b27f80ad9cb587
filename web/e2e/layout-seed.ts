import type { Sandbox } from './sandbox.ts';

/**
 * The demo user's data the layout sweep shows (and its states in layout-states.ts open): two open
 * positions, a USDT recharge with its confirmations, an exchange (one record with its parts), an Earn
 * order, a bound bank card without a USDT address and a fund password. Returns the Earn order's id.
 */
export async function seedDemoData(world: Sandbox, token: string): Promise<number> {
  const call = async (method: 'GET' | 'POST', path: string, body?: Record<string, string>) => {
    const res = await world.fetch(`/api/v1/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { body: new URLSearchParams(body) } : {}),
    });
    const json = (await res.json()) as { code: number; data: { id: number; quote_id: string } };
    if (json.code !== 0) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
    return json.data;
  };
  const post = (path: string, body: Record<string, string>) => call('POST', path, body);
  await post('user/buy', { product_id: '1', direction: 'up', seconds: '300', amount: '25' });
  await post('user/buy', { product_id: '2', direction: 'down', seconds: '300', amount: '1250.5' });
  // A USDT recharge, so the records show its hash and confirmations (pending, then credited).
  await post('user/recharge', { method: 'usdt', amount: '100', tx_hash: 'cd'.repeat(32) });
  // An exchange at the quote the user would see: one record with what was sold, the fee and what came in.
  const { quote_id } = await call('GET', 'user/exchange');
  await post('user/exchange', {
    from: 'usdt',
    to: 'money',
    amount: '100',
    quote_id,
    idempotency_key: 'layout-sweep-exchange',
  });
  // A card and a fund password, so Withdraw shows its form and checks (CNY) and the way to an address (USDT).
  await post('user/cashBind', {
    bank_name: 'Demo Bank',
    card_number: '6222020000001234567',
    holder_name: 'Demo User',
  });
  await post('user/mpassword', { password: '246813', repassword: '246813' });
  return (await post('earn/buy', { id: '1', amount: '100' })).id;
}
