import type { Endpoint } from '@app/contracts';
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

/** The call's own input with an id that surely does not exist, when the call declares notFound. */
export function notFoundInput(endpoint: Endpoint, good: CallInput): CallInput | undefined {
  if (endpoint.method !== 'GET' || !endpoint.query?.shape.id || !endpoint.errors.includes(1002))
    return undefined;
  return { query: { ...good.query, id: 2_000_000_000 } };
}
