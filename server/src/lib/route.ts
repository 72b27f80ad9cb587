import { isDeepStrictEqual } from 'node:util';
import { type Data, type Endpoint, ErrorCode, okEnvelope } from '@app/contracts';
import fastJsonStringify from 'fast-json-stringify';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../plugins/auth.ts';
import { mayAnswerLarge, routeCompression } from '../plugins/compress.ts';
import { AppError, fail } from './errors.ts';
import { isThenable } from './thenable.ts';
import { parseInput } from './validate.ts';

export const apiPrefix = '/api/v1/';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Ctx<E extends Endpoint> {
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  user: E['auth'] extends true ? AuthUser : AuthUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends Endpoint> = (ctx: Ctx<E>) => Promise<Data<E>> | Data<E>;

const successEnvelopes = new WeakMap<Endpoint, ReturnType<typeof okEnvelope>>();
/**
 * A call's success envelope (`{ code: 0, msg, data }`), built once per call per process: every app built (a
 * test's, a sandbox's) registers the same routes, and the developer tools grade every answer with it.
 */
export function successEnvelope(e: Endpoint): ReturnType<typeof okEnvelope> {
  let envelope = successEnvelopes.get(e);
  if (!envelope) {
    envelope = okEnvelope(e.data);
    successEnvelopes.set(e, envelope);
  }
  return envelope;
}

const responseSchemas = new WeakMap<Endpoint, Record<string, unknown>>();
/**
 * JSON schema of the success envelope, so fast-json-stringify serializes it (no zod parse on the way out).
 * Derived once per call per process: every app built (a test's, a sandbox's) registers the same routes.
 */
export function responseSchema(e: Endpoint): Record<string, unknown> {
  const known = responseSchemas.get(e);
  if (known) return known;
  const { $schema: _drop, ...schema } = z.toJSONSchema(successEnvelope(e), {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  responseSchemas.set(e, schema);
  return schema;
}

const serializers = new WeakMap<Endpoint, (data: unknown) => string>();
/**
 * The compiled serializer of a call's success envelope (fast-json-stringify, as Fastify's own compiler
 * builds it), compiled once per call per process and shared by every app built (a test's, a sandbox's).
 */
function serializerOf(e: Endpoint): (data: unknown) => string {
  let serialize = serializers.get(e);
  if (!serialize) {
    serialize = fastJsonStringify(responseSchema(e) as never);
    serializers.set(e, serialize);
  }
  return serialize;
}

/** True when the call may answer `code`: its contract lists it, or it is implied (401 by `auth`, 1500). */
export function declares(e: Endpoint, code: number): boolean {
  if (code === ErrorCode.serverError || (e.auth && code === ErrorCode.unauthorized)) return true;
  return (e.errors as readonly number[]).includes(code);
}

/**
 * Answers given with a code the call's contract does not declare. The server still sends them (and logs
 * them); the server test setup fails every test file that leaves one here, so a handler cannot answer an
 * undeclared code without a red test.
 */
export const undeclaredAnswers: string[] = [];

/**
 * Answers whose fast serialization (fast-json-stringify, from the JSON schema `responseSchema` derives
 * from the contract) differs from the contract's own zod output, or whose data the contract refuses.
 * Checked only with `serializationCheck.on` (the server test setup turns it on): every route test then
 * also proves that the fast path says what the contract says; production pays nothing.
 */
export const serializationDrifts: string[] = [];
export const serializationCheck = { on: false };

/** Route hooks comparing what was sent with the contract's parse of what the handler returned. */
function serializationHooks(e: Endpoint): Pick<RouteOptions, 'preSerialization' | 'onSend'> {
  const envelope = successEnvelope(e);
  const returned = new WeakMap<FastifyRequest, unknown>();
  return {
    preSerialization: (req, _reply, payload, done) => {
      returned.set(req, payload);
      done(null, payload);
    },
    onSend: (req, reply, payload, done) => {
      const value = returned.get(req) as { code?: unknown } | undefined;
      if (value?.code === 0 && reply.statusCode === 200 && typeof payload === 'string') {
        const parsed = envelope.safeParse(value);
        if (!parsed.success) {
          serializationDrifts.push(
            `${e.path}: the contract refuses the handler's data: ${parsed.error.message}`,
          );
        } else if (!isDeepStrictEqual(JSON.parse(payload), JSON.parse(JSON.stringify(parsed.data)))) {
          serializationDrifts.push(
            `${e.path}: sent ${payload}, the contract says ${JSON.stringify(parsed.data)}`,
          );
        }
      }
      done(null, payload);
    },
  };
}

/**
 * Registers one contract call: parses query and body with the contract's schemas, runs the handler
 * and wraps its result in the envelope. Auth, when the contract asks for it, runs first. A handler
 * that answers synchronously is answered synchronously (no promise, no microtask per request).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: Handler<E>,
  options: Pick<RouteShorthandOptions, 'config'> = {},
): void {
  /** Notes an answer the contract does not allow, then lets the error handler answer it. */
  const refuse = (req: FastifyRequest, error: unknown): never => {
    const carries = error instanceof AppError && error.data !== null;
    if (carries && e.refusalData?.code !== error.code) {
      undeclaredAnswers.push(`${e.path} answered ${error.code} with data its contract does not declare`);
    }
    if (error instanceof AppError && !declares(e, error.code)) {
      undeclaredAnswers.push(`${e.path} answered ${error.code} (${error.key})`);
      req.log.error({ path: e.path, code: error.code }, 'answer with a code the contract does not declare');
    }
    throw error;
  };
  const parseQuery = e.query;
  const parseBody = e.body && !e.multipart ? e.body : undefined;
  app.route({
    method: e.method,
    url: `${apiPrefix}${e.path}`,
    schema: { response: { 200: responseSchema(e) } },
    serializerCompiler: () => serializerOf(e),
    // Only a list can be worth compressing; `false` keeps the plugin's hooks off every other call.
    compress: mayAnswerLarge(e) ? routeCompression : false,
    ...options,
    onRequest: e.auth ? app.authenticate : app.identify,
    ...(serializationCheck.on ? serializationHooks(e) : {}),
    handler: (req, reply) => {
      let msg: string;
      let data: Data<E> | Promise<Data<E>>;
      try {
        if (e.movesMoney && req.user?.status === 0) throw fail.restricted();
        const query = (parseQuery ? parseInput(parseQuery, req.query) : undefined) as Parsed<E['query']>;
        const body = (parseBody ? parseInput(parseBody, req.body) : undefined) as Parsed<E['body']>;
        // Translated before the handler runs: nothing that can throw comes after its write commits.
        msg = req.t('success');
        data = handler({ query, body, user: req.user as Ctx<E>['user'], req, reply });
      } catch (error) {
        return refuse(req, error);
      }
      if (isThenable(data)) {
        const text = msg;
        return Promise.resolve(data).then(
          (value) => ({ code: 0, msg: text, data: value }),
          (error: unknown) => refuse(req, error),
        );
      }
      return { code: 0, msg, data };
    },
  });
}
