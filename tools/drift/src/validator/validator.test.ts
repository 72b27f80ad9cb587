import { api, serverConfig } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkFrame,
  checkHttpAnswer,
  checkRequest,
  type Finding,
  findEndpoint,
  validateStrict,
} from './index.ts';

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

  it('grades a missing field ERR, an extra one INFO and null where never allowed ERR', () => {
    const { number: _n, ...rest } = order;
    const v = checkHttpAnswer(orderList, answer({ ...rest, fee: '1.00', strike: null }));
    expect(brief(v.findings).sort()).toEqual([
      'ERR missing data.list[].number',
      'ERR null data.list[].strike',
      'INFO extra data.list[].fee string',
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

  it('grades a broken envelope, a wrong content type and an undeclared code on a call made to succeed ERR', () => {
    const broken = checkHttpAnswer(orderList, { status: 200, headers: json, body: '{"data":[]}' });
    expect(broken.findings.every((f) => f.grade === 'ERR' && f.check === 'envelope')).toBe(true);
    const text = checkHttpAnswer(orderList, { ...answer(order), headers: { 'content-type': 'text/plain' } });
    expect(brief(text.findings)).toEqual(['ERR content-type ']);
    const undeclared = checkHttpAnswer(api.user.balance, {
      status: 200,
      headers: json,
      body: '{"code":1003,"msg":"closed","data":null}',
    });
    expect(brief(undeclared.findings)).toEqual(['ERR code code 1003']);
    const refused = { status: 200, headers: json, body: '{"code":1003,"msg":"closed","data":null}' };
    const probed = checkHttpAnswer(api.user.balance, refused, undefined, { probe: true });
    expect(brief(probed.findings)).toEqual(['WARN code code 1003']);
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

  it('gives a request seen in traffic its call name and worst grade', () => {
    const v = checkRequest('GET', '/api/v1/user/orderList?page=1', answer({ ...order, fee: '1' }));
    expect(v).toMatchObject({ name: 'user.orderList', worst: 'INFO', code: 0 });
    expect(checkRequest('GET', '/assets/index.js', answer(order))).toBeUndefined();
    const gone = { status: 401, headers: json, body: '{"code":401,"msg":"offline","data":null}' };
    expect(checkRequest('GET', '/api/v1/user/home', gone)?.findings).toEqual([]);
    const fault = { status: 500, headers: json, body: '{"code":1500,"msg":"oops","data":null}' };
    expect(checkRequest('GET', '/api/v1/user/home', fault)?.worst).toBe('ERR');
  });

  it('catches a negative balance and an emptied list the contract says is never empty', () => {
    const usdt = { available: '-5.000000', locked: '0.000000' };
    const money = { available: '1.00', locked: '0.00' };
    const body = JSON.stringify({ code: 0, msg: '', data: { usdt, money } });
    const v = checkHttpAnswer(api.user.balance, { status: 200, headers: json, body });
    expect(v.findings).toEqual([
      expect.objectContaining({ grade: 'ERR', kind: 'negative', path: 'data.usdt.available' }),
    ]);
    const languages = z.object({ languages: serverConfig.shape.languages });
    const emptied = validateStrict(languages, { languages: [] }, { prefix: ['data'] });
    expect(brief(emptied.findings)).toEqual(['ERR emptied data.languages']);
  });

  it('warns when an amount carries more decimals than its asset is kept with', () => {
    const usdt = { available: '1.0000001', locked: '0.000000' };
    const money = { available: '1.005', locked: '0.00' };
    const body = JSON.stringify({ code: 0, msg: '', data: { usdt, money } });
    const v = checkHttpAnswer(api.user.balance, { status: 200, headers: json, body });
    expect(brief(v.findings)).toEqual([
      'WARN scale data.usdt.available 7',
      'WARN scale data.money.available 3',
    ]);
  });
});
