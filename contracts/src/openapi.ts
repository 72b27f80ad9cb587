import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { failEnvelope, okEnvelope } from './envelope.ts';
import { ErrorCode, meaningOf } from './errors.ts';
import { allEndpoints, type api } from './index.ts';
import { businessCodes, httpAnswers } from './transport.ts';

type Json = Record<string, unknown>;

/** Where the reference server serves the socket's AsyncAPI document, beside this one. */
export const asyncApiPath = '/api/docs/asyncapi.json';

const groupDescriptions: Record<keyof typeof api, string> = {
  common: 'Site configuration, home content, notices and uploads',
  user: 'Account, session, wallet, verification and timed trading of the logged-in user',
  market: 'Market data: tickers, lists and candles (not in the upstream table)',
  product: 'Tradable products and their periods (not in the upstream table)',
  earn: 'Earn products, subscriptions and redemptions (not in the upstream table)',
};

/** Who publishes both documents (OpenAPI and AsyncAPI). */
export const publisher = {
  contact: {
    name: 'Coinly API maintainers',
    url: 'http://localhost:8080/api/docs',
    email: 'api@coinly.invalid',
  },
  license: { name: 'Proprietary', url: 'http://localhost:8080/static/agreement.html' },
};

export interface DocumentOptions {
  /** Whether this server has a handler for the call; calls without one are marked and answer 404. */
  implemented?: (e: Endpoint) => boolean;
}

const schemaOf = (s: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Json;
  return rest;
};

const json = (schema: Json): Json => ({ content: { 'application/json': { schema } } });

const codeList = (codes: readonly number[]): string => codes.map((c) => `${c}: ${meaningOf(c)}`).join('; ');

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

/** HTTP 200: the success envelope, or a refusal with one of the call's codes (narrow on `code`). */
function okResponse(e: Endpoint): Json {
  const success = schemaOf(okEnvelope(e.data), 'output');
  const carrying = e.refusalData;
  const [first, ...rest] = businessCodes(e).filter((c) => c !== carrying?.code);
  const withData = carrying ? [schemaOf(refusalWithData(carrying), 'output')] : [];
  const notes = carrying ? `; or ${carrying.code} with data: ${carrying.description}` : '';
  if (first === undefined) {
    if (!carrying) return { description: 'Success: code 0 with data', ...json(success) };
    return { description: `Success (code 0 with data)${notes}`, ...json({ oneOf: [success, ...withData] }) };
  }
  const codes = [first, ...rest] as const;
  const refusal = schemaOf(failEnvelope(codes, codeList(codes)), 'output');
  return {
    description: `Success (code 0 with data), or a refusal with data null: ${codeList(codes)}${notes}`,
    ...json({ oneOf: [success, refusal, ...withData] }),
  };
}

/** The envelope of the one refusal that carries data (e.g. an expired quote with a fresh one). */
const refusalWithData = (r: NonNullable<Endpoint['refusalData']>) =>
  z.object({
    code: z.literal(r.code).meta({ description: `${r.code}: ${meaningOf(r.code)}` }),
    msg: z.string(),
    data: r.data,
  });

function httpResponses(e: Endpoint): Json {
  const out: Json = {};
  for (const a of httpAnswers(e)) {
    const envelope = schemaOf(failEnvelope([a.code], `${a.code}: ${meaningOf(a.code)}`), 'output');
    out[a.status] = { description: `${a.description} (code ${a.code})`, ...json(envelope) };
  }
  return out;
}

const missing = failEnvelope([ErrorCode.notFound], `${ErrorCode.notFound}: no handler in this server yet`);

/**
 * Each call's operation, built once per process (the zod → JSON Schema conversion is most of a document's
 * cost, and every app the server builds, a test's or a sandbox's, serves the document). Shared between
 * documents: nothing downstream changes them.
 */
const operations = new Map<string, Json>();
function operation(name: string, e: Endpoint, implemented: boolean): Json {
  const key = `${name} ${implemented}`;
  const known = operations.get(key);
  if (known) return known;
  const built = buildOperation(name, e, implemented);
  operations.set(key, built);
  return built;
}

function buildOperation(name: string, e: Endpoint, implemented: boolean): Json {
  const notes = [
    `${e.summary}.`,
    e.upstream ? 'In the upstream call table.' : 'Designed here: not in the upstream call table.',
    e.auth ? 'Needs `Authorization: Bearer <token>`.' : 'Open to guests.',
    implemented ? '' : '**Not implemented by the reference server yet: it answers 404.**',
  ];
  return {
    operationId: name,
    summary: implemented ? e.summary : `[no handler yet] ${e.summary}`,
    description: notes.filter(Boolean).join(' '),
    tags: [name.split('.')[0]],
    'x-upstream': e.upstream,
    ...(implemented ? {} : { 'x-implemented': false }),
    ...(e.auth ? { security: [{ bearer: [] }] } : {}),
    parameters: parameters(e),
    ...(requestBody(e) ? { requestBody: requestBody(e) } : {}),
    responses: {
      '200': okResponse(e),
      ...httpResponses(e),
      ...(implemented
        ? {}
        : { '404': { description: 'No handler yet', ...json(schemaOf(missing, 'output')) } }),
    },
  };
}

/** The OpenAPI 3.1 document of every call, generated from the contracts. */
export function openApiDocument(options: DocumentOptions = {}): Json {
  const paths: Record<string, Json> = {};
  for (const { name, endpoint } of allEndpoints()) {
    const path = `/api/v1/${endpoint.path}`;
    const done = options.implemented?.(endpoint) ?? true;
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint, done) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Coinly API',
      version: 'v1',
      description:
        'Every call answers the envelope { code, msg, data }; code 0 is success, any other code is a refusal ' +
        'with data null, sent with HTTP 200 except where a response says otherwise. `msg` is translated by the ' +
        '`lang` query, else the `lang` header, else `Accept-Language`. Bodies are form-encoded by default; ' +
        'JSON is accepted too. `x-upstream` marks calls of the upstream table. The websocket at `/ws` is ' +
        `described by the [AsyncAPI 3.0 document](${asyncApiPath}).`,
      ...publisher,
    },
    servers: [{ url: 'http://localhost:8080', description: 'The reference server (`pnpm start`)' }],
    tags: Object.entries(groupDescriptions).map(([name, description]) => ({ name, description })),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
