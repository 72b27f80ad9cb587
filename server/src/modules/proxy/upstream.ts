import { adminTokenHeader, api, forceRefusalHeader, sandboxHeader, scenarioHeader } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../lib/errors.ts';
import { apiPrefix } from '../../lib/route.ts';
import { activeScenarios } from '../devtools/overlay.ts';
import type { UpstreamChecks } from './checks.ts';
import { callOf } from './checks.ts';
import { bodyFields, callKey, type Recorder, requestKey } from './recording.ts';
import { keptHeaders } from './redaction.ts';
import { forcedRefusal } from './refusals.ts';

/** Request headers that are this server's business and never reach the upstream. */
const ownHeaders = [adminTokenHeader, scenarioHeader, sandboxHeader, forceRefusalHeader, 'accept-encoding'];

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const isText = (contentType: string) => /json|text|javascript|xml/.test(contentType);

/**
 * `/api/v1/*` forwarded to the upstream (@fastify/reply-from), in its own scope: bodies stay raw bytes, so
 * what the app sent is what the upstream gets. The devtools hook (faults, latency, maintenance, the
 * journal) runs first, as for the local routes; each answer is checked, recorded, then sent unchanged.
 */
export async function upstreamRoutes(
  app: FastifyInstance,
  options: {
    upstream: string;
    wss: string;
    checks: UpstreamChecks;
    recorder: Recorder | null;
    bodyLimit: number;
  },
): Promise<void> {
  const { checks, recorder } = options;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_req, body, done) =>
      done(null, body),
    );
    // Loaded here, in proxy mode only: the HTTP client it brings is not needed by a server of its own.
    const { default: replyFrom } = await import('@fastify/reply-from');
    await scope.register(replyFrom, { base: options.upstream.replace(/\/$/, '') });

    async function answered(req: FastifyRequest, reply: FastifyReply, stream: NodeJS.ReadableStream) {
      const raw = await readAll(stream);
      const contentType = String(reply.getHeader('content-type') ?? '');
      const text = isText(contentType) ? raw.toString('utf8') : '';
      // The upstream may have committed a write: nothing here may cost the app its answer.
      try {
        observe(req, reply, contentType, text);
      } catch (err) {
        req.log.error({ err }, 'checking or recording an upstream answer failed');
      }
      // The body sent may differ from the upstream's (common/base); the length is recomputed.
      reply.removeHeader('content-length');
      if (!isText(contentType)) return reply.send(raw);
      return reply.send(
        callOf(req.method, req.url)?.endpoint === api.common.base ? pointSocketHere(text, options.wss) : text,
      );
    }

    function observe(req: FastifyRequest, reply: FastifyReply, contentType: string, text: string) {
      checks.answer(req.method, req.url, { status: reply.statusCode, contentType, body: text });
      if (recorder) {
        const requestType = req.headers['content-type'] ?? '';
        const body = req.body instanceof Buffer ? bodyFields(requestType, req.body) : undefined;
        const key = requestKey(req.method, req.url, body, requestType.startsWith('multipart/'));
        const headers: Record<string, string> = {};
        for (const name of keptHeaders) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        const call = callKey(req.method, req.url);
        recorder.answer({ call, key }, reply.statusCode, headers, text, !isText(contentType));
      }
    }

    scope.route({
      method: ['GET', 'POST', 'PUT', 'DELETE'],
      url: `${apiPrefix}*`,
      handler(req, reply) {
        // Only API paths leave: a dot segment (`/api/v1/../x`) would reach elsewhere on the upstream.
        if (!new URL(req.url, 'http://proxy').pathname.startsWith(apiPrefix)) throw fail.notFound();
        const call = callOf(req.method, req.url)?.endpoint;
        const refusal = call && forcedRefusal(activeScenarios(), call);
        if (refusal) throw refusal;
        const body = req.body instanceof Buffer && req.body.length > 0 ? req.body : undefined;
        return reply.from(req.url, {
          ...(body ? { body, contentType: req.headers['content-type'] ?? 'application/octet-stream' } : {}),
          rewriteRequestHeaders: (_req, headers) => {
            for (const name of ownHeaders) delete headers[name];
            return headers;
          },
          onError: (_reply, { error }) => {
            checks.failed(req.method, req.url, error.message);
            reply.send(error);
          },
          onResponse: (_request, _reply, res) => {
            answered(req, reply, res.stream).catch((err: Error) => reply.send(err));
          },
        });
      },
    });
  });
}

/**
 * `common/base` names the websocket the app opens. An upstream that names its own absolute address would
 * take the app's socket past the proxy, so the proxy names its own `/ws` instead (after checking and
 * recording the upstream's answer as it was).
 */
export function pointSocketHere(text: string, wss: string): string {
  try {
    const body = JSON.parse(text) as { code?: unknown; data?: { wss?: unknown } | null };
    if (body.code !== 0 || typeof body.data?.wss !== 'string' || body.data.wss === wss) return text;
    return JSON.stringify({ ...body, data: { ...body.data, wss } });
  } catch {
    return text;
  }
}
