import { api, ErrorCode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { strictValidator } from './contract-verdict.ts';

const json = 'application/json; charset=utf-8';
const answer = (body: unknown, status = 200, contentType = json) => ({
  status,
  contentType,
  body: JSON.stringify(body),
});
const mpwd = (data: unknown) => answer({ code: 0, msg: 'Success', data });

describe('the panel verdict (the drift checker’s strict validator)', () => {
  it('passes an answer that matches its call', () => {
    expect(strictValidator.response(api.user.isUsedMpwd, mpwd({ used: true }))).toEqual({
      grade: 'ok',
      issues: [],
    });
  });

  it('reports a field the contract lacks as info, which zod alone would strip silently', () => {
    const v = strictValidator.response(api.user.isUsedMpwd, mpwd({ used: true, extra: 1 }));
    expect(v.grade).toBe('info');
    expect(v.issues.join()).toMatch(/extra/);
  });

  it('grades a retyped field, a wrong content type and an undeclared code', () => {
    expect(strictValidator.response(api.user.isUsedMpwd, mpwd({ used: 'yes' })).grade).toBe('err');
    expect(
      strictValidator.response(api.user.isUsedMpwd, { ...mpwd({ used: true }), contentType: 'text/html' })
        .grade,
    ).toBe('err');
    expect(
      strictValidator.response(api.user.isUsedMpwd, answer({ code: ErrorCode.closed, msg: 'x', data: null }))
        .grade,
    ).toBe('warn');
  });

  it('checks socket frames both ways', () => {
    expect(strictValidator.frame('out', '{"ch":"ping","data":{"time":1795457224113}}').grade).toBe('ok');
    expect(strictValidator.frame('out', '{"ch":"ping","data":{"time":"1795457224113"}}').grade).toBe('err');
    expect(strictValidator.frame('in', '{"ch":"heart","data":{"uid":1}}').grade).toBe('ok');
    expect(strictValidator.frame('in', 'not json').grade).toBe('err');
  });
});
