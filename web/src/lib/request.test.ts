import { api, ErrorCode } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createRequestClient, mergeQuery, type RequestDeps, RequestError } from './request.ts';

const user = {
  uid: 7,
  username: 'alice',
  status: 1,
  level: 'Ordinary',
  credits: 0,
  integral: 0,
  balance: '10.00',
  invite_code: 'ABC123',
  last_login_time: null,
  login_time: 1,
};
const ok = (data: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code: 0, msg: 'Success', data }), { status: 200, headers });

function setup(
  fetchImpl: (url: string, init: RequestInit) => Promise<Response>,
  over: Partial<RequestDeps> = {},
) {
  const deps = {
    base: '/api/v1/',
    fetch: vi.fn(fetchImpl) as unknown as typeof fetch,
    timeoutMs: 60_000,
    getToken: () => 'tok',
    setToken: vi.fn(),
    getLanguage: () => 'de',
    onUnauthorized: vi.fn(),
    translate: (k: string) => `t:${k}`,
    ...over,
  } satisfies RequestDeps;
  return { deps, client: createRequestClient(deps) };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('resolved'),
    (e: RequestError) => e,
  );

describe('request layer', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the bearer token, the language header, the lang query and a form body', async () => {
    const { deps, client } = setup(async () => ok({ user, token: 'x' }));
    await client.request(api.user.login, { body: { username: 'alice', password: 'secret1' } });
    const [url, init] = vi.mocked(deps.fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/user/login?lang=de');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers.lang).toBe('de');
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('username=alice&password=secret1');
  });

  it('leaves lang out of the query of a request that is not synchronous', async () => {
    const { deps, client } = setup(async () => ok({ used: true }));
    await client.request(api.user.isUsedMpwd, { sync: false });
    expect(vi.mocked(deps.fetch).mock.calls[0]?.[0]).toBe('/api/v1/user/isUsedMpwd');
  });

  it('sends PUT with a form body and DELETE with its query only', async () => {
    const { deps, client } = setup(async () => ok(null));
    const body = z.object({ a: z.number(), skip: z.string().optional() });
    const put = { ...api.user.logout, method: 'PUT' as const, path: 'x/put', body };
    const del = {
      ...api.user.logout,
      method: 'DELETE' as const,
      path: 'x/del',
      query: z.object({ id: z.number() }),
    };
    await client.request(put, { body: { a: 1, skip: undefined } });
    await client.request(del, { query: { id: 5 }, sync: false });
    const [putUrl, putInit] = vi.mocked(deps.fetch).mock.calls[0] as [string, RequestInit];
    const [delUrl, delInit] = vi.mocked(deps.fetch).mock.calls[1] as [string, RequestInit];
    expect([putUrl, putInit.method, String(putInit.body)]).toEqual(['/api/v1/x/put?lang=de', 'PUT', 'a=1']);
    expect([delUrl, delInit.method]).toEqual(['/api/v1/x/del?id=5', 'DELETE']);
  });

  it('merges the query into one already on the path', () => {
    expect(mergeQuery('a/b?x=1&y=2', { y: 3, z: undefined }, { lang: 'en-US' })).toBe(
      'a/b?x=1&y=3&lang=en-US',
    );
  });

  it('stores a refreshed token from the Authorization response header', async () => {
    const { deps, client } = setup(async () => ok({ used: false }, { Authorization: 'Bearer fresh' }));
    await client.request(api.user.isUsedMpwd);
    expect(deps.setToken).toHaveBeenCalledWith('fresh');
  });

  it('parses data with the endpoint schema and rejects a response that breaks the contract', async () => {
    const { client } = setup(async () => ok({ used: 'yes' }));
    const error = await rejection(client.request(api.user.isUsedMpwd));
    expect(error.code).toBe(ErrorCode.requestFailed);
  });

  it('hands the server message of an HTTP 401 to the unauthorized flow', async () => {
    const body = JSON.stringify({ code: ErrorCode.unauthorized, msg: 'Session expired', data: null });
    const { deps, client } = setup(async () => new Response(body, { status: 401 }));
    const error = await rejection(client.request(api.user.home));
    expect(error.code).toBe(ErrorCode.unauthorized);
    expect(deps.onUnauthorized).toHaveBeenCalledWith('Session expired');
  });

  it('turns a non-200 without an envelope into a failed request with message and subject', async () => {
    const { client } = setup(async () => new Response('oops', { status: 502 }));
    const error = await rejection(client.request(api.user.balance));
    expect(error).toBeInstanceOf(RequestError);
    expect({ code: error.code, message: error.message, data: error.data, subject: error.subject }).toEqual({
      code: ErrorCode.requestFailed,
      message: 't:server_error',
      data: null,
      subject: 'user/balance',
    });
  });

  it('rejects with the server code and msg when code is not 0', async () => {
    const body = JSON.stringify({
      code: ErrorCode.wrongPassword,
      msg: 'Incorrect account or password',
      data: null,
    });
    const { client } = setup(async () => new Response(body, { status: 200 }));
    const error = await rejection(client.request(api.user.login, { body: { username: 'a', password: 'b' } }));
    expect([error.code, error.message]).toEqual([1005, 'Incorrect account or password']);
  });

  it('times out after the configured time with code 900408', async () => {
    vi.useFakeTimers();
    const never = (_: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const { client } = setup(never);
    const pending = rejection(client.request(api.user.balance));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await pending).code).toBe(ErrorCode.requestTimeout);
  });

  it('turns a network failure into code 900500', async () => {
    const { client } = setup(async () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client.request(api.user.balance));
    expect([error.code, error.message]).toEqual([ErrorCode.requestFailed, 't:network_failed']);
  });

  it('shares one in-flight request among identical calls', async () => {
    const { deps, client } = setup(async () => ok({ used: true }));
    const [a, b] = await Promise.all([
      client.request(api.user.isUsedMpwd),
      client.request(api.user.isUsedMpwd),
    ]);
    expect(a).toEqual(b);
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    await client.request(api.user.isUsedMpwd);
    expect(deps.fetch).toHaveBeenCalledTimes(2);
  });

  it('answers cached calls from the cache and keeps at most 10 results', async () => {
    const { deps, client } = setup(async (url) =>
      ok({ id: 1, kind: 'notice', title: url, author: 'a', release_time: 1, version: 1, content: '' }),
    );
    await client.request(api.common.noticeView, { query: { id: 1 }, cache: true });
    await client.request(api.common.noticeView, { query: { id: 1 }, cache: true });
    expect(deps.fetch).toHaveBeenCalledTimes(1);
    for (let id = 2; id <= 12; id++)
      await client.request(api.common.noticeView, { query: { id }, cache: true });
    expect(client.cacheSize()).toBe(10);
    await client.request(api.common.noticeView, { query: { id: 1 }, cache: true });
    expect(deps.fetch).toHaveBeenCalledTimes(13);
  });

  it('aborts through the signal with code 600003 and by task name', async () => {
    const hang = (_: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const { client } = setup(hang);
    const controller = new AbortController();
    const bySignal = rejection(client.request(api.user.balance, { signal: controller.signal }));
    controller.abort();
    expect((await bySignal).code).toBe(ErrorCode.abort);
    const byKey = rejection(client.request(api.user.home, { key: 'home' }));
    client.abort('home');
    expect((await byKey).code).toBe(ErrorCode.abort);
  });

  it('reports code 901404 when aborting a task that does not exist', () => {
    const { client } = setup(async () => ok(null));
    expect(() => client.abort('nope')).toThrowError(
      expect.objectContaining({ code: ErrorCode.requestTaskNotFound }),
    );
  });
});
