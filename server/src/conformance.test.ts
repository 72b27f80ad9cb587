import { allEndpoints, type Endpoint, ErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBehindPrism, type Violation, violationsOf } from './test/prism.ts';

/** One replayed request: a call, its input, and the answer the server must give. */
interface Case {
  call: string;
  input?: (s: State) => Record<string, string | number>;
  token?: 'none' | 'user';
  contentType?: string;
  file?: { bytes: Uint8Array; type: string };
  expect: number;
  /** Sent straight to the server, not through Prism (see `notProvoked`). */
  direct?: boolean;
  /** Refused for a reason JSON Schema cannot state (content, equality of two fields, state). */
  semantic?: string;
}

interface State {
  token: string;
  productId: number;
  seconds: number;
  min: string;
  fileId: number;
  /** Every upload so far, oldest first (the real-name cases use two). */
  uploads: string[];
  noticeId: number;
  /** The recovery code, returned in demo mode. */
  code: string;
  earnOrderId: number;
  /** The exchange quote last given. */
  quoteId: string;
}

// A 1×1 PNG: the smallest real image for the upload call.
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const user = { username: 'prism001', password: 'Zq9-secret123' };
const signup = { ...user, repassword: user.password, agree: '1' };
const card = { bank_name: 'Demo Bank', card_number: '6222020000001234567', holder_name: 'Pat Payer' };
const cashOut = (amount: string) => ({ asset: 'money', amount, mpassword: '123456' });

