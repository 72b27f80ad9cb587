import { api, ErrorCode } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { envelopeOf, form, makeApp, registerUser } from '../../test/harness.ts';
import { users } from './account.schema.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({ RECOVERY_CODE_IN_RESPONSE: true });
});
afterEach(() => t.close());

const post = async (url: string, fields: Record<string, string>) => {
  const f = form(fields);
  return envelopeOf(
    await t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload: f.payload, headers: f.headers }),
  );
};
const login = (username: string, password: string) => post('user/login', { username, password });
const loggedInAs = async (username: string, password: string) =>
  api.user.login.data.parse((await login(username, password)).data).user.username;
const admin = (...argv: string[]) => runAdmin(argv, { database: t.deps.database, clock: t.clock.now });

/** Look-alikes can only exist in databases from before the rule, so they are made by renaming a row. */
async function makeLookAlikes() {
  await registerUser(t.app, 'Demo01', 'Zq9-secret');
  await registerUser(t.app, 'carol01', 'Other-42x');
  t.deps.database.write((tx) =>
    tx.update(users).set({ username: 'demo01' }).where(eq(users.username, 'carol01')).run(),
  );
}

describe('usernames ignore case', () => {
  it('refuses to register a name that differs from an existing one only in case, changing nothing', async () => {
    await registerUser(t.app, 'Alice01');
    const before = await fingerprint(t.deps.database.db);
    const res = await post('user/register', {
      username: 'alice01',
      password: 'Other-42x',
      repassword: 'Other-42x',
      agree: '1',
    });
    expect(res).toMatchObject({ code: ErrorCode.conflict, msg: 'This account is already registered' });
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('logs in with the name typed in another case, as the account registered', async () => {
    await registerUser(t.app, 'Alice01');
    expect(await loggedInAs('ALICE01', 'Zq9-secret')).toBe('Alice01');
  });

  it('recovers a password when the name is typed in another case', async () => {
    await registerUser(t.app, 'Alice01');
    const started = api.user.findpwdCode.data.parse(
      (await post('user/findpwdCode', { username: 'aLiCe01' })).data,
    );
    const code = started.demo_code as string;
    const fields = { username: 'ALICE01', password: 'recover99', repassword: 'recover99', code };
    expect((await post('user/findpwd', fields)).code).toBe(0);
    expect(await loggedInAs('alice01', 'recover99')).toBe('Alice01');
  });

  it('lets the admin console find a user by the name in another case', async () => {
    await registerUser(t.app, 'Alice01');
    expect(await admin('user', 'status', 'ALICE01', '0')).toBe('Alice01: status 0');
  });
});

describe('look-alike accounts from older databases', () => {
  it('keeps both accounts, the name typed in its exact case wins, and no third look-alike is added', async () => {
    await makeLookAlikes();
    expect(await loggedInAs('Demo01', 'Zq9-secret')).toBe('Demo01');
    expect(await loggedInAs('demo01', 'Other-42x')).toBe('demo01');
    expect(await admin('user', 'logout', 'demo01')).toBe('demo01: every session revoked');
    const third = { username: 'DEMO01', password: 'Third-42x', repassword: 'Third-42x', agree: '1' };
    expect(await post('user/register', third)).toMatchObject({ code: ErrorCode.conflict });
  });

  it('refuses an ambiguous name as wrong credentials, whichever password is given', async () => {
    await makeLookAlikes();
    for (const password of ['Zq9-secret', 'Other-42x']) {
      expect(await login('DEMO01', password)).toMatchObject({ code: ErrorCode.wrongPassword });
    }
    await expect(admin('user', 'status', 'DEMO01', '0')).rejects.toThrow(/give the exact one/);
  });
});
