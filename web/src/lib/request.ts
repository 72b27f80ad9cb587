import type { Body, Data, Endpoint, Query } from '@app/contracts';
import { ErrorCode } from '@app/contracts/errors';
import { formBody, mergeQuery, RequestError } from './request-parts.ts';
import { VALIDATE_RESPONSES } from './validate-responses.ts';

export { formBody, mergeQuery, RequestError };

export interface RequestDeps {
  base: string;
  fetch: typeof fetch;
  timeoutMs: number;
  getToken(): string | undefined;
  /** A refreshed token arrived in the response's Authorization header. */
  setToken(token: string): void;
  getLanguage(): string;
  /** Code 401: the session is gone; `message` is the server's, when it sent one. */
  onUnauthorized(message: string | undefined): void;
  /** The account is restricted (status 0): the server refused a money-moving call. */
  onRestricted?(): void;
  translate(key: 'network_failed' | 'timeout_retry' | 'unexpected_error' | 'server_error'): string;
}

/** Codes the request layer itself produces, or any call may get (a server fault). */
type TransportCode =
  | typeof ErrorCode.requestTimeout
  | typeof ErrorCode.requestFailed
  | typeof ErrorCode.abort
  | typeof ErrorCode.serverError;
/** The codes a failed call can carry: its contract's `errors`, 401 when it needs a session, transport codes. */
export type CallErrorCode<E extends Endpoint> =
  | E['errors'][number]
  | (E['auth'] extends true ? typeof ErrorCode.unauthorized : never)
  | TransportCode;
/** What `request(endpoint)` rejects with: comparing its code with one the call does not declare fails typecheck. */
export type CallError<E extends Endpoint> = RequestError<CallErrorCode<E>>;

/** Narrows a caught value to the error of `endpoint`'s call. */
export const callError = <E extends Endpoint>(endpoint: E, error: unknown): CallError<E> | undefined =>
  error instanceof RequestError && error.subject === endpoint.path ? (error as CallError<E>) : undefined;

/** A part of the input: required when its schema has a required field, absent when the call has none. */
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : Record<string, never> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** Exactly the call's input types: a misspelt field, a wrong enum value or a missing field fails typecheck. */
export type CallInput<E extends Endpoint> = Part<'query', Query<E>> & Part<'body', Body<E>>;

/** The options argument may be left out only when nothing in it is required. */
export type RequestArgs<E extends Endpoint> =
  Record<string, never> extends CallInput<E> ? [opts?: RequestOptions<E>] : [opts: RequestOptions<E>];

export type RequestOptions<E extends Endpoint> = CallInput<E> & TaskOptions;

/** The call-independent options, as `send` sees them. */
interface TaskOptions {
  signal?: AbortSignal;
  /** Keep the result among the last 10 cached results and answer later identical calls from it. */
  cache?: boolean;
  /** Share one in-flight request among identical calls (default true). */
  dedupe?: boolean;
  /** Synchronous requests also carry `lang` in the query (default true). */
  sync?: boolean;
  /** Names the task so `abort(key)` can cancel it. */
  key?: string;
}
type LooseOptions = TaskOptions & { query?: object; body?: object };

const CACHE_LIMIT = 10;

const bearer = (header: string | null) => header?.replace(/^Bearer\s+/i, '').trim() || undefined;

