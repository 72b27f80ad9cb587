// Every check of a secret counts the attempt before verifying it (modules/account/secret-guard.ts), so a
// burst of parallel wrong guesses gets the allowance and no more, on every call that checks one.
import { ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freeFailures } from './modules/account/secret-guard.ts';
import { cashApp, tronAddress } from './modules/cash/cash-test.ts';
import { apiCaller, auth, envelopeOf, form } from './test/harness.ts';

let c: Awaited<ReturnType<typeof cashApp>>;
beforeEach(async () => {
  c = await cashApp();
});
afterEach(() => c.t.close());

const burst = 40;
const { post } = apiCaller(() => c.t.app);

/** Sends `burst` requests at once and counts the answers by code. */
async function inParallel(send: (i: number) => Promise<{ code: number }>) {
  const answers = await Promise.all(Array.from({ length: burst }, (_, i) => send(i)));
  const counted = new Map<number, number>();
  for (const { code } of answers) counted.set(code, (counted.get(code) ?? 0) + 1);
  return counted;
}

/** The allowance was used and not exceeded: `freeFailures` verified and refused, every other one locked. */
function expectAllowance(counted: Map<number, number>) {
  expect(counted.get(ErrorCode.wrongPassword)).toBe(freeFailures);
  expect(counted.get(ErrorCode.rateLimited)).toBe(burst - freeFailures);
}

const withToken = async (url: string, fields: Record<string, string>) =>
  envelopeOf(await post(url, fields, auth(c.token)));
/** The i-th wrong six-digit fund password of a burst (the right one is 246813). */
const wrongFund = (i: number) => String(100000 + i);
/** Changes the fund password to 135790, giving `oldpassword` as the current one. */
const changeFund = (oldpassword: string) =>
  withToken('user/mpassword', { oldpassword, password: '135790', repassword: '135790' });

describe('a burst of wrong secrets gets the allowance and no more', () => {
  it('on login from many addresses, and the right password is then locked out too', async () => {
    const login = (password: string, i: number) =>
      c.t.app
        .inject({
          method: 'POST',
          url: '/api/v1/user/login',
          remoteAddress: `10.9.${i >> 8}.${i & 255}`,
          ...form({ username: 'payer01', password }),
        })
        .then(envelopeOf);
    expectAllowance(await inParallel((i) => login(`wrong-${i}`, i)));
    expect(await login('Zq9-secret-42', 999)).toMatchObject({
      code: ErrorCode.rateLimited,
      msg: 'Too many failed attempts for this account, please try again in 1 min',
    });
  });

  it('on the login password change, counted with the logins, changing nothing', async () => {
    const before = await c.print();
    const change = (i: number) =>
      withToken('user/password', {
        oldpassword: `wrong-${i}`,
        password: 'Zq9-next-43',
        repassword: 'Zq9-next-43',
      });
    expectAllowance(await inParallel(change));
    const login = envelopeOf(await post('user/login', { username: 'payer01', password: 'Zq9-secret-42' }));
    expect(login.code).toBe(ErrorCode.rateLimited);
    expect(await c.print()).toBe(before);
  });

  it('on the fund password change, so the old fund password cannot be guessed and replaced', async () => {
    await c.setFundPassword();
    const before = await c.print();
    expectAllowance(await inParallel((i) => changeFund(wrongFund(i))));
    expect((await changeFund('246813')).code).toBe(ErrorCode.rateLimited);
    expect(await c.print()).toBe(before);
  });

  it('on withdraw, sharing the fund password allowance with its change, and no withdrawal slips through', async () => {
    await c.bindCard({ usdt_address: tronAddress });
    await c.setFundPassword();
    const before = await c.print();
    const withdraw = (mpassword: string) =>
      withToken('user/withdraw', { asset: 'money', amount: '100', mpassword });
    expectAllowance(await inParallel((i) => withdraw(wrongFund(i))));
    expect((await withdraw('246813')).code).toBe(ErrorCode.rateLimited);
    expect((await changeFund('246813')).code).toBe(ErrorCode.rateLimited);
    expect(await c.print()).toBe(before);
  });

  it('on a card change, changing nothing', async () => {
    await c.bindCard();
    await c.setFundPassword();
    const before = await c.print();
    const change = (i: number) => c.bindCard({ card_number: '6222020000007654321', mpassword: wrongFund(i) });
    expectAllowance(await inParallel(change));
    expect(await c.print()).toBe(before);
  });

  it('on the recovery code, from many addresses', async () => {
    await c.t.close();
    c = await cashApp({ RECOVERY_CODE_IN_RESPONSE: true });
    const send = (url: string, fields: Record<string, string>, i: number) =>
      c.t.app
        .inject({
          method: 'POST',
          url: `/api/v1/${url}`,
          remoteAddress: `10.8.${i >> 8}.${i & 255}`,
          ...form(fields),
        })
        .then(envelopeOf);
    const started = await send('user/findpwdCode', { username: 'payer01' }, 998);
    const { demo_code } = started.data as { demo_code: string };
    const fields = { username: 'payer01', password: 'Zq9-recovered', repassword: 'Zq9-recovered' };
    const wrong = (i: number) => String((Number(demo_code) + 1 + i) % 1_000_000).padStart(6, '0');
    expectAllowance(await inParallel((i) => send('user/findpwd', { ...fields, code: wrong(i) }, i)));
    expect((await send('user/findpwd', { ...fields, code: demo_code }, 999)).code).toBe(
      ErrorCode.rateLimited,
    );
  });
});