/** One more real image, for the real-name cases (straight to the server, as the first upload). */
const photo: Case = {
  call: 'common.uploader',
  token: 'user',
  file: { bytes: png, type: 'image/png' },
  expect: 0,
  direct: true,
};
const { invalidInput: bad, notFound, wrongPassword, conflict, outOfRange } = ErrorCode;
const cases: Case[] = [
  { call: 'common.base', expect: 0 },
  { call: 'common.index', expect: 0 },
  { call: 'common.noticeList', expect: 0 },
  { call: 'common.noticeList', input: () => ({ limit: 'many' }), expect: bad },
  { call: 'common.noticeView', input: (s) => ({ id: s.noticeId }), expect: 0 },
  { call: 'common.noticeView', input: () => ({ id: 999999 }), expect: notFound },
  { call: 'common.noticeView', input: () => ({ id: 'abc' }), expect: bad },
  { call: 'user.register', input: () => signup, expect: 0 },
  { call: 'user.register', input: () => signup, expect: conflict },
  { call: 'user.register', input: () => ({ username: user.username }), expect: bad },
  {
    call: 'user.register',
    input: () => ({ ...signup, repassword: 'other123' }),
    expect: bad,
    semantic: 'equal fields',
  },
  { call: 'user.register', input: () => signup, contentType: 'application/xml', expect: 415 },
  { call: 'user.login', input: () => user, expect: 0 },
  { call: 'user.login', input: () => ({ ...user, password: 'wrong-one' }), expect: wrongPassword },
  { call: 'user.login', input: () => ({ password: 'x' }), expect: bad },
  {
    call: 'common.uploader',
    token: 'user',
    file: { bytes: png, type: 'image/png' },
    expect: 0,
    direct: true,
  },
  {
    call: 'common.uploader',
    token: 'user',
    file: { bytes: new TextEncoder().encode('not an image'), type: 'image/png' },
    expect: bad,
    semantic: 'the bytes are not an image',
  },
  { call: 'common.deleteUploader', token: 'user', input: (s) => ({ id: s.fileId }), expect: 0 },
  { call: 'common.deleteUploader', token: 'user', input: () => ({ id: 999999 }), expect: notFound },
  { call: 'common.deleteUploader', token: 'user', expect: bad },
  { call: 'user.isUsedMpwd', token: 'user', expect: 0 },
  { call: 'user.home', token: 'user', expect: 0 },
  { call: 'user.getMyQrcode', token: 'user', expect: 0 },
  { call: 'user.inviteList', token: 'user', expect: 0 },
  { call: 'user.inviteList', token: 'user', input: () => ({ page: 0 }), expect: bad },
  { call: 'user.balance', token: 'user', expect: 0 },
  { call: 'user.cashInfo', token: 'user', expect: 0 },
  { call: 'user.cashBind', token: 'user', input: () => card, expect: 0 },
  {
    call: 'user.cashBind',
    token: 'user',
    input: () => ({ ...card, mpassword: '123456' }),
    expect: ErrorCode.forbidden,
  },
  {
    call: 'user.mpassword',
    token: 'user',
    input: () => ({ password: '123456', repassword: '123456' }),
    expect: 0,
  },
  {
    call: 'user.mpassword',
    token: 'user',
    input: () => ({ oldpassword: '000000', password: '654321', repassword: '654321' }),
    expect: wrongPassword,
  },
  {
    call: 'user.mpassword',
    token: 'user',
    input: () => ({ password: 'abc', repassword: 'abc' }),
    expect: bad,
  },
  {
    call: 'user.password',
    token: 'user',
    input: () => ({ oldpassword: 'wrong-one', password: 'Zq9-secret456', repassword: 'Zq9-secret456' }),
    expect: wrongPassword,
  },
  { call: 'user.password', token: 'user', input: () => ({ password: 'Zq9-secret456' }), expect: bad },
  {
    call: 'user.password',
    token: 'user',
    input: () => ({ oldpassword: user.password, password: user.password, repassword: user.password }),
    expect: 0,
  },
  { call: 'user.findpwdCode', input: () => ({ username: user.username }), expect: 0 },
  { call: 'user.findpwdCode', input: () => ({}), expect: bad },
  {
    call: 'user.findpwd',
    input: () => ({ ...user, code: '000000', repassword: user.password }),
    expect: wrongPassword,
  },
  {
    call: 'user.findpwd',
    input: (s) => ({ ...user, code: s.code, repassword: user.password }),
    expect: 0,
  },
  { call: 'user.login', input: () => user, expect: 0 },
  { call: 'user.findpwd', input: () => ({ username: user.username }), expect: bad },
  { call: 'market.list', expect: 0 },
  { call: 'market.list', input: () => ({ sort: 'sideways' }), expect: bad },
  { call: 'market.ticker', input: () => ({ symbol: 'BTCUSDT' }), expect: 0 },
  { call: 'market.ticker', input: () => ({ symbol: 'ZZZZUSDT' }), expect: notFound },
  { call: 'market.ticker', input: () => ({}), expect: bad },
  { call: 'market.kline', input: () => ({ symbol: 'BTCUSDT', interval: '1Min', limit: 3 }), expect: 0 },
  { call: 'market.kline', input: () => ({ symbol: 'ZZZZUSDT', interval: '1Min' }), expect: notFound },
  { call: 'market.kline', input: () => ({ symbol: 'BTCUSDT', interval: '2Min' }), expect: bad },
  { call: 'product.list', expect: 0 },
  { call: 'product.detail', input: (s) => ({ id: s.productId }), expect: 0 },
  { call: 'product.detail', input: () => ({ id: 999999 }), expect: notFound },
  { call: 'product.detail', input: () => ({ id: 'x' }), expect: bad },
  {
    call: 'user.buy',
    token: 'user',
    input: (s) => ({ product_id: s.productId, direction: 'up', seconds: s.seconds, amount: s.min }),
    expect: 0,
  },
  {
    call: 'user.buy',
    token: 'user',
    input: (s) => ({ product_id: 999999, direction: 'up', seconds: s.seconds, amount: s.min }),
    expect: notFound,
  },
  {
    call: 'user.buy',
    token: 'user',
    input: (s) => ({ product_id: s.productId, direction: 'up', seconds: s.seconds, amount: '0.000001' }),
    expect: outOfRange,
  },
  {
    call: 'user.buy',
    token: 'user',
    input: (s) => ({ product_id: s.productId, direction: 'up', seconds: s.seconds, amount: '20000' }),
    expect: ErrorCode.insufficientBalance,
  },
  {
    call: 'user.buy',
    token: 'user',
    input: (s) => ({ product_id: 2, direction: 'up', seconds: s.seconds, amount: s.min }),
    expect: ErrorCode.closed,
  },
  {
    call: 'user.buy',
    token: 'user',
    input: (s) => ({ product_id: s.productId, direction: 'sideways', seconds: s.seconds, amount: s.min }),
    expect: bad,
  },
  { call: 'user.orderList', token: 'user', expect: 0 },
  { call: 'user.orderList', token: 'user', input: () => ({ status: 'lost' }), expect: bad },
  { call: 'user.newOrderList', token: 'user', expect: 0 },
  { call: 'user.newOrderList', token: 'user', input: () => ({ since: 'yesterday' }), expect: bad },
  { call: 'earn.list', expect: 0 },
  { call: 'earn.detail', input: () => ({ id: 1 }), expect: 0 },
  { call: 'earn.detail', input: () => ({ id: 999999 }), expect: notFound },
  { call: 'earn.detail', input: () => ({ id: 'x' }), expect: bad },
  { call: 'earn.buy', token: 'user', input: () => ({ id: 1, amount: '100' }), expect: 0 },
  { call: 'earn.buy', token: 'user', input: () => ({ id: 999999, amount: '100' }), expect: notFound },
  { call: 'earn.buy', token: 'user', input: () => ({ id: 1, amount: '1' }), expect: outOfRange },
  {
    call: 'earn.buy',
    token: 'user',
    input: () => ({ id: 4, amount: '50000' }),
    expect: ErrorCode.insufficientBalance,
  },
  { call: 'earn.buy', token: 'user', input: () => ({ id: 1, amount: 'lots' }), expect: bad },
  { call: 'earn.summary', token: 'user', expect: 0 },
  { call: 'earn.orders', token: 'user', expect: 0 },
  { call: 'earn.orders', token: 'user', input: () => ({ status: 'lost' }), expect: bad },
  { call: 'earn.order', token: 'user', input: (s) => ({ id: s.earnOrderId }), expect: 0 },
  { call: 'earn.order', token: 'user', input: () => ({ id: 999999 }), expect: notFound },
  { call: 'earn.order', token: 'user', input: () => ({ id: 'x' }), expect: bad },
  { call: 'earn.redeem', token: 'user', input: (s) => ({ id: s.earnOrderId }), expect: 0 },
  {
    call: 'earn.redeem',
    token: 'user',
    input: (s) => ({ id: s.earnOrderId }),
    expect: ErrorCode.notAllowedNow,
  },
  { call: 'earn.redeem', token: 'user', input: () => ({ id: 999999 }), expect: notFound },
  { call: 'earn.redeem', token: 'user', input: () => ({}), expect: bad },
  // wallet-asset: exchange and financial records
  { call: 'user.exchangeConfig', token: 'user', expect: 0 },
  ...exchangeCases(),
  { call: 'user.exchangeList', token: 'user', input: () => ({ page: 1 }), expect: 0 },
  { call: 'user.exchangeList', token: 'user', input: () => ({ limit: 1000 }), expect: bad },
  { call: 'user.markList', token: 'user', expect: 0 },
  { call: 'user.markList', token: 'user', input: () => ({ kind: 'exchange_fee', asset: 'usdt' }), expect: 0 },
  { call: 'user.markList', token: 'user', input: () => ({ kind: 'gift' }), expect: bad },
  { call: 'user.assetsRecent', token: 'user', expect: 0 },
  { call: 'user.assetsRecent', token: 'user', input: () => ({ asset: 'gold' }), expect: bad },
  { call: 'user.getRealnameAuth', token: 'user', expect: 0 },
  photo,
  photo,
  {
    call: 'user.realnameAuth',
    token: 'user',
    input: (s) => ({ name: 'Prism Tester', idcard: 'P1234567', front: s.uploads.at(-2) ?? '' }),
    expect: bad,
    semantic: 'a first submission needs all four parts',
  },
  {
    call: 'user.realnameAuth',
    token: 'user',
    input: () => ({ name: 'Prism Tester', idcard: 'P1234567', front: 'x', contrary: 'y' }),
    expect: bad,
    semantic: 'the photos must be the user’s own uploads',
  },
  { call: 'user.realnameAuth', token: 'user', input: () => ({ idcard: 'P<1>' }), expect: bad },
  {
    call: 'user.realnameAuth',
    token: 'user',
    input: (s) => ({
      name: 'Prism Tester',
      idcard: 'P1234567',
      front: s.uploads.at(-2) ?? '',
      contrary: s.uploads.at(-1) ?? '',
    }),
    expect: 0,
  },
  {
    call: 'user.realnameAuth',
    token: 'user',
    input: (s) => ({ front: s.uploads.at(-1) ?? '' }),
    expect: conflict,
  },
  { call: 'user.getRealnameAuth', token: 'user', expect: 0 },
  // The money loop; the fund password is 123456 from here on.
  { call: 'user.cashBind', token: 'user', input: () => ({ ...card, card_number: '12ab' }), expect: bad },
  {
    call: 'user.cashBind',
    token: 'user',
    input: () => ({ ...card, usdt_address: 'TAnyuZwQdnuFeTeMPikrgLBfrz1raq19iX' }),
    expect: bad,
    semantic: 'address checksum',
  },
  {
    call: 'user.cashBind',
    token: 'user',
    input: () => ({ ...card, mpassword: '000000' }),
    expect: wrongPassword,
  },
  { call: 'user.rechargeConfig', token: 'user', expect: 0 },
  { call: 'user.recharge', token: 'user', input: () => ({ method: 'usdt', amount: '100' }), expect: 0 },
  { call: 'user.recharge', token: 'user', input: () => ({ method: 'cash', amount: '100' }), expect: bad },
  {
    call: 'user.recharge',
    token: 'user',
    input: () => ({ method: 'usdt', amount: '1' }),
    expect: outOfRange,
  },
  { call: 'user.rechargeList', token: 'user', expect: 0 },
  { call: 'user.rechargeList', token: 'user', input: () => ({ limit: 'many' }), expect: bad },
  { call: 'user.withdrawConfig', token: 'user', expect: 0 },
  { call: 'user.withdraw', token: 'user', input: () => cashOut('100'), expect: 0 },
  { call: 'user.withdraw', token: 'user', input: () => ({ ...cashOut('100'), asset: 'gold' }), expect: bad },
  { call: 'user.withdraw', token: 'user', input: () => cashOut('1'), expect: outOfRange },
  {
    call: 'user.withdraw',
    token: 'user',
    input: () => cashOut('50000'),
    expect: ErrorCode.insufficientBalance,
  },
  {
    call: 'user.withdraw',
    token: 'user',
    input: () => ({ ...cashOut('100'), mpassword: '000000' }),
    expect: wrongPassword,
  },
  {
    call: 'user.withdraw',
    token: 'user',
    input: () => ({ ...cashOut('100'), asset: 'usdt' }),
    expect: ErrorCode.forbidden,
  },
  { call: 'user.withdrawList', token: 'user', expect: 0 },
  { call: 'user.withdrawList', token: 'user', input: () => ({ page: 0 }), expect: bad },
];

