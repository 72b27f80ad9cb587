import { allEndpoints } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from './test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

type Op = { summary: string; 'x-implemented'?: boolean; responses: Record<string, unknown> };

describe('every call of the contract', () => {
  it('has a handler on this server', () => {
    const missing = allEndpoints()
      .filter(({ endpoint: e }) => !t.app.hasRoute({ method: e.method, url: `/api/v1/${e.path}` }))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('is advertised in /api/docs as working: none is marked unimplemented or said to answer 404', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Op>>;
    };
    for (const { name, endpoint: e } of allEndpoints()) {
      const op = doc.paths[`/api/v1/${e.path}`]?.[e.method.toLowerCase()];
      expect(op, name).toBeDefined();
      expect(op?.['x-implemented'], name).not.toBe(false);
      expect(op?.summary.startsWith('[no handler yet]'), name).toBe(false);
      expect(Object.hasOwn(op?.responses ?? {}, '404'), name).toBe(false);
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
