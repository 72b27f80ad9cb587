import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, registerUser } from '../harness.ts';
import { logIn, usdtAvailable } from './consumer.ts';
import { clientTypesFile, clientTypesFromServedDocument } from './served-document.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let base: string;
beforeAll(async () => {
  t = await makeApp();
  await registerUser(t.app, 'client01', 'Zq9-secret123');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

describe('a client generated from the served document (openapi-typescript + openapi-fetch)', () => {
  it('is generated from what /api/docs/json serves now (run `pnpm --filter @app/server client-types` after a change)', async () => {
    expect(await readFile(clientTypesFile, 'utf8')).toBe(await clientTypesFromServedDocument());
  });

  it('tells a failed login by its declared code', async () => {
    expect(await logIn(base, 'client01', 'wrong-one')).toEqual({
      refused: 1005,
      msg: 'Incorrect account or password',
    });
  });

  it('gets a session on success, reads the balance with it, and meets a typed 401 without it', async () => {
    const outcome = await logIn(base, 'client01', 'Zq9-secret123');
    if (!('token' in outcome)) throw new Error('login refused');
    expect(await usdtAvailable(base, outcome.token)).toMatch(/^\d+\.\d+$/);
    expect(await usdtAvailable(base, 'not-a-token')).toBe('logged out');
  });
});
