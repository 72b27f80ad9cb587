import { ErrorCode } from '@app/contracts';
import { bad, type Case, card, cashOut, outOfRange, wrongPassword } from './fixtures.ts';

/** The money loop: bank card, recharge, withdraw; the fund password is 123456 from here on. */
export const moneyLoopCases: Case[] = [
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
  {
    call: 'user.recharge',
    token: 'user',
    input: () => ({ method: 'usdt', amount: '100', tx_hash: 'ab'.repeat(32) }),
    expect: 0,
  },
  {
    call: 'user.recharge',
    token: 'user',
    input: () => ({ method: 'usdt', amount: '100', tx_hash: 'ab'.repeat(32) }),
    expect: ErrorCode.conflict,
  },
  { call: 'user.recharge', token: 'user', input: () => ({ method: 'cash', amount: '100' }), expect: bad },
  {
    call: 'user.recharge',
    token: 'user',
    input: () => ({ method: 'usdt', amount: '1', tx_hash: 'cd'.repeat(32) }),
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
