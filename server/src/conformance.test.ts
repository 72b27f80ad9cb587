import { allEndpoints, type Endpoint, ErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTradeCases } from './test/conformance/account-trade-cases.ts';
import { earnExchangeIdentityCases } from './test/conformance/earn-exchange-identity-cases.ts';
import type { Case, State } from './test/conformance/fixtures.ts';
import { moneyLoopCases } from './test/conformance/money-loop-cases.ts';
import { serverBehindPrism, type Violation, violationsOf } from './test/prism.ts';

/** Every replay, in order: later cases read the state earlier ones left (token, ids, quote). */
const cases: Case[] = [...accountTradeCases, ...earnExchangeIdentityCases, ...moneyLoopCases];

/** Declared answers no replay provokes, and why. */
const notProvoked: Record<string, string> = {
  'common.uploader 0':
    'Prism 5.14 re-encodes a binary multipart body as text when it proxies it, so a real image arrives ' +
    'corrupted; the upload is sent straight to the server and only its refusals go through Prism',
  'common.uploader 1008':
    'needs an account already holding UPLOAD_MAX_FILES files, sent no faster than UPLOAD_RATE a minute; ' +
    'upload/upload-quota.test.ts proves the refusal (files and bytes) and that nothing changes',
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
    'needs an account the administrator restricted (status 0); wallet/exchange.routes.test.ts proves that such ' +
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
    allEndpoints()
      .filter(({ endpoint }) => endpoint.auth)
      .map(({ name }) => ({ call: name, token: 'none', expect: 401 }));

  const unreadableBody = (): Case[] =>
    allEndpoints()
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

  it('replays every call with a success and each declared answer it can provoke', () => {
    const seen = new Set(findings.filter((f) => !f.direct).map((f) => `${f.call} ${f.expect}`));
    const missing: string[] = [];
    for (const { name, endpoint: e } of allEndpoints()) {
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
