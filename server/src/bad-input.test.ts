import { allEndpoints, api, type Endpoint, ErrorCode, languages } from '@app/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fingerprint } from './test/fingerprint.ts';
import { auth, makeApp, registerUser } from './test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let token: string;
let before: string;
let address = 0;
beforeAll(async () => {
  t = await makeApp();
  token = await registerUser(t.app, 'fuzzer01');
  before = await fingerprint(t.deps.database.db);
});
afterAll(() => t.close());

/** Values no field accepts as they are, and values meant to break a parser or a lookup. */
const hostile = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(5000),
    '-1',
    '1e999',
    '0.0000001',
    '1.5',
    'NaN',
    'Infinity',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '😀'.repeat(50),
    '__proto__',
    'constructor',
    'toString',
    '[object Object]',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
);
/** The language selector, as query, header or Accept-Language, hostile or real. */
const selector = fc.constantFrom(
  '__proto__',
  'constructor',
  'toString',
  '__proto__-US',
  'constructor-cn',
  'hasOwnProperty',
  ...languages,
);

function fieldsOf(e: Endpoint): string[] {
  const schema = e.body ?? e.query;
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(json.properties ?? {});
}

/** A call with no fields that writes (logout) is sent without a session: refused, changes nothing. */
const tokenFor = (e: Endpoint) => (e.method !== 'GET' && fieldsOf(e).length === 0 ? 'not-a-token' : token);

interface Sent {
  query?: string;
  payload?: string | Buffer;
  contentType?: string;
  lang?: { where: 'query' | 'header' | 'accept'; value: string };
}

async function send(e: Endpoint, s: Sent): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...auth(tokenFor(e)) };
  if (s.contentType) headers['content-type'] = s.contentType;
  let query = s.query ?? '';
  if (s.lang?.where === 'query') query += `${query ? '&' : ''}lang=${encodeURIComponent(s.lang.value)}`;
  if (s.lang?.where === 'header') headers.lang = s.lang.value;
  if (s.lang?.where === 'accept') headers['accept-language'] = `${s.lang.value};q=0.9`;
  address++;
  return t.app.inject({
    method: e.method,
    url: `/api/v1/${e.path}${query ? `?${query}` : ''}`,
    headers,
    // Each request from its own address, so the per-address limits do not hide the handlers.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    ...(e.method === 'GET' || s.payload === undefined ? {} : { payload: s.payload }),
  });
}