function exchangeCases(): Case[] {
  const swap =
    (amount: string, extra: Record<string, string> = {}) =>
    (st: State) => ({
      from: 'usdt',
      to: 'money',
      amount,
      quote_id: st.quoteId,
      ...extra,
    });
  return [
    { call: 'user.exchange', token: 'user', input: swap('10'), expect: 0 },
    { call: 'user.exchange', token: 'user', input: swap('9000000'), expect: outOfRange },
    { call: 'user.exchange', token: 'user', input: swap('90000'), expect: ErrorCode.insufficientBalance },
    { call: 'user.exchange', token: 'user', input: swap('10', { quote_id: '1-2-3' }), expect: conflict },
    { call: 'user.exchange', token: 'user', input: swap('ten'), expect: bad },
    {
      call: 'user.exchange',
      token: 'user',
      input: swap('10', { to: 'usdt' }),
      expect: bad,
      semantic: 'equal fields',
    },
  ];
}

/** Declared answers no replay provokes, and why. */
const notProvoked: Record<string, string> = {
  'common.uploader 0':
    'Prism 5.14 re-encodes a binary multipart body as text when it proxies it, so a real image arrives ' +
    'corrupted; the upload is sent straight to the server and only its refusals go through Prism',
  '* 429': 'needs 20 requests a minute from one address; @fastify/rate-limit is tested by its own suite',
  '* 500': 'a server fault cannot be provoked from outside',
  'earn.buy 1003':
    'needs a product the administrator closed (`pnpm admin earn edit <id> open false`); ' +
    'earn.routes.test.ts proves the refusal and that nothing changes',
  'earn.buy 1010': 'a restricted account, as user.buy 1010; earn.routes.test.ts proves it',
  'earn.redeem 1010': 'a restricted account, as user.buy 1010; the route layer refuses every movesMoney call',
  'user.recharge 1003':
    'needs the administrator to close recharge (pnpm admin config set recharge_open false); ' +
    'recharge.routes.test.ts proves the closed code, the close tip and that nothing changes',
  'user.withdraw 1003':
    'needs the administrator to close withdrawals; withdraw.routes.test.ts proves the closed code and tip',
  'user.withdraw 1009':
    'needs a time window that excludes now; withdraw.routes.test.ts moves the clock across the window',
  'user.recharge 1010':
    'needs a restricted account, as for user.buy 1010; cash/recharge.routes.test.ts proves the refusal',
  'user.withdraw 1010':
    'needs a restricted account, as for user.buy 1010; cash/recharge.routes.test.ts proves the refusal',
  'user.buy 1010':
    'needs an account the administrator restricted (status 0); hardening.test.ts proves that such ' +
    'an account is refused a buy with this code and that nothing changes',
  'user.exchange 1010':
    'needs an account the administrator restricted (status 0); exchange.routes.test.ts proves that such ' +
    'an account is refused an exchange with this code and that nothing changes',
};

