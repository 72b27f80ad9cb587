import { allEndpoints, type Endpoint } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readBalance } from './modules/wallet/ledger.ts';
import { auth, makeApp, registerUser } from './test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let token: string;
beforeAll(async () => {
  t = await makeApp();
  token = await registerUser(t.app, 'fuzzer01');
});
afterAll(() => t.close());

/** Invalid values derived from each field's schema: wrong type, empty, absurdly long, hostile. */
function badValues(schema: z.ZodObject): Array<Record<string, unknown>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string }>;
  };
  const fields = Object.keys(json.properties ?? {});
  const variants: Array<Record<string, unknown>> = [{}];
  for (const field of fields) {
    for (const value of [
      '',
      'x'.repeat(5000),
      '-1',
      '1e999',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '0',
    ]) {
      variants.push({ ...Object.fromEntries(fields.map((f) => [f, 'abc'])), [field]: value });
    }
  }
  return variants;
}

const registered = () =>
  allEndpoints().filter(({ endpoint }) =>
    t.app.hasRoute({ method: endpoint.method, url: `/api/v1/${endpoint.path}` }),
  );

async function send(e: Endpoint, input: Record<string, unknown>) {
  const url = `/api/v1/${e.path}`;
  const headers = { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' };
  const encoded = new URLSearchParams(
    Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return e.method === 'GET'
    ? t.app.inject({ method: 'GET', url: `${url}?${encoded}`, headers })
    : t.app.inject({ method: e.method, url, headers, payload: encoded.toString() });
}

describe('bad input', () => {
  it('reaches the implemented calls', () => {
    expect(registered().length).toBeGreaterThan(15);
  });

  it('gets a clear message and never a server error, and moves no money', async () => {
    const before = await readBalance(t.deps.database.db, 1);
    for (const { name, endpoint } of registered()) {
      if (endpoint.multipart || name === 'user.logout') continue;
      const schema = endpoint.body ?? endpoint.query;
      if (!schema) continue;
      for (const input of badValues(schema)) {
        const res = await send(endpoint, input);
        expect(res.statusCode, `${name} ${JSON.stringify(input).slice(0, 80)}`).toBeLessThan(500);
        const body = res.json();
        expect(typeof body.msg, name).toBe('string');
        expect(body.msg.length, name).toBeGreaterThan(0);
        expect(body.msg, name).not.toMatch(/Error:|at .*\.ts:|undefined|\[object/);
      }
    }
    expect(await readBalance(t.deps.database.db, 1)).toEqual(before);
  });
});
