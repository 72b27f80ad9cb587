import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { maskUsername } from './invite.repository.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(() => t.close());
const { post, get } = apiCaller(() => t.app);
const password = 'Zq9-secret-42';

async function inviteCodeOf(token: string): Promise<string> {
  return api.user.getMyQrcode.data.parse(envelopeOf(await get('user/getMyQrcode', auth(token))).data)
    .invite_code;
}

async function registerWith(username: string, invite_code: string) {
  return envelopeOf(
    await post('user/register', { username, password, repassword: password, agree: '1', invite_code }),
  );
}

describe('user/inviteList', () => {
  it('counts the people who registered with the code, newest first, with masked names and dates', async () => {
    const token = await registerUser(t.app, 'inviter1', password);
    const code = await inviteCodeOf(token);
    expect((await registerWith('friend_one', code)).code).toBe(0);
    t.clock.advance(60_000);
    // The link carries the code as shown; typed in lower case it still counts.
    expect((await registerWith('friend_two', code.toLowerCase())).code).toBe(0);
    await registerUser(t.app, 'stranger', password);

    const data = api.user.inviteList.data.parse(envelopeOf(await get('user/inviteList', auth(token))).data);
    expect(data.total).toBe(2);
    expect(data.list).toEqual([
      { username: 'fr***o', created_at: t.clock.now() },
      { username: 'fr***e', created_at: t.clock.now() - 60_000 },
    ]);
    expect(JSON.stringify(data)).not.toContain('friend');
  });

  it('pages the list and shows nobody to a user who invited nobody', async () => {
    const token = await registerUser(t.app, 'inviter2', password);
    const code = await inviteCodeOf(token);
    for (const name of ['aaaa1', 'bbbb2', 'cccc3']) await registerWith(name, code);
    const second = api.user.inviteList.data.parse(
      envelopeOf(await get('user/inviteList?page=2&limit=2', auth(token))).data,
    );
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.list).toHaveLength(1);
    const loner = await registerUser(t.app, 'loner01', password);
    expect(envelopeOf(await get('user/inviteList', auth(loner))).data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses a guest and a bad page with a clear message, and changes nothing', async () => {
    const token = await registerUser(t.app, 'inviter3', password);
    const before = await fingerprint(t.deps.database.db);
    expect((await get('user/inviteList')).statusCode).toBe(401);
    const bad = envelopeOf(await get('user/inviteList?page=0', auth(token)));
    expect(bad.code).toBe(ErrorCode.invalidInput);
    expect(bad.msg).not.toBe('');
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('refuses registration with an unknown invite code, and counts nothing', async () => {
    const token = await registerUser(t.app, 'inviter4', password);
    const before = await fingerprint(t.deps.database.db);
    expect((await registerWith('someone1', 'NOSUCH99')).code).toBe(ErrorCode.invalidInput);
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    expect(envelopeOf(await get('user/inviteList', auth(token))).data).toMatchObject({ total: 0 });
  });
});

describe('maskUsername', () => {
  it('keeps the first two and the last character, and only the first of a short name', () => {
    expect(maskUsername('demo42')).toBe('de***2');
    expect(maskUsername('abc')).toBe('a***');
    expect(maskUsername('用户名字')).toBe('用户***字');
  });
});