let s: Awaited<ReturnType<typeof serverBehindPrism>>;
beforeAll(async () => {
  s = await serverBehindPrism();
}, 60_000);
afterAll(() => s?.close());

const byName = new Map(allEndpoints().map(({ name, endpoint }) => [name, endpoint]));
const endpointOf = (call: string): Endpoint => {
  const e = byName.get(call);
  if (!e) throw new Error(`no call ${call}`);
  return e;
};
const implemented = () =>
  allEndpoints().filter(({ endpoint: e }) =>
    s.t.app.hasRoute({ method: e.method, url: `/api/v1/${e.path}` }),
  );

function request(c: Case, st: State): { url: string; init: RequestInit } {
  const e = endpointOf(c.call);
  const input = Object.entries(c.input?.(st) ?? {}).map(([k, v]): [string, string] => [k, String(v)]);
  const headers: Record<string, string> = c.token === 'user' ? { authorization: `Bearer ${st.token}` } : {};
  const url = `${c.direct ? s.upstream : s.base}/api/v1/${e.path}`;
  if (e.method === 'GET') return { url: `${url}?${new URLSearchParams(input)}`, init: { headers } };
  if (c.file) {
    const form = new FormData();
    form.append(e.multipart?.field ?? 'file', new Blob([c.file.bytes], { type: c.file.type }), 'a.png');
    return { url, init: { method: e.method, headers, body: form } };
  }
  const type = c.contentType ?? 'application/x-www-form-urlencoded';
  const body = c.contentType ? '<x/>' : new URLSearchParams(input).toString();
  return { url, init: { method: e.method, headers: { ...headers, 'content-type': type }, body } };
}

