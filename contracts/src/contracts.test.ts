import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, ErrorCode, openApiDocument } from './index.ts';

const doc = openApiDocument() as { paths: Record<string, Record<string, { operationId: string }>> };

describe('the api map', () => {
  const calls = allEndpoints();

  it('covers every call of the upstream table (spec section 7)', () => {
    const upstream = calls
      .filter((c) => c.endpoint.upstream)
      .map((c) => `${c.endpoint.method} ${c.endpoint.path}`);
    const table = [
      'GET common/base',
      'GET common/index',
      'GET common/noticeView',
      'GET common/deleteUploader',
      'POST common/uploader',
      'POST user/register',
      'POST user/login',
      'POST user/logout',
      'POST user/password',
      'POST user/mpassword',
      'GET user/orderList',
      'GET user/newOrderList',
      'POST user/buy',
      'GET user/assetsRecent',
      'GET user/balance',
      'GET user/home',
      'GET user/getMyQrcode',
      'POST user/cashBind',
      'GET user/cashInfo',
      'GET user/recharge',
      'POST user/recharge',
      'GET user/rechargeList',
      'POST user/withdraw',
      'GET user/withdrawList',
      'GET user/exchange',
      'POST user/exchange',
      'POST user/exchangeList',
      'POST user/realnameAuth',
      'GET user/getRealnameAuth',
      'GET user/isUsedMpwd',
    ];
    expect(upstream.sort()).toEqual(table.sort());
  });

  it.each(calls.map((c) => [c.name, c.endpoint] as const))(
    '%s has request and response schemas',
    (_name, e) => {
      expect(e.data).toBeInstanceOf(z.ZodType);
      if (e.method === 'GET') expect(e.body).toBeUndefined();
      // One kind of input at most: a client never has to guess whether a field goes in the query or the body.
      expect([e.multipart, e.body, e.query].filter(Boolean).length).toBeLessThanOrEqual(1);
      expect(() => z.toJSONSchema(e.data, { io: 'output', unrepresentable: 'any' })).not.toThrow();
    },
  );

  it.each(calls.map((c) => [c.name, c.endpoint] as const))(
    '%s appears in the OpenAPI document',
    (name, e) => {
      expect(doc.paths[`/api/v1/${e.path}`]?.[e.method.toLowerCase()]?.operationId).toBe(name);
    },
  );

  it('declares invalidInput on every call that takes input (its parse can refuse it)', () => {
    const missing = allEndpoints()
      .filter(({ endpoint: e }) => (e.query || e.body) && !e.errors.includes(ErrorCode.invalidInput))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('declares restricted on every call that moves money (a status-0 account is refused it)', () => {
    const moving = allEndpoints().filter(({ endpoint: e }) => e.movesMoney);
    expect(moving.length).toBeGreaterThan(0);
    const missing = moving.filter(({ endpoint: e }) => !e.errors.includes(ErrorCode.restricted));
    expect(missing.map(({ name }) => name)).toEqual([]);
  });

  it('gives every call a unique method and path', () => {
    const keys = calls.map((c) => `${c.endpoint.method} ${c.endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('contracts/openapi.json', () => {
  it('is the document the schemas generate (run `pnpm --filter @app/contracts openapi` after a change)', async () => {
    const { readFile } = await import('node:fs/promises');
    const committed = JSON.parse(await readFile(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});

describe('error envelopes in the OpenAPI document', () => {
  type Schema = { oneOf?: Array<{ properties: { code: { const?: number; enum?: number[] } } }> };
  const ok = (path: string, method: string) =>
    (
      (doc.paths[path]?.[method] ?? {}) as unknown as {
        responses: Record<string, { content: Record<string, { schema: Schema }> }>;
      }
    ).responses;

  it('lets a client tell a failed login from a session by its code', () => {
    const [success, refusal] =
      ok('/api/v1/user/login', 'post')['200']?.content['application/json']?.schema.oneOf ?? [];
    expect(success?.properties.code.const).toBe(0);
    expect(refusal?.properties.code.enum).toEqual([1000, 1005]);
  });

  it('declares 401, 415 and 429 where the server can send them', () => {
    expect(Object.keys(ok('/api/v1/user/buy', 'post'))).toEqual(expect.arrayContaining(['401', '415']));
    expect(Object.keys(ok('/api/v1/user/login', 'post'))).toContain('429');
    expect(Object.keys(ok('/api/v1/market/list', 'get'))).not.toContain('401');
  });
});

describe('refusals that carry data', () => {
  it('carry it only under a code their call declares', () => {
    for (const { name, endpoint } of allEndpoints()) {
      if (endpoint.refusalData) expect(endpoint.errors, name).toContain(endpoint.refusalData.code);
    }
  });

  it('are documented as their own envelope: an expired exchange quote comes with a fresh one', () => {
    type Branch = { properties: { code: { const?: number }; data: { type?: string; properties?: object } } };
    const op = (doc.paths['/api/v1/user/exchange']?.post ?? {}) as unknown as {
      responses: Record<string, { content: Record<string, { schema: { oneOf: Branch[] } }> }>;
    };
    const branches = op.responses['200']?.content['application/json']?.schema.oneOf ?? [];
    const quote = branches.find((b) => b.properties.code.const === ErrorCode.conflict);
    expect(quote?.properties.data.properties).toHaveProperty('quote_id');
  });
});
