/**
 * What a recording never keeps (docs/proxy.md#redaction): every rule names what it hides, the field names
 * it applies to (request bodies and queries, and the `data` of answers; the envelope's own `code` and
 * `msg` are never touched), and the placeholder written instead. Header and upload rules are below.
 */
export const redactionRules = [
  { what: 'token', keys: /^(token|access_token|refresh_token)$/i },
  { what: 'password', keys: /^(password|repassword|oldpassword|mpassword|newpassword|fund_password)$/i },
  { what: 'recovery-code', keys: /^code$/i },
  { what: 'id-number', keys: /^(idcard|id_card|id_number)$/i },
  { what: 'card-number', keys: /^(card_number|card_no|cardno|bank_card)$/i },
] as const;

/** Response headers kept in a recording; `authorization` (a refreshed token) is kept redacted. */
export const keptHeaders = ['content-type', 'authorization'] as const;

export const placeholder = (what: string) => `[redacted:${what}]`;
/** Multipart bodies (uploads) and non-text answers (image bytes) are never kept. */
export const uploadPlaceholder = placeholder('upload');

const ruleFor = (key: string) => redactionRules.find((r) => r.keys.test(key));

/** A copy of `value` with every string or number under a redacted key replaced, and whether any was. */
export function redactValue(value: unknown): { value: unknown; redacted: boolean } {
  let redacted = false;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    // Entries, not assignment: a `__proto__` field from the wire stays a field.
    return Object.fromEntries(
      Object.entries(v).map(([key, inner]) => {
        const rule = ruleFor(key);
        if (!rule || (typeof inner !== 'string' && typeof inner !== 'number')) return [key, walk(inner)];
        redacted = true;
        return [key, placeholder(rule.what)];
      }),
    );
  };
  return { value: walk(value), redacted };
}

/**
 * An answer as a recording keeps it: the text unchanged when no rule applies (so replay is byte for byte),
 * else the envelope with its `data` redacted. Text that is not JSON is kept as it is.
 */
export function redactAnswer(text: string): { text: string; redacted: boolean } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { text, redacted: false };
  }
  if (body === null || typeof body !== 'object' || !('data' in body)) return { text, redacted: false };
  const { value, redacted } = redactValue(body.data);
  return redacted ? { text: JSON.stringify({ ...body, data: value }), redacted } : { text, redacted };
}

/** A refreshed token in `Authorization: Bearer …` is kept as its placeholder. */
export const redactHeader = (name: string, value: string): string =>
  name === 'authorization' ? `Bearer ${placeholder('token')}` : value;
