import createClient from 'openapi-fetch';
import type { paths } from './api.d.ts';

/**
 * A small strict consumer, as a front-end team would write it on types generated from /api/docs/json
 * (openapi-typescript) and openapi-fetch. `pnpm typecheck` checks it; client.test.ts runs it. openapi-fetch
 * stays at 0.16: 0.17's `Readable` drops properties typed exactly `null`, so a refusal's `data: null`
 * vanishes from its type (openapi-ts/openapi-typescript issues 1637 and 2620).
 */
export type LoginOutcome = { token: string } | { refused: 1000 | 1005; msg: string };

type LoginAnswer = paths['/api/v1/user/login']['post']['responses'][200]['content']['application/json'];
// @ts-expect-error a refusal carries no session
export type RefusalToken = Exclude<LoginAnswer, { code: 0 }>['data']['token'];

export async function logIn(baseUrl: string, username: string, password: string): Promise<LoginOutcome> {
  const client = createClient<paths>({ baseUrl });
  const { data, error } = await client.POST('/api/v1/user/login', { body: { username, password } });
  if (error) throw new Error(`HTTP refusal ${error.code}: ${error.msg}`);
  if (data.code === 0) return { token: data.data.token };
  // Narrowed on `code`: a refusal carries one of the declared codes and no data.
  const refused: 1000 | 1005 = data.code;
  const nothing: null = data.data;
  return { refused, msg: `${data.msg}${nothing ?? ''}` };
}

export async function usdtAvailable(baseUrl: string, token: string): Promise<string> {
  const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
  const { data, error } = await client.GET('/api/v1/user/balance');
  // 401 is declared with its envelope: a session gone is typed, not a surprise.
  if (error) return error.code === 401 ? 'logged out' : `fault ${error.code}`;
  return data.data.usdt.available;
}