/** Keeps what later cases need from a success: the token, a notice, a product, an upload. */
function remember(call: string, data: Record<string, unknown>, st: State): void {
  if (call === 'user.register' || call === 'user.login') st.token = data.token as string;
  if (call === 'common.noticeList') st.noticeId = (data.list as Array<{ id: number }>)[0]?.id ?? 0;
  if (call === 'user.findpwdCode') st.code = data.demo_code as string;
  if (call === 'common.uploader') st.fileId = data.id as number;
  if (call === 'earn.buy') st.earnOrderId = data.id as number;
  if (call === 'user.exchangeConfig') st.quoteId = data.quote_id as string;
  if (call === 'common.uploader') {
    st.fileId = data.id as number;
    st.uploads.push(data.id as string);
  }
  if (call === 'product.list') {
    const [p] = data as unknown as Array<{ id: number; periods: Array<{ seconds: number; min: string }> }>;
    Object.assign(st, { productId: p?.id, seconds: p?.periods[0]?.seconds, min: p?.periods[0]?.min });
  }
}

interface Finding {
  name: string;
  status: number;
  code: number;
  violations: Violation[];
  semantic?: string;
  direct?: boolean;
  call: string;
  expect: number;
}

async function replay(list: Case[]): Promise<Finding[]> {
  const st: State = {
    token: '',
    productId: 0,
    seconds: 0,
    min: '0',
    fileId: 0,
    noticeId: 0,
    code: '',
    earnOrderId: 0,
    quoteId: '',
    uploads: [],
  };
  const findings: Finding[] = [];
  for (const c of list) {
    const { url, init } = request(c, st);
    const res = await fetch(url, init);
    const body = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
    if (body.code === 0) remember(c.call, body.data, st);
    const name = `${c.call} ${c.token === 'none' ? 'without a token' : JSON.stringify(c.input?.(st) ?? {})}`;
    findings.push({ name, status: res.status, code: body.code, violations: violationsOf(res), ...c });
  }
  return findings;
}

