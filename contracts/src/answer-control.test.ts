import { describe, expect, it } from 'vitest';
import { forcibleCodes, parseRefusalCode, refusalMessage, refusalStatus } from './answer-control.ts';
import { ErrorCode } from './errors.ts';
import { allEndpoints, api } from './index.ts';

describe('answer control', () => {
  it('has a translated message for every code any call can be forced to answer', () => {
    const codes = new Set(allEndpoints().flatMap(({ endpoint }) => forcibleCodes(endpoint)));
    expect([...codes].filter((code) => !refusalMessage.has(code))).toEqual([]);
  });

  it('offers 401 only on calls that need a session, and never the code whose refusal carries data', () => {
    expect(forcibleCodes(api.common.base)).not.toContain(ErrorCode.unauthorized);
    expect(forcibleCodes(api.user.balance)).toContain(ErrorCode.unauthorized);
    expect(forcibleCodes(api.user.exchange)).not.toContain(ErrorCode.conflict);
  });

  it('reads a code as a number or its name, and nothing else', () => {
    expect(parseRefusalCode('1001')).toBe(1001);
    expect(parseRefusalCode(' insufficientBalance ')).toBe(1001);
    expect(parseRefusalCode('toString')).toBeNaN();
    expect(parseRefusalCode('1e3')).toBeNaN();
  });

  it('sends 401 and 429 as the real refusals are sent, every other code in HTTP 200', () => {
    expect(refusalStatus(ErrorCode.unauthorized)).toBe(401);
    expect(refusalStatus(ErrorCode.rateLimited)).toBe(429);
    expect(refusalStatus(ErrorCode.insufficientBalance)).toBe(200);
  });
});
