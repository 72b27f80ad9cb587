import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished, vi } from 'vitest';
import { installAntdRender } from '../app/antd-render.ts';
import { appHistory, HashRouter } from '../lib/location.tsx';
import { createQueryClient, followAppOnline } from '../lib/query-client.ts';
import { saveSession } from '../lib/session.ts';
import { answerProblems, requestProblems } from './contract-check.ts';

/** A request as the server reads it: its method and its form body (none for a GET). */
export interface Sent {
  method: string;
  body: Record<string, string> | undefined;
}

/** What the server answers a call (its path after /api/v1/, e.g. `user/balance`) in a screen test. */
export type Answer = (call: string, sent: Sent) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The `maintenance` scenario: every call answers HTTP 503 with the translated message. */
export const maintenance: Answer = () =>
  json(503, { code: 1500, msg: 'Under maintenance, please try again later', data: {} });
/** The network is down: fetch itself fails. */
export const offline: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
/** An exchange quote (`user/exchange`) at `rate` CNY per USDT, valid for 30 s. */
export const quoteAt = (rate: string) => ({
  quote_id: `1767614430000-${Math.round(Number(rate) * 1_000_000)}-500000`,
  expires_at: Date.now() + 30_000,
  server_time: Date.now(),
  usd_cny: rate,
  rates: [
    {
      ...{ from: 'usdt', to: 'money', rate, max: '100000.000000', min_fee: '0.100000' },
      confirm_over: '1000.000000',
    },
  ],
  fee: '0.5',
});

/** A successful answer carrying `data`. */
export const ok = (data: unknown) => json(200, { code: 0, msg: 'ok', data });

/**
 * Renders a page as the app does (the app's query client, the hash router), logged in, with `fetch`
 * answered by `first` until `setAnswer` swaps it. Each request is checked against the contract (the
 * call exists, its query and body pass their schemas) and so is each successful answer (its `data`
 * passes the call's schema): the test fails on a mismatch (contract-check.ts). Returns the fetch stub,
 * the requests as sent and the query client too.
 */
export function renderPage(page: ReactNode, first: Answer, path = '/') {
  installAntdRender(); // as main.tsx does: toasts and dialogs really appear
  let answer = first;
  const problems: string[] = [];
  const sent: Array<Sent & { call: string }> = [];
  onTestFinished(() => {
    if (problems.length) throw new Error(`Off the contract:\n${problems.join('\n')}`);
  });
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const call = url.pathname.replace(/^.*\/api\/v1\//, '');
    const method = init?.method ?? 'GET';
    const body = init?.body instanceof URLSearchParams ? Object.fromEntries(init.body) : undefined;
    // Only API calls are held to the contract; the page may fetch other things (an image it shows).
    const isCall = url.pathname.includes('/api/v1/');
    sent.push({ call, method, body });
    if (isCall) problems.push(...requestProblems(method, call, url.searchParams, body));
    return Promise.resolve()
      .then(() => answer(call, { method, body }))
      .then(async (res) => {
        if (isCall) problems.push(...(await answerProblems(method, call, res)));
        return res;
      });
  });
  vi.stubGlobal('fetch', fetch);
  saveSession({ user: { uid: 1, username: 'demo' }, token: 'token' });
  followAppOnline();
  appHistory().replace(path);
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <HashRouter>{page}</HashRouter>
    </QueryClientProvider>,
  );
  return { fetch, client, sent, setAnswer: (next: Answer) => (answer = next) };
}

/** A tradable product (`product/list`) with a 30 s period paying 80 % and a 60 s period paying 85 %. */
export const productFixture = (symbol = 'BTCUSDT', id = 1) => ({
  id,
  symbol,
  name: symbol.replace(/USDT$/, '/USDT'),
  open: true,
  periods: [
    { seconds: 30, profit_ratio: '0.80', min: '10', max: '5000' },
    { seconds: 60, profit_ratio: '0.85', min: '10', max: '5000' },
  ],
  ticker: null,
});

/** antd-mobile's imperative Dialog and Toast rendering, as the app installs it at start-up (main.tsx). */
export { installAntdRender } from '../app/antd-render.ts';
