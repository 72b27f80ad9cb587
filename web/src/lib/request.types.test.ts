import { api } from '@app/contracts';
import { ErrorCode } from '@app/contracts/errors';
import { describe, expect, it } from 'vitest';
import { request } from './api.ts';
import { callError } from './request.ts';

/**
 * Type-level tests: `pnpm typecheck` fails if any `@ts-expect-error` below stops being an error, that is if
 * `request()` ever accepts input its call's contract does not. The calls are never run.
 */
const cases = () => {
  // A well-formed call compiles.
  void request(api.user.buy, { body: { product_id: 1, direction: 'up', seconds: 60, amount: '10' } });
  // Calls without required input may leave the options out.
  void request(api.user.balance);
  void request(api.user.orderList, { query: { status: 'closed' } });

  // @ts-expect-error a misspelt field
  void request(api.user.buy, { body: { product_id: 1, directon: 'up', seconds: 60, amount: '10' } });
  // @ts-expect-error a wrong enum value
  void request(api.user.buy, { body: { product_id: 1, direction: 'sideways', seconds: 60, amount: '10' } });
  // @ts-expect-error a missing required field
  void request(api.user.buy, { body: { product_id: 1, direction: 'up', seconds: 60 } });
  // @ts-expect-error a coerced field still takes its output type (a number), not anything
  void request(api.user.buy, { body: { product_id: 'one', direction: 'up', seconds: 60, amount: '10' } });
  // @ts-expect-error the options of a call with a required body cannot be left out
  void request(api.user.buy);
  // @ts-expect-error a query where the call takes none
  void request(api.user.balance, { query: { page: 1 } });
  // @ts-expect-error a wrong status filter
  void request(api.user.orderList, { query: { status: 'open' } });
};

describe('request input types', () => {
  it('are checked by the compiler (this file is type-checked, the cases are never run)', () => {
    expect(typeof cases).toBe('function');
  });
});

/** The error of a call narrows to the codes its contract declares (plus 401 with auth and transport codes). */
const errorCases = (error: unknown) => {
  const buy = callError(api.user.buy, error);
  if (buy?.code === ErrorCode.insufficientBalance || buy?.code === ErrorCode.requestTimeout) return;
  if (buy?.code === ErrorCode.unauthorized) return;
  // @ts-expect-error user/buy never answers a wrong password
  if (buy?.code === ErrorCode.wrongPassword) return;
  const market = callError(api.market.list, error);
  // @ts-expect-error market/list needs no session, so it never answers 401
  if (market?.code === ErrorCode.unauthorized) return;
};

describe('call error types', () => {
  it('are checked by the compiler (this file is type-checked, the cases are never run)', () => {
    expect(typeof errorCases).toBe('function');
  });
});
