import { describe, expect, it } from 'vitest';
import {
  validateFindpwd,
  validateLogin,
  validateMpassword,
  validatePassword,
  validateRegister,
} from './validate.ts';

describe('account validation', () => {
  it('asks for the account, then the password, then the agreement on login', () => {
    expect(validateLogin({ username: '', password: '', agree: false })?.key).toBe('enter_account');
    expect(validateLogin({ username: 'alice', password: '', agree: false })?.key).toBe('enter_password');
    expect(validateLogin({ username: 'alice', password: 'x', agree: false })?.key).toBe('agree_required');
    expect(validateLogin({ username: 'alice', password: 'x', agree: true })).toBeUndefined();
  });

  it('checks the repeated password and the contract rules on register', () => {
    const base = { username: 'alice', password: 'secret1', repassword: 'secret1', agree: true };
    expect(validateRegister({ ...base, repassword: '' })?.key).toBe('enter_password_again');
    expect(validateRegister({ ...base, repassword: 'other' })?.key).toBe('passwords_inconsistent');
    expect(validateRegister({ ...base, agree: false })?.key).toBe('agree_required');
    expect(validateRegister({ ...base, username: 'ab' })?.key).toBe('username_length');
    expect(validateRegister({ ...base, password: '123', repassword: '123' })?.key).toBe('password_length');
    expect(validateRegister(base)).toBeUndefined();
  });

  it('asks for the current and the new password when changing it', () => {
    expect(validatePassword({ oldpassword: '', password: '', repassword: '' })?.key).toBe(
      'enter_current_password',
    );
    expect(validatePassword({ oldpassword: 'a', password: '', repassword: '' })?.key).toBe(
      'enter_new_password',
    );
    expect(validatePassword({ oldpassword: 'a', password: 'secret2', repassword: 'secret3' })?.key).toBe(
      'passwords_inconsistent',
    );
  });

  it('needs the current fund password only once one is set, and six digits', () => {
    const v = { oldpassword: '', password: '123456', repassword: '123456' };
    expect(validateMpassword(v, true)?.key).toBe('enter_current_password');
    expect(validateMpassword(v, false)).toBeUndefined();
    expect(validateMpassword({ ...v, password: '12ab56', repassword: '12ab56' }, false)?.key).toBe(
      'fund_password_format',
    );
  });

  it('asks for the verification code by name when finding a password', () => {
    expect(validateFindpwd({ username: 'alice', code: '', password: '', repassword: '' })).toEqual({
      key: 'please_enter',
      params: { name: 'field_code' },
    });
  });
});
