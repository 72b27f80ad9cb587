import { ErrorCode } from '@app/contracts';
import { bad, type Case, conflict, notFound, outOfRange, photo, type State } from './fixtures.ts';

/** Earn, exchange, financial records and real-name verification. */
export const earnExchangeIdentityCases: Case[] = [
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