const httpStatuses = new Set([401, 415, 429]);
const refusedAsInvalid = (f: Finding) => f.code === ErrorCode.invalidInput || f.status === 401;

describe('the server behind Prism’s validating proxy (the document it serves, as a third party reads it)', () => {
  let findings: Finding[] = [];
  const withoutToken = (): Case[] =>
    implemented()
      .filter(({ endpoint }) => endpoint.auth)
      .map(({ name }) => ({ call: name, token: 'none', expect: 401 }));

  const unreadableBody = (): Case[] =>
    implemented()
      .filter(({ endpoint }) => endpoint.method !== 'GET')
      .map(({ name }) => ({ call: name, token: 'user', contentType: 'application/xml', expect: 415 }));

  beforeAll(async () => {
    const logout: Case = { call: 'user.logout', token: 'user', expect: 0 };
    findings = await replay([...cases, ...withoutToken(), ...unreadableBody(), logout]);
  }, 60_000);

  it('answers every replayed request as the case expects', () => {
    const wrong = findings.filter((f) => (httpStatuses.has(f.expect) ? f.status : f.code) !== f.expect);
    expect(wrong.map((f) => `${f.name}: ${f.status} code ${f.code}, expected ${f.expect}`)).toEqual([]);
  });

  it('finds no response that breaks the document', () => {
    const broken = findings.flatMap((f) =>
      f.violations.filter((v) => v.location[0] === 'response').map((v) => `${f.name}: ${v.message}`),
    );
    expect(broken).toEqual([]);
  });

  it('agrees with the server on which requests are invalid', () => {
    const disagree = findings.filter((f) => {
      const prismSaysInvalid = f.violations.some((v) => v.location[0] === 'request');
      if (f.semantic) return prismSaysInvalid || !refusedAsInvalid(f);
      return prismSaysInvalid !== refusedAsInvalid(f);
    });
    expect(disagree.map((f) => `${f.name}: ${f.status} ${f.code} ${JSON.stringify(f.violations)}`)).toEqual(
      [],
    );
  });

  it('replays every implemented call with a success and each declared answer it can provoke', () => {
    const seen = new Set(findings.filter((f) => !f.direct).map((f) => `${f.call} ${f.expect}`));
    const missing: string[] = [];
    for (const { name, endpoint: e } of implemented()) {
      const expected = [0, ...e.errors, ...(e.auth ? [401] : []), ...(e.method === 'GET' ? [] : [415])];
      for (const code of new Set(expected)) {
        const key = `${name} ${code === ErrorCode.rateLimited ? 429 : code}`;
        const wildcard = `* ${key.split(' ')[1]}`;
        if (!seen.has(key) && !notProvoked[key] && !notProvoked[wildcard]) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});
