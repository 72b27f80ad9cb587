import type { CallInput } from './client.ts';

/** Data of the calls made so far, by call name, so later calls can take real ids and symbols. */
export type Results = ReadonlyMap<string, unknown>;

export type PlanKind = 'read' | 'write' | 'skip';

/** How the checker exercises one call of the contract. */
export interface Plan {
  kind: PlanKind;
  /** Why a call is never made (a skip), shown in the coverage report. */
  reason?: string;
  /** The input, from earlier results; a string says why there is none this run. */
  input?: (r: Results) => CallInput | string;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' ? (v as Obj) : {});
const list = (v: unknown): Obj[] => {
  const items = Array.isArray(v) ? v : obj(v).list;
  return Array.isArray(items) ? items.map(obj) : [];
};
const first = (r: Results, call: string, field: string, why: string) => {
  const value = list(r.get(call))[0]?.[field];
  return value === undefined ? why : value;
};
const idFrom = (call: string, why: string) => (r: Results) => {
  const id = first(r, call, 'id', why);
  return typeof id === 'number' ? { query: { id } } : String(id);
};
const symbolOf = (r: Results) => first(r, 'market.list', 'symbol', 'market.list returned no symbol');
const key = () => `drift-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A 1×1 transparent PNG: the smallest upload the uploader accepts. */
const tinyPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const read = (input?: Plan['input']): Plan => ({ kind: 'read', ...(input ? { input } : {}) });
const skip = (reason: string): Plan => ({ kind: 'skip', reason });
const write = (input: Plan['input']): Plan => ({ kind: 'write', input });

/**
 * Every call of the contracts, in the order they run: reads first (later ones take ids from earlier
 * answers), then the writes `--allow-writes` permits with the smallest safe inputs. A call missing
 * here fails the plan test, so a new contract call cannot go unchecked silently.
 */
export const plans: ReadonlyArray<readonly [string, Plan]> = [
  ['common.base', read()],
  ['common.index', read()],
  ['common.noticeList', read()],
  [
    'common.noticeView',
    read((r) => {
      const id = first(r, 'common.noticeList', 'id', 'no notice to view');
      return typeof id === 'number' ? { query: { id } } : String(id);
    }),
  ],
  ['market.list', read()],
  [
    'market.ticker',
    read((r) => {
      const s = symbolOf(r);
      return typeof s === 'string' ? { query: { symbol: s } } : String(s);
    }),
  ],
  [
    'market.kline',
    read((r) => {
      const s = symbolOf(r);
      return typeof s === 'string' ? { query: { symbol: s, interval: '1Min', limit: 5 } } : String(s);
    }),
  ],
  ['product.list', read()],
  ['product.detail', read(idFrom('product.list', 'product.list returned no product'))],
  ['earn.list', read()],
  ['earn.detail', read(idFrom('earn.list', 'earn.list returned no product'))],
  ['user.home', read()],
  ['user.isUsedMpwd', read()],
  ['user.getMyQrcode', read()],
  ['user.inviteList', read()],
  ['user.balance', read()],
  ['user.assetsRecent', read()],
  ['user.markList', read()],
  ['user.cashInfo', read()],
  ['user.rechargeConfig', read()],
  ['user.rechargeList', read()],
  ['user.withdrawConfig', read()],
  ['user.withdrawList', read()],
  ['user.exchangeConfig', read()],
  ['user.exchangeList', read(() => ({ body: { page: 1, limit: 20 } }))],
  ['user.getRealnameAuth', read()],
  ['user.orderList', read()],
  ['user.newOrderList', read(() => ({ query: { since: 0 } }))],
  ['earn.orders', read()],
  ['earn.summary', read()],
  ['earn.order', read(idFrom('earn.orders', 'no Earn order to view'))],
  // Writes: only with --allow-writes, each with the smallest input that is safe on a test account.
  [
    'user.buy',
    write((r) => {
      const product = list(r.get('product.list')).find((p) => p.open === true && list(p.periods).length > 0);
      const period = list(product?.periods)[0];
      if (!product || !period) return 'no open product with a period';
      const stake = { product_id: Number(product.id), direction: 'up', seconds: Number(period.seconds) };
      return { body: { ...stake, amount: String(period.min), idempotency_key: key() } };
    }),
  ],
  [
    'user.recharge',
    write((r) => {
      const min = obj(obj(r.get('user.rechargeConfig')).bank).min;
      if (typeof min !== 'string') return 'user.rechargeConfig gave no bank minimum';
      return { body: { method: 'bank', amount: min, transfer_name: 'drift check', idempotency_key: key() } };
    }),
  ],
  [
    'user.exchange',
    write(() => ({ body: { from: 'usdt', to: 'money', amount: '1', idempotency_key: key() } })),
  ],
  [
    'earn.buy',
    write((r) => {
      const p = list(r.get('earn.list'))[0];
      return p
        ? { body: { id: Number(p.id), amount: String(p.min), idempotency_key: key() } }
        : 'no Earn product';
    }),
  ],
  [
    'common.uploader',
    write(() => ({ file: { field: 'file', name: 'drift.png', type: 'image/png', bytes: tinyPng } })),
  ],
  [
    'common.deleteUploader',
    write((r) => {
      const id = obj(r.get('common.uploader')).id;
      return typeof id === 'string' ? { query: { id } } : 'nothing was uploaded';
    }),
  ],
  ['user.logout', write(() => ({}))],
  ['user.login', skip('made by the login step when credentials are given')],
  ['user.register', skip('would create an account on the upstream')],
  ['user.password', skip('would change the login password')],
  ['user.mpassword', skip('would set or change the fund password')],
  ['user.findpwdCode', skip('would start a password recovery')],
  ['user.findpwd', skip('needs a recovery code')],
  ['user.cashBind', skip('would replace the bound bank card')],
  ['user.withdraw', skip('needs the fund password')],
  ['user.realnameAuth', skip('needs identity documents')],
  ['earn.redeem', skip('charges an early-redemption penalty')],
];
