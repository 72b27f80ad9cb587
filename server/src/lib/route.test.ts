import { api, ErrorCode, endpoint } from '@app/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declares, route, serializationCheck, serializationDrifts } from './route.ts';

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

describe('the serialization check of the server tests', () => {
  /** A one-route app (no auth, messages untranslated) answering `value` for a call whose data is `data`. */
  async function answer(data: z.ZodType, value: unknown) {
    const app = Fastify();
    app.decorate('identify', (_req: unknown, _reply: unknown, done: () => void) => done());
    app.decorateRequest('user', null);
    app.decorateRequest('t', () => 'Success');
    const e = endpoint({
      method: 'GET',
      path: 'test/value',
      summary: 't',
      auth: false,
      upstream: false,
      data,
      errors: [],
    });
    route(app, e, () => value as never);
    const res = await app.inject({ url: '/api/v1/test/value' });
    await app.close();
    return { body: res.json(), drifts: serializationDrifts.splice(0) };
  }

  it('is on in every server test file', () => {
    expect(serializationCheck.on).toBe(true);
  });

  it('passes an answer whose fast serialization equals the contract output', async () => {
    const { body, drifts } = await answer(z.object({ n: z.string() }), { n: '1', extra: 'dropped by both' });
    expect(body).toEqual({ code: 0, msg: 'Success', data: { n: '1' } });
    expect(drifts).toEqual([]);
  });

  it('reports data the contract refuses, and output the fast path sends unlike the contract', async () => {
    expect((await answer(z.object({ n: z.string() }), { n: 1 })).drifts).toEqual([
      expect.stringContaining('test/value: the contract refuses'),
    ]);
    // A transform is invisible to the JSON schema: the fast path sends the raw value.
    const upper = z.string().transform((v) => v.toUpperCase());
    expect((await answer(z.object({ n: upper }), { n: 'abc' })).drifts).toEqual([
      expect.stringContaining('the contract says {"code":0,"msg":"Success","data":{"n":"ABC"}}'),
    ]);
  });
});
