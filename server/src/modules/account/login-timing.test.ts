import * as argon2 from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { form, makeApp, registerUser } from '../../test/harness.ts';

vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(() => t.close());

describe('login of an unknown username', () => {
  it('pays the same argon2 verification as a wrong password', async () => {
    await registerUser(t.app, 'known001', 'Zq9-secret');
    const verify = vi.mocked(argon2.verify);
    const login = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        ...form({ username, password: 'nottheone' }),
      });
    verify.mockClear();
    await login('known001');
    const known = verify.mock.calls.length;
    verify.mockClear();
    await login('unknown1');
    expect(known).toBe(1);
    expect(verify.mock.calls.length).toBe(known);
  });
});
