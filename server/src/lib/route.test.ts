import { api, ErrorCode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { declares } from './route.ts';

describe('declared error codes', () => {
  it('accepts the codes a call lists, 1500 always and 401 only with auth', () => {
    expect(declares(api.user.buy, ErrorCode.insufficientBalance)).toBe(true);
    expect(declares(api.user.buy, ErrorCode.serverError)).toBe(true);
    expect(declares(api.user.buy, ErrorCode.unauthorized)).toBe(true);
    expect(declares(api.market.list, ErrorCode.unauthorized)).toBe(false);
  });

  it('refuses a code the call does not list', () => {
    expect(declares(api.user.buy, ErrorCode.wrongPassword)).toBe(false);
  });
});
