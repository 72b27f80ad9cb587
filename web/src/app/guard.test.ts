import { describe, expect, it } from 'vitest';
import { guard } from './guard.ts';
import { paths } from './paths.ts';

describe('guard', () => {
  it('lets a guest open login, register, find password, customer service, webview and the splash', () => {
    for (const path of [
      paths.login,
      paths.register,
      paths.findpwd,
      paths.customerService,
      paths.webview,
      '/',
    ]) {
      expect(guard(path, '', false)).toEqual({ allow: true });
    }
  });

  it('sends a guest switching tabs to login without a return address', () => {
    expect(guard(paths.mine, '', false)).toEqual({ allow: false, to: paths.login });
  });

  it('sends a guest opening another page to login with r= set to that page', () => {
    expect(guard(paths.pwd, '?a=1', false)).toEqual({
      allow: false,
      to: `${paths.login}?r=${encodeURIComponent(`${paths.pwd}?a=1`)}`,
    });
  });

  it('lets a logged-in user open anything', () => {
    expect(guard(paths.pwd, '', true)).toEqual({ allow: true });
  });

  it('never shows the login or register form to a logged-in user (back from a tab lands on Home)', () => {
    expect(guard(paths.login, '', true)).toEqual({ allow: false, to: paths.home });
    expect(guard(paths.register, '?r=x', true)).toEqual({ allow: false, to: paths.home });
  });
});
