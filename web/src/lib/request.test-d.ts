import { api } from '@app/contracts';
import { ErrorCode } from '@app/contracts/errors';
import { describe, expectTypeOf, test } from 'vitest';
import { request } from './api.ts';
import { callError } from './request.ts';

// Vitest type tests (`*.test-d.ts`, checked by tsc, never run): `request()` takes exactly the input its
// call's contract does, and a call's error narrows to the codes that call declares.
const buy = { product_id: 1, direction: 'up', seconds: 60, amount: '10' } as const;

describe('request input', () => {
  test('takes a well-formed call, and no options where the call needs no input', () => {
    expectTypeOf(request(api.user.buy, { body: buy })).resolves.toHaveProperty('strike');
    expectTypeOf(request(api.user.balance)).resolves.not.toBeAny();
    expectTypeOf(request(api.user.orderList, { query: { status: 'closed' } })).resolves.not.toBeAny();
  });

  test('refuses a misspelt field, a wrong enum value and a missing field', () => {
    // @ts-expect-error a misspelt field
    request(api.user.buy, { body: { product_id: 1, directon: 'up', seconds: 60, amount: '10' } });
    // @ts-expect-error a wrong enum value
    request(api.user.buy, { body: { ...buy, direction: 'sideways' } });
    // @ts-expect-error a missing required field
    request(api.user.buy, { body: { product_id: 1, direction: 'up', seconds: 60 } });
  });

  test('types a coerced field by its output and refuses input where the call takes none', () => {
    // @ts-expect-error a coerced field still takes its output type (a number), not anything
    request(api.user.buy, { body: { ...buy, product_id: 'one' } });
    // @ts-expect-error the options of a call with a required body cannot be left out
    request(api.user.buy);
    // @ts-expect-error a query where the call takes none
    request(api.user.balance, { query: { page: 1 } });
    // @ts-expect-error a wrong status filter
    request(api.user.orderList, { query: { status: 'open' } });
  });
});

describe('call errors', () => {
  test('narrow to the codes the call declares, with 401 only for calls that need a session', () => {
    const error = callError(api.user.buy, new Error('x'));
    if (error) expectTypeOf(error.code).toExtend<number>();
    expectTypeOf(ErrorCode.insufficientBalance).toExtend<NonNullable<typeof error>['code']>();
    expectTypeOf(ErrorCode.unauthorized).toExtend<NonNullable<typeof error>['code']>();
    expectTypeOf(ErrorCode.wrongPassword).not.toExtend<NonNullable<typeof error>['code']>();
    const market = callError(api.market.list, new Error('x'));
    expectTypeOf(ErrorCode.unauthorized).not.toExtend<NonNullable<typeof market>['code']>();
  });
});
