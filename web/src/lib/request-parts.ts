/** What a failed call becomes (spec section 7): code, message, data and the call's path as subject. */
export class RequestError<Code extends number = number> extends Error {
  readonly code: Code;
  readonly data: unknown;
  readonly subject: string;
  constructor(init: { code: Code; message: string; data?: unknown; subject: string }) {
    super(init.message);
    this.name = 'RequestError';
    this.code = init.code;
    this.data = init.data ?? null;
    this.subject = init.subject;
  }
}

/** Merges `query` into the query string `path` may already carry; undefined values are left out. */
export function mergeQuery(path: string, ...queries: Array<Record<string, unknown> | undefined>): string {
  const [base = '', existing = ''] = path.split('?', 2);
  const params = new URLSearchParams(existing);
  for (const query of queries) {
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v !== undefined && v !== null) params.set(k, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

export function formBody(body: Record<string, unknown> | undefined): URLSearchParams | undefined {
  if (!body) return undefined;
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v !== undefined && v !== null) form.set(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  return form;
}