export function createRequestClient(deps: RequestDeps) {
  const inflight = new Map<string, Promise<unknown>>();
  const tasks = new Map<string, AbortController>();
  const cache = new Map<string, unknown>();

  function remember(key: string, value: unknown) {
    cache.delete(key);
    cache.set(key, value);
    while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  }

  async function send<E extends Endpoint>(endpoint: E, url: string, init: RequestInit, opts: TaskOptions) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onAbort);
    if (opts.key) tasks.set(opts.key, controller);
    try {
      const res = await deps.fetch(url, { ...init, signal: controller.signal });
      return await read(endpoint, res);
    } catch (error) {
      if (error instanceof RequestError) throw error;
      const subject = endpoint.path;
      if (timedOut)
        throw new RequestError({
          code: ErrorCode.requestTimeout,
          message: deps.translate('timeout_retry'),
          subject,
        });
      if (controller.signal.aborted)
        throw new RequestError({ code: ErrorCode.abort, message: 'abort', subject });
      throw new RequestError({
        code: ErrorCode.requestFailed,
        message: deps.translate('network_failed'),
        subject,
      });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (opts.key && tasks.get(opts.key) === controller) tasks.delete(opts.key);
    }
  }

  async function read<E extends Endpoint>(endpoint: E, res: Response): Promise<Data<E>> {
    const subject = endpoint.path;
    const refreshed = bearer(res.headers.get('Authorization'));
    if (refreshed) deps.setToken(refreshed);
    const json = (await res.json().catch(() => undefined)) as
      | { code?: unknown; msg?: unknown; data?: unknown }
      | undefined;
    const msg = typeof json?.msg === 'string' && json.msg ? json.msg : undefined;
    if (res.status === 401 || json?.code === ErrorCode.unauthorized) {
      deps.onUnauthorized(msg);
      throw new RequestError({ code: ErrorCode.unauthorized, message: msg ?? '', data: json?.data, subject });
    }
    if (!res.ok && (json?.data === undefined || json?.data === null)) {
      // An HTTP fault without an envelope (a proxy's 502) is a failed request, as a network failure is.
      const code = typeof json?.code === 'number' ? json.code : ErrorCode.requestFailed;
      throw new RequestError({ code, message: msg ?? deps.translate('server_error'), subject });
    }
    if (typeof json?.code !== 'number') {
      throw new RequestError({
        code: ErrorCode.requestFailed,
        message: deps.translate('unexpected_error'),
        subject,
      });
    }
    if (json.code === ErrorCode.restricted) deps.onRestricted?.();
    if (json.code !== ErrorCode.ok) {
      throw new RequestError({
        code: json.code,
        message: msg ?? deps.translate('unexpected_error'),
        data: json.data,
        subject,
      });
    }
    // Parsed by the call's schema where answers are validated (validate-responses.ts); else trusted as sent.
    if (!VALIDATE_RESPONSES) return json.data as Data<E>;
    const parsed = endpoint.data.safeParse(json.data);
    if (!parsed.success) {
      console.warn(`[request] ${subject}: response does not match the contract`, parsed.error.issues);
      throw new RequestError({
        code: ErrorCode.requestFailed,
        message: deps.translate('unexpected_error'),
        subject,
      });
    }
    return parsed.data as Data<E>;
  }

  function request<E extends Endpoint>(endpoint: E, ...args: RequestArgs<E>): Promise<Data<E>> {
    const opts: LooseOptions = args[0] ?? {};
    const sync = opts.sync ?? true;
    const url = mergeQuery(
      deps.base + endpoint.path,
      opts.query as Record<string, unknown> | undefined,
      sync ? { lang: deps.getLanguage() } : undefined,
    );
    const headers: Record<string, string> = { lang: deps.getLanguage(), Accept: 'application/json' };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const body =
      endpoint.method === 'GET' ? undefined : formBody(opts.body as Record<string, unknown> | undefined);
    if (body) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const key = `${endpoint.method} ${url} ${body?.toString() ?? ''} ${token ?? ''}`;
    if (opts.cache && cache.has(key)) return Promise.resolve(cache.get(key) as Data<E>);
    const dedupe = (opts.dedupe ?? true) && !opts.signal;
    const pending = dedupe ? inflight.get(key) : undefined;
    if (pending) return pending as Promise<Data<E>>;
    const promise = send(endpoint, url, { method: endpoint.method, headers, body: body ?? null }, opts)
      .then((data) => {
        if (opts.cache) remember(key, data);
        return data;
      })
      .finally(() => {
        if (inflight.get(key) === promise) inflight.delete(key);
      });
    if (dedupe) inflight.set(key, promise);
    return promise;
  }

  /**
   * A multipart upload (`common/uploader`): the file goes in the contract's field; never deduplicated
   * or cached. The browser sets the multipart boundary, so no Content-Type is given here.
   */
  function upload<E extends Endpoint & { multipart: NonNullable<Endpoint['multipart']> }>(
    endpoint: E,
    file: Blob,
    opts: Pick<TaskOptions, 'signal' | 'key'> & { filename?: string } = {},
  ): Promise<Data<E>> {
    const url = mergeQuery(deps.base + endpoint.path, undefined, { lang: deps.getLanguage() });
    const headers: Record<string, string> = { lang: deps.getLanguage(), Accept: 'application/json' };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const form = new FormData();
    form.append(endpoint.multipart.field, file, opts.filename ?? 'image');
    return send(endpoint, url, { method: endpoint.method, headers, body: form }, opts);
  }

  /** Cancels the named task; an unknown name is code 901404. */
  function abort(key: string): void {
    const task = tasks.get(key);
    if (!task)
      throw new RequestError({
        code: ErrorCode.requestTaskNotFound,
        message: 'request task does not exist',
        subject: key,
      });
    task.abort();
  }

  return { request, upload, abort, clearCache: () => cache.clear(), cacheSize: () => cache.size };
}
export type RequestClient = ReturnType<typeof createRequestClient>;
