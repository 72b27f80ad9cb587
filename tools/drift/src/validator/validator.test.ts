import { api } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { checkFrame, checkHttpAnswer, type Finding, findEndpoint } from './index.ts';

const order = {
  id: 1,
  number: 'T1',
  symbol: 'BTCUSDT',
  direction: 'up',
  amount: '10.000000',
  seconds: 30,
  profit_ratio: '0.80',
  strike: '100.00',
  strike_time: 1_767_614_400_000,
  placed_at: 1_767_614_400_000,
  expires_at: 1_767_614_430_000,
  status: 'trading',
  close: null,
  close_time: null,
  result: null,
  profit: null,
  payout: null,
  estimated: '8.000000',
};
const json = { 'content-type': 'application/json; charset=utf-8' };
const answer = (data: unknown, extra: Record<string, unknown> = {}) => ({
  status: 200,
  headers: json,
  body: JSON.stringify({
    code: 0,
    msg: 'ok',
    data: { list: [data], page: 1, limit: 20, total: 1 },
    ...extra,
  }),
});
const brief = (fs: Finding[]) =>
  fs.map((f) => `${f.grade} ${f.kind} ${f.path}${f.detail ? ` ${f.detail}` : ''}`);
const orderList = api.user.orderList;

describe('the strict validator', () => {
  it('finds nothing in an answer that matches the contract', () => {
    expect(checkHttpAnswer(orderList, answer(order)).findings).toEqual([]);
  });

  it('grades a missing field ERR, an extra one INFO and null where never allowed WARN', () => {
    const { number: _n, ...rest } = order;
    const v = checkHttpAnswer(orderList, answer({ ...rest, fee: '1.00', strike: null }));
    expect(brief(v.findings).sort()).toEqual([
      'ERR missing data.list[].number',
      'INFO extra data.list[].fee string',
      'WARN null data.list[].strike',
    ]);
  });

  it('diagnoses a number where the contract has a decimal string', () => {
    const [f] = checkHttpAnswer(orderList, answer({ ...order, amount: 10 })).findings;
    expect(f).toMatchObject({ grade: 'ERR', kind: 'retyped', diagnosis: 'number instead of decimal string' });
  });

  it('grades an unknown enum value WARN', () => {
    expect(brief(checkHttpAnswer(orderList, answer({ ...order, direction: 'sideways' })).findings)).toEqual([
      'WARN enum data.list[].direction sideways',
    ]);
  });

  it('catches epoch seconds that zod accepts as a valid integer', () => {
    const [f] = checkHttpAnswer(orderList, answer({ ...order, placed_at: 1_767_614_400 })).findings;
    expect(f).toMatchObject({ grade: 'ERR', kind: 'unit', detail: 'seconds' });
  });

  it('pairs a missing field with a new one carrying its values as a rename', () => {
    const { strike_time, ...rest } = order;
    const v = checkHttpAnswer(orderList, answer({ ...rest, strikeTime: strike_time }));
    expect(brief(v.findings)).toEqual(['ERR renamed data.list[].strike_time strikeTime']);
  });

  it('grades a broken envelope, a wrong content type and an undeclared code', () => {
    const broken = checkHttpAnswer(orderList, { status: 200, headers: json, body: '{"data":[]}' });
    expect(broken.findings.every((f) => f.grade === 'ERR' && f.check === 'envelope')).toBe(true);
    const text = checkHttpAnswer(orderList, { ...answer(order), headers: { 'content-type': 'text/plain' } });
    expect(brief(text.findings)).toEqual(['ERR content-type ']);
    const undeclared = checkHttpAnswer(api.user.balance, {
      status: 200,
      headers: json,
      body: '{"code":1003,"msg":"closed","data":null}',
    });
    expect(brief(undeclared.findings)).toEqual(['WARN code code 1003']);
  });

  it('validates websocket frames against the live contract', () => {
    expect(checkFrame('{"ch":"ping","data":{"time":1767614400000}}').findings).toEqual([]);
    expect(brief(checkFrame('{"ch":"ping","data":{}}').findings)).toEqual(['ERR missing data.time']);
    expect(brief(checkFrame('{"ch":"pong","data":{}}').findings)).toEqual(['WARN enum ch pong']);
  });

  it('finds the contract call of a request from its method and URL', () => {
    expect(findEndpoint('get', '/api/v1/user/home?lang=en-US')?.name).toBe('user.home');
    expect(findEndpoint('POST', '/api/v1/user/exchange')?.name).toBe('user.exchange');
    expect(findEndpoint('GET', '/api/v1/user/exchange')?.name).toBe('user.exchangeConfig');
    expect(findEndpoint('GET', '/ws')).toBeUndefined();
  });
});
