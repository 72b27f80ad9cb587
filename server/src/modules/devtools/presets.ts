import { type PresetName, type PresetResult, presetNames, presetSummaries } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { runAdmin } from '../../cli/admin-commands.ts';
import { apiPrefix } from '../../lib/route.ts';
import { accountService } from '../account/account.service.ts';
import { loadSharp } from '../upload/image.ts';

export const presetList = () => presetNames.map((name) => ({ name, summary: presetSummaries[name] }));

/** Every preset account signs in with this password (shown with the account it made). */
const password = 'Preset-pass-2026';
const fundPassword = '246813';
/** A well-formed TRC20 address (base58check of 0x41 + 20 bytes) to bind for the withdrawal. */
const usdtAddress = 'TAnyuZwQdnuFeTeMPikrgLBfrz1raq19iW';
const prefix: Record<PresetName, string> = {
  'empty-account': 'empty',
  'long-history': 'history',
  'pending-reviews': 'pending',
  'restricted-account': 'restricted',
};
/** How much history `long-history` makes: enough pages in every list the app pages through. */
export const historySize = { orders: 240, earnOrders: 30, recharges: 25 };

class PresetStopped extends Error {}

/**
 * Makes preset accounts through the app's own API (`inject`, no socket): every write goes through the
 * routes and services a user's would, so the ledger and the books audit hold. Runs inside one world's
 * app, so in a sandbox it makes the account there.
 */
export function presetMaker(app: FastifyInstance, ctx: AppContext) {
  async function send(
    token: string | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    raw?: Buffer,
  ) {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const res = await app.inject({
      method,
      url: `${apiPrefix}${path}`,
      headers: raw ? { ...headers, 'content-type': multipartType } : headers,
      ...(raw ? { payload: raw } : body ? { payload: body as Record<string, string> } : {}),
    });
    const json = res.json() as { code: number; msg: string; data: unknown };
    if (json.code !== 0) throw new PresetStopped(`stopped at ${path}: ${json.msg} (code ${json.code})`);
    return json.data;
  }
  const post = (token: string | null, path: string, body: Record<string, string | number>) =>
    send(token, 'POST', path, body);
  const key = () => `preset-${ctx.random(9).toString('base64url')}`;
  const bankRecharge = (amount: string, screenshot: string) => ({
    method: 'bank',
    amount,
    transfer_name: 'Pat Preset',
    screenshot,
    idempotency_key: key(),
  });

  async function register(username: string): Promise<string> {
    const data = await post(null, 'user/register', { username, password, repassword: password, agree: '1' });
    return (data as { token: string }).token;
  }

  async function upload(token: string, seed: number): Promise<string> {
    const sharp = await loadSharp();
    const image = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: seed * 90, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const data = await send(token, 'POST', 'common/uploader', undefined, multipart(image));
    return (data as { id: string }).id;
  }

  async function history(token: string): Promise<string> {
    const products = (await send(token, 'GET', 'product/list')) as Array<{
      id: number;
      open: boolean;
      periods: Array<{ seconds: number; min: string }>;
    }>;
    const product = products.find((p) => p.open && p.periods.length > 0);
    if (!product) throw new PresetStopped('no open product to trade');
    for (let i = 0; i < historySize.orders; i++) {
      const period = product.periods[i % product.periods.length] ?? product.periods[0];
      if (!period) break;
      await post(token, 'user/buy', {
        product_id: product.id,
        direction: i % 2 ? 'up' : 'down',
        seconds: period.seconds,
        amount: period.min,
        idempotency_key: key(),
      });
    }
    const earn = (
      (await send(token, 'GET', 'earn/list')) as Array<{ id: number; open: boolean; min: string }>
    ).find((p) => p.open);
    for (let i = 0; earn && i < historySize.earnOrders; i++)
      await post(token, 'earn/buy', { id: earn.id, amount: earn.min, idempotency_key: key() });
    // Bank transfers wait for a review (a USDT recharge is credited by its confirmations instead).
    const screenshot = await upload(token, 3);
    for (let i = 0; i < historySize.recharges; i++)
      await post(token, 'user/recharge', bankRecharge('100', screenshot));
    return [
      `${historySize.orders} timed orders (they settle at their expiry, from recorded prices)`,
      `${earn ? historySize.earnOrders : 0} Earn orders`,
      `${historySize.recharges} recharges waiting for review`,
    ].join('\n');
  }

  async function pending(token: string): Promise<string> {
    const front = await upload(token, 1);
    const contrary = await upload(token, 2);
    await post(token, 'user/realnameAuth', { name: 'Pat Preset', idcard: 'X1234567', front, contrary });
    await post(token, 'user/recharge', bankRecharge('500', await upload(token, 3)));
    await post(token, 'user/mpassword', { password: fundPassword, repassword: fundPassword });
    await post(token, 'user/cashBind', {
      bank_name: 'Demo Bank',
      card_number: '6222020000001234567',
      holder_name: 'Pat Preset',
      usdt_address: usdtAddress,
    });
    await post(token, 'user/withdraw', {
      asset: 'money',
      amount: '1000',
      mpassword: fundPassword,
      idempotency_key: key(),
    });
    return `a real-name verification, a recharge and a withdrawal under review (fund password ${fundPassword})`;
  }

  return async function make(name: PresetName, asked?: string): Promise<PresetResult> {
    const username = asked ?? `${prefix[name]}_${ctx.random(4).toString('hex')}`;
    if (name === 'empty-account') {
      // The one account made without the demo credit every registration gets on a demo server.
      const accounts = accountService({ ...ctx, config: { ...ctx.config, DEMO_MODE: false } });
      await accounts.register({ username, password });
      return { username, password, out: 'no money, unverified' };
    }
    const token = await register(username);
    let out = 'funded with the demo credit';
    if (name === 'long-history') out = await history(token);
    if (name === 'pending-reviews') out = await pending(token);
    if (name === 'restricted-account') {
      await runAdmin(['user', 'status', username, '0'], ctx);
      out = 'restricted (status 0): calls that move money are refused';
    }
    return { username, password, out };
  };
}
export { PresetStopped };

const boundary = '----preset-boundary';
const multipartType = `multipart/form-data; boundary=${boundary}`;
const multipart = (image: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
