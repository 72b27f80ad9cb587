import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { envelope, okEnvelope } from './envelope.ts';
import { ErrorCode } from './errors.ts';
import { allEndpoints } from './index.ts';

type Json = Record<string, unknown>;

const schemaOf = (s: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json;
  return rest;
};

function parameters(e: Endpoint): Json[] {
  if (!e.query) return [];
  const schema = schemaOf(e.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: s,
  }));
}

function requestBody(e: Endpoint): Json | undefined {
  if (e.multipart) {
    const fields = e.body ? schemaOf(e.body, 'input') : { type: 'object', properties: {} };
    const props = {
      ...(fields.properties as Json),
      [e.multipart.field]: { type: 'string', format: 'binary' },
    };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: props, required: [e.multipart.field] },
        },
      },
    };
  }
  if (!e.body) return undefined;
  const schema = schemaOf(e.body, 'input');
  return {
    required: true,
    content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } },
  };
}

function operation(name: string, e: Endpoint): Json {
  const errorCodes = [...e.errors, ...(e.auth ? [ErrorCode.unauthorized] : [])];
  return {
    operationId: name,
    summary: e.summary,
    tags: [name.split('.')[0]],
    'x-upstream': e.upstream,
    'x-error-codes': errorCodes,
    ...(e.auth ? { security: [{ bearer: [] }] } : {}),
    parameters: parameters(e),
    ...(requestBody(e) ? { requestBody: requestBody(e) } : {}),
    responses: {
      '200': {
        description: `Envelope; code 0 with data, or one of ${errorCodes.join(', ') || 'no other codes'}`,
        content: { 'application/json': { schema: schemaOf(okEnvelope(e.data), 'output') } },
      },
      ...(e.auth
        ? {
            '401': {
              description: 'Session missing, expired or revoked',
              content: { 'application/json': { schema: schemaOf(envelope(z.null()), 'output') } },
            },
          }
        : {}),
    },
  };
}

/** The OpenAPI 3.1 document of every call, generated from the contracts. */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const { name, endpoint } of allEndpoints()) {
    const path = `/api/v1/${endpoint.path}`;
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Trading and earning API',
      version: 'v1',
      description:
        'Every call answers the envelope { code, msg, data }; code 0 is success. Bodies are form-encoded by default; ' +
        'JSON is accepted too. `x-upstream` marks calls of the upstream table.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
