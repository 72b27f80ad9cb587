import { api } from '@app/contracts/schemas';
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

  it('names the field of a malformed recovery code or invite code, as the server does', () => {
    const base = { username: 'alice', code: '12a4', password: 'secret1', repassword: 'secret1' };
    expect(validateFindpwd(base)).toEqual({ key: 'invalid_field', params: { name: 'field_code' } });
    expect(validateFindpwd({ ...base, code: '123456' })).toBeUndefined();
    const form = { username: 'alice', password: 'secret1', repassword: 'secret1', agree: true };
    expect(validateRegister({ ...form, invite_code: 'x'.repeat(17) })).toEqual({
      key: 'invalid_field',
      params: { name: 'field_invite_code' },
    });
  });

  it("gives the contract schema's own message, and passes only what the schema accepts", () => {
    const forms = [
      { username: 'alice', password: 'secret1', invite_code: '' },
      { username: '  bob_1  ', password: '123456', invite_code: ' ABC ' },
      { username: 'ab', password: 'secret1', invite_code: '' },
      { username: 'a'.repeat(33), password: 'secret1', invite_code: '' },
      { username: 'al ice', password: 'secret1', invite_code: '' },
      { username: 'alice', password: '12345', invite_code: '' },
      { username: 'alice', password: 'x'.repeat(65), invite_code: '' },
      { username: 'alice', password: 'secret1', invite_code: 'y'.repeat(17) },
    ];
    for (const f of forms) {
      const problem = validateRegister({ ...f, repassword: f.password, agree: true });
      const parsed = api.user.register.body.safeParse({ ...f, repassword: f.password, agree: '1' });
      expect(problem?.key, JSON.stringify(f)).toBe(parsed.error?.issues[0]?.message);
    }
  });
});
