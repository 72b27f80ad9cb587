import { callApi, type Sandbox } from './sandbox.ts';

/**
 * The demo user's data the layout sweep shows (and its states in layout-states.ts open): two open
 * positions, a USDT recharge with its confirmations, an exchange (one record with its parts), an Earn
 * order, a bound bank card without a USDT address and a fund password. Returns the Earn order's id.
 */
export async function seedDemoData(world: Sandbox, token: string): Promise<number> {
  type Data = { id: number; quote_id: string };
  const post = (path: string, body: Record<string, string>) => callApi<Data>(world, path, { token, body });
  await post('user/buy', { product_id: '1', direction: 'up', seconds: '300', amount: '25' });
  await post('user/buy', { product_id: '2', direction: 'down', seconds: '300', amount: '1250.5' });
  // A USDT recharge, so the records show its hash and confirmations (pending, then credited).
  await post('user/recharge', { method: 'usdt', amount: '100', tx_hash: 'cd'.repeat(32) });
  // An exchange at the quote the user would see: one record with what was sold, the fee and what came in.
  const { quote_id } = await callApi<Data>(world, 'user/exchange', { token });
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
