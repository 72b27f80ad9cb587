import { type Endpoint, ErrorCode } from '@app/contracts';
import type { CallInput, Fields } from './client.ts';

const badValues = ['!', '-1', 'x'.repeat(200)];

/**
 * The call's own input with one field made invalid by the contract's own schema: provokes the call's
 * invalid-input answer, so its error envelope and code are checked too. Undefined when no field can be
 * made invalid (or the call takes no input).
 */
export function invalidInput(endpoint: Endpoint, good: CallInput): CallInput | undefined {
  const inQuery = endpoint.method === 'GET';
  const schema = inQuery ? endpoint.query : endpoint.body;
  if (!schema || endpoint.multipart) return undefined;
  const base: Fields = (inQuery ? good.query : good.body) ?? {};
  for (const key of Object.keys(schema.shape)) {
    for (const bad of badValues) {
      const fields = { ...base, [key]: bad };
      if (!schema.safeParse(fields).success) return inQuery ? { query: fields } : { body: fields };
    }
  }
  return undefined;
}

/** The call's own input with an id or symbol that surely does not exist, when the call declares notFound. */
export function notFoundInput(endpoint: Endpoint, good: CallInput): CallInput | undefined {
  const shape = endpoint.query?.shape;
  if (endpoint.method !== 'GET' || !shape || !endpoint.errors.includes(ErrorCode.notFound)) return undefined;
  if (shape.id) return { query: { ...good.query, id: 2_000_000_000 } };
  if (shape.symbol && good.query?.symbol) return { query: { ...good.query, symbol: 'QZXQZXUSDT' } };
  return undefined;
}
