import type { Endpoint, Language } from '@app/contracts';
import { Agent, type Dispatcher, FormData, fetch } from 'undici';
import type { Tls } from '../args.ts';
import type { HttpAnswer } from '../validator/index.ts';

export type Fields = Record<string, string | number | boolean | undefined>;
export interface CallInput {
  query?: Fields;
  body?: Fields;
  /** A multipart upload instead of a form body. */
  file?: { field: string; name: string; type: string; bytes: Uint8Array };
}

/** The upstream could not be reached at all (DNS, refused, timeout): exit code 2 territory. */
export class Unreachable extends Error {}

const encode = (fields: Fields = {}) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(
      ([k, v]): Array<[string, string]> => (v === undefined ? [] : [[k, String(v)]]),
    ),
  );

/** How every call reaches the upstream: the extra headers and, for https, the TLS material. */
export interface Transport {
  headers: Record<string, string>;
  dispatcher?: Dispatcher;
}

/** The connection pool for the run: undici's, so a custom CA and a client certificate can be given. */
export const transportOf = (headers: Record<string, string>, tls: Tls): Transport =>
  tls.ca || tls.cert ? { headers, dispatcher: new Agent({ connect: { ...tls } }) } : { headers };

/**
 * Calls one endpoint the way the app does: form body, bearer token, the language as a header and as
 * the `lang` query, and the run's extra headers.
 */
export async function callUpstream(
  base: string,
  endpoint: Endpoint,
  input: CallInput,
  token: string | undefined,
  timeoutMs: number,
  transport: Transport = { headers: {} },
  lang: Language = 'en-US',
): Promise<HttpAnswer & { ms: number; lang: Language }> {
  const query = encode({ ...input.query, lang });
  const url = `${base}/api/v1/${endpoint.path}?${query}`;
  const headers: Record<string, string> = {
    ...transport.headers,
    'accept-language': lang,
    accept: 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  if (input.file) {
    const form = new FormData();
    for (const [k, v] of encode(input.body)) form.append(k, v);
    form.append(input.file.field, new Blob([input.file.bytes], { type: input.file.type }), input.file.name);
    body = form;
  } else if (endpoint.method !== 'GET') {
    body = encode(input.body).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const started = performance.now();
  let res: Awaited<ReturnType<typeof fetch>>;
  try {
    res = await fetch(url, {
      method: endpoint.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
      ...(transport.dispatcher ? { dispatcher: transport.dispatcher } : {}),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    throw new Unreachable(`${endpoint.method} ${url}: ${cause}`);
  }
  const text = await res.text();
  const out: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    out[key] = value;
  });
  const ms = Math.round(performance.now() - started);
  return { status: res.status, headers: out, body: text, ms, lang };
}