/** Every answer: the JSON envelope, no 5xx, a readable message, and a write refused. */
function expectRefusal(e: Endpoint, res: LightMyRequestResponse, what: string): void {
  const where = `${e.method} ${e.path} ${what.slice(0, 120)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.headers['content-type'], where).toBe('application/json; charset=utf-8');
  const body = res.json() as { code: unknown; msg: unknown };
  expect(typeof body.code, where).toBe('number');
  expect(typeof body.msg, where).toBe('string');
  const msg = body.msg as string;
  expect(msg.length, where).toBeGreaterThan(0);
  expect(msg, where).not.toMatch(/Error:|at .*\.ts:|undefined|\[object|\{\{|^[a-z_]+$|body is invalid/);
  // user/findpwdCode answers alike whether or not the account exists (no enumeration), and user/exchangeList
  // is a read the upstream sends as a POST (a body without its optional fields is its first page): the
  // fingerprint shows they wrote nothing.
  const reads = e === api.user.findpwdCode || e === api.user.exchangeList;
  if (e.method !== 'GET' && !reads) expect(body.code, where).not.toBe(0);
}

const form = (entries: Array<[string, string]>) => new URLSearchParams(entries).toString();

/** Input-level variants: every field bad in turn, repeated keys, odd bodies and content types. */
function variants(e: Endpoint): fc.Arbitrary<Sent> {
  const fields = fieldsOf(e);
  const inQuery = e.method === 'GET';
  const lang = fc.option(
    fc.record({
      where: fc.constantFrom('query', 'header', 'accept') as fc.Arbitrary<'query' | 'header' | 'accept'>,
      value: selector,
    }),
    { nil: undefined },
  );
  const badField = fields.length
    ? fc
        .record({ field: fc.constantFrom(...fields), value: hostile, repeat: fc.boolean() })
        .map(({ field, value, repeat }) => {
          const entries: Array<[string, string]> = fields.map((f) => [f, f === field ? value : 'abc']);
          if (repeat) entries.push([field, value]);
          return entries;
        })
    : fc.constant([['x', 'y']] as Array<[string, string]>);
  const asForm = badField.map(
    (entries): Sent =>
      inQuery
        ? { query: form(entries) }
        : { payload: form(entries), contentType: 'application/x-www-form-urlencoded' },
  );
  const asJson = fc.record({ entries: badField, proto: fc.boolean() }).map(({ entries, proto }): Sent => {
    const obj = JSON.stringify(Object.fromEntries(entries));
    const payload = proto
      ? obj.replace(/^\{/, '{"__proto__":{"admin":true},"constructor":{"prototype":1},')
      : obj;
    return inQuery ? { query: form(entries) } : { payload, contentType: 'application/json' };
  });
  const oddBody = fc.constantFrom<Sent>(
    { payload: '{bad json', contentType: 'application/json' },
    { payload: '[1,2,3]', contentType: 'application/json' },
    { payload: '"text"', contentType: 'application/json' },
    { payload: 'a=1&a=2&a[b]=3', contentType: 'application/x-www-form-urlencoded' },
    { payload: 'plain', contentType: 'text/plain' },
    { payload: '<a/>', contentType: 'application/xml' },
    { payload: 'x', contentType: 'multipart/form-data' },
    {
      payload: '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      contentType: 'multipart/form-data; boundary=zz',
    },
    {
      payload:
        '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
      contentType: 'multipart/form-data; boundary=yy',
    },
    { payload: Buffer.alloc(6 * 1024 * 1024, 97), contentType: 'application/x-www-form-urlencoded' },
  );
  const base = fc.oneof(asForm, asJson, ...(inQuery ? [] : [oddBody]));
  return fc.record({ sent: base, lang }).map(({ sent, lang: l }) => (l ? { ...sent, lang: l } : sent));
}

const contractCalls = allEndpoints();
const implemented = (e: Endpoint) => t.app.hasRoute({ method: e.method, url: `/api/v1/${e.path}` });

describe('bad input, derived from the contracts', () => {
  it('covers every call the contracts list, implemented or not', () => {
    const counted = Object.values(api).reduce((n, group) => n + Object.keys(group).length, 0);
    expect(contractCalls.length).toBe(counted);
    expect(new Set(contractCalls.map((c) => `${c.endpoint.method} ${c.endpoint.path}`)).size).toBe(
      contractCalls.length,
    );
  });

  it.each(contractCalls.map((c) => [c.name, c.endpoint] as const))(
    '%s answers hostile input with a translated envelope, never a 5xx, and changes nothing',
    async (_name, e) => {
      if (!implemented(e)) {
        // No handler yet: the envelope's 404. Once a handler exists, the properties below run instead.
        const res = await send(e, { lang: { where: 'query', value: '__proto__' } });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.json()).toMatchObject({
          code: ErrorCode.notFound,
          msg: 'The requested item does not exist',
        });
        return;
      }
      await fc.assert(
        fc.asyncProperty(variants(e), async (sent) => {
          const res = await send(e, sent);
          expectRefusal(
            e,
            res,
            JSON.stringify({ ...sent, payload: String(sent.payload ?? '').slice(0, 80) }),
          );
          if (sent.lang?.value === 'zh-Hans' && res.statusCode !== 404) {
            expect(res.json().msg, `${e.path} in zh-Hans`).toMatch(/[\u4e00-\u9fff]/);
          }
        }),
        { numRuns: 25, seed: 9 },
      );
      expect(await fingerprint(t.deps.database.db)).toBe(before);
    },
  );
});
