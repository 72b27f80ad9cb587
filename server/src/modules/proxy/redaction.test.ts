import { describe, expect, it } from 'vitest';
import { bodyFields, requestKey } from './recording.ts';
import { redactAnswer, redactHeader, redactValue } from './redaction.ts';

describe('redaction of recordings', () => {
  it('hides tokens, passwords, recovery codes, ID numbers and card numbers wherever they are nested', () => {
    const { value, redacted } = redactValue({
      user: { username: 'alice01', token: 'secret-token' },
      password: 'p1',
      repassword: 'p1',
      oldpassword: 'p0',
      mpassword: '123456',
      code: '482913',
      idcard: '110101199003074258',
      cards: [{ card_number: '6222020202020202', bank_name: 'ICBC' }],
    });
    expect(redacted).toBe(true);
    expect(value).toEqual({
      user: { username: 'alice01', token: '[redacted:token]' },
      password: '[redacted:password]',
      repassword: '[redacted:password]',
      oldpassword: '[redacted:password]',
      mpassword: '[redacted:password]',
      code: '[redacted:recovery-code]',
      idcard: '[redacted:id-number]',
      cards: [{ card_number: '[redacted:card-number]', bank_name: 'ICBC' }],
    });
  });

  it("keeps an answer's text exactly when no rule applies, and never touches the envelope's code", () => {
    const text = '{"code":0,  "msg":"ok","data":{"list":[1,2]}}';
    expect(redactAnswer(text)).toEqual({ text, redacted: false });
    const login = redactAnswer('{"code":0,"msg":"ok","data":{"token":"abc","user":{"uid":7}}}');
    expect(JSON.parse(login.text)).toEqual({
      code: 0,
      msg: 'ok',
      data: { token: '[redacted:token]', user: { uid: 7 } },
    });
  });

  it('keeps a field named __proto__ from the wire as a field, redacting inside it', () => {
    const { value } = redactValue(JSON.parse('{"__proto__":{"token":"t"},"a":1}'));
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.entries(value as object)).toEqual([
      ['__proto__', { token: '[redacted:token]' }],
      ['a', 1],
    ]);
  });

  it('keeps a refreshed token header only as its placeholder', () => {
    expect(redactHeader('authorization', 'Bearer abc')).toBe('Bearer [redacted:token]');
    expect(redactHeader('content-type', 'application/json')).toBe('application/json');
  });

  it('matches a request by its fields, not by the secrets in it nor by how the body was encoded', () => {
    const form = bodyFields('application/x-www-form-urlencoded', Buffer.from('username=a&password=one'));
    const json = bodyFields('application/json', Buffer.from('{"password":"two","username":"a"}'));
    expect(requestKey('POST', '/api/v1/user/login', form)).toBe(
      requestKey('POST', '/api/v1/user/login', json),
    );
    expect(requestKey('POST', '/api/v1/user/login', { username: 'b', password: 'one' })).not.toBe(
      requestKey('POST', '/api/v1/user/login', form),
    );
    expect(requestKey('GET', '/api/v1/market/kline?b=2&a=1', undefined)).toBe(
      requestKey('GET', '/api/v1/market/kline?a=1&b=2', undefined),
    );
  });

  it('keeps no byte of an upload: a multipart body is one placeholder', () => {
    const key = requestKey('POST', '/api/v1/common/uploader', 'PNG bytes', true);
    expect(key).toContain('[redacted:upload]');
    expect(key).not.toContain('PNG bytes');
  });
});
