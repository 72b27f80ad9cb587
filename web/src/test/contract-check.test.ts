import { describe, expect, it } from 'vitest';
import { answerProblems, requestProblems } from './contract-check.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }), { status: 200 });
const none = new URLSearchParams();

describe('screen tests check every request and answer against the contract', () => {
  it('a call the contract does not have is reported', () => {
    expect(requestProblems('GET', 'user/nothing', none, undefined)).toEqual([
      'GET user/nothing: no such call in the contract',
    ]);
    expect(requestProblems('POST', 'user/balance', none, {})).toHaveLength(1);
  });

  it('a body its schema refuses is reported, with the field; a valid one is not', () => {
    const body = { asset: 'usdt', amount: '100', mpassword: '246813' };
    expect(requestProblems('POST', 'user/withdraw', none, body)).toEqual([]);
    expect(requestProblems('POST', 'user/withdraw', none, { ...body, asset: 'btc' })[0]).toMatch(
      /^user\/withdraw body asset: /,
    );
  });

  it('a query its schema refuses is reported, and `lang` is the request layer’s own', () => {
    expect(
      requestProblems('GET', 'user/withdrawList', new URLSearchParams('page=1&lang=th'), undefined),
    ).toEqual([]);
    expect(
      requestProblems('GET', 'user/withdrawList', new URLSearchParams('page=x'), undefined),
    ).toHaveLength(1);
  });

  it('a fixture whose data the call does not return is reported; a refusal is not checked', async () => {
    expect(await answerProblems('GET', 'user/cashInfo', ok(null))).toEqual([]);
    expect(await answerProblems('GET', 'user/cashInfo', ok({ bank_name: 'x' }))).not.toEqual([]);
    const refused = new Response(JSON.stringify({ code: 1008, msg: 'no', data: null }), { status: 200 });
    expect(await answerProblems('POST', 'user/withdraw', refused)).toEqual([]);
  });
});
