import { allEndpoints } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from './test/harness.ts';

/**
 * Calls of the contract this server has no handler for yet. The list may only shrink: a listed call that
 * gains a handler, or an unlisted one that loses it, fails the test until the list is edited.
 */
const callsWithoutHandler = [
];

let t: Awaited<ReturnType<typeof makeApp>>;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

type Op = { summary: string; 'x-implemented'?: boolean; responses: Record<string, unknown> };

describe('calls without a handler', () => {
  it('are exactly the listed ones', () => {
    const missing = allEndpoints()
      .filter(({ endpoint: e }) => !t.app.hasRoute({ method: e.method, url: `/api/v1/${e.path}` }))
      .map(({ name }) => name);
    expect(missing.sort()).toEqual([...callsWithoutHandler].sort());
  });

  it('are marked in /api/docs and said to answer 404; the others are not', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Op>>;
    };
    for (const { name, endpoint: e } of allEndpoints()) {
      const op = doc.paths[`/api/v1/${e.path}`]?.[e.method.toLowerCase()];
      const listed = callsWithoutHandler.includes(name);
      expect(op?.['x-implemented'] === false, name).toBe(listed);
      expect(op?.summary.startsWith('[no handler yet]'), name).toBe(listed);
      expect(Object.hasOwn(op?.responses ?? {}, '404'), name).toBe(listed);
    }
  });

  it('answer 404 with the envelope', async () => {
    for (const { name, endpoint: e } of allEndpoints()) {
      if (!callsWithoutHandler.includes(name)) continue;
      const res = await t.app.inject({ method: e.method, url: `/api/v1/${e.path}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json().data, name).toBeNull();
    }
  });
});

describe('/api/docs', () => {
  it('serves the AsyncAPI document of the websocket beside the OpenAPI one, and links it', async () => {
    const socket = await t.app.inject({ url: '/api/docs/asyncapi.json' });
    expect(socket.json().asyncapi).toBe('3.0.0');
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.info.description).toContain('(/api/docs/asyncapi.json)');
  });
});
