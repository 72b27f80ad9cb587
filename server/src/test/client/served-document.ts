import openapiTS, { astToString } from 'openapi-typescript';
import { makeApp } from '../harness.ts';

/** What a front-end team runs: openapi-typescript over the document the server serves at /api/docs/json. */
export async function clientTypesFromServedDocument(): Promise<string> {
  const t = await makeApp();
  try {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    return astToString(await openapiTS(document));
  } finally {
    await t.close();
  }
}

export const clientTypesFile = new URL('./api.d.ts', import.meta.url);
