import { ErrorCode, sandboxApi, sandboxHeader, sandboxNamePattern, sandboxQueryParam } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdminGate } from '../devtools/admin-gate.ts';
import { adminRoute } from '../devtools/admin-route.ts';
import { type SandboxRegistry, sandboxRegistry } from './sandbox-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's sandboxes (absent when they are off, and inside a sandbox). */
    sandboxes?: SandboxRegistry;
  }
}

/** Takes a request that names a sandbox: true when it did (the caller then leaves it alone). */
export type SandboxSwitch = (
  req: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
) => boolean;

const sweepEveryMs = 15_000;
/** Calls that change nothing: answered in a sandbox even when the sandboxes' storage is full. */
const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The sandbox a request names: its `X-Sandbox` header, or `?sandbox=` on the socket's upgrade. */
function named(req: FastifyRequest): unknown {
  const header = req.headers[sandboxHeader];
  if (header !== undefined) return header;
  if (!req.url.startsWith('/ws')) return undefined;
  return (req.query as Record<string, unknown> | undefined)?.[sandboxQueryParam];
}

/**
 * Refuses a request naming a sandbox with the app's envelope. A socket upgrade is answered on its raw
 * socket, which nothing else would close (the websocket plugin's own hooks never saw it): closed once sent.
 */
function refuse(req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void, error: Error): void {
  if (req.headers.upgrade) reply.raw.once('finish', () => req.raw.socket.destroy());
  done(error);
}

/**
 * Sandboxes (docs/sandboxes.md), on when the developer tools are or with SANDBOXES=1: the registry, its
 * `/__admin/sandboxes` calls (developer token only) and the switch the app's onRequest hook calls.
 * A request naming a sandbox is handed whole (hooks, body, upgrade) to that sandbox's app; one naming
 * none costs a header lookup. When off, the switch refuses a request naming one; inside a sandbox there
 * is none (no sandboxes within sandboxes).
 */
export function registerSandboxes(
  app: FastifyInstance,
  ctx: AppContext,
  gate: AdminGate | null,
): SandboxSwitch | null {
  if (ctx.sandbox) return null;
  // Off: a request naming a sandbox is refused rather than served by the default world unawares.
  if (!(ctx.config.SANDBOXES || gate))
    return (req, reply, done) => {
      if (named(req) === undefined) return false;
      refuse(req, reply, done, new AppError(ErrorCode.invalidInput, 'sandboxes_off', {}, 400));
      return true;
    };
  const registry = sandboxRegistry(ctx, gate, app.log);
  app.decorate('sandboxes', registry);
  let sweeper: NodeJS.Timeout | undefined;
  ctx.jobs.add({
    name: 'sandboxes',
    async start() {
      await registry.start();
      sweeper ??= setInterval(
        () => void registry.sweep().catch((err) => app.log.error({ err })),
        sweepEveryMs,
      );
      sweeper.unref();
    },
    async stop() {
      clearInterval(sweeper);
      sweeper = undefined;
      await registry.stop();
    },
  });
  app.addHook('onClose', () => registry.closeAll());
  if (gate) {
    adminRoute(app, gate, sandboxApi.sandboxes, () => registry.list());
    adminRoute(app, gate, sandboxApi.sandbox, async (body, reply) => {
      if (body.action === 'delete') await registry.remove(body.name);
      else {
        const refused = await registry.open(body.name).then(
          () => null,
          (error: Error) => error,
        );
        if (refused instanceof AppError)
          return reply.code(refused.status).send({ error: reply.request.t(refused.key) });
        if (refused) throw refused;
      }
      return registry.list();
    });
  }

  return (req, reply, done) => {
    const name = named(req);
    if (name === undefined) return false;
    if (typeof name !== 'string' || !sandboxNamePattern.test(name)) {
      refuse(req, reply, done, new AppError(ErrorCode.invalidInput, 'sandbox_name_invalid', {}, 400));
      return true;
    }
    const changes = !reads.has(req.method);
    const admitted = async () => {
      const world = await registry.open(name);
      if (changes) await registry.admitChange();
      return world;
    };
    admitted().then(
      (world) => {
        reply.hijack();
        if (changes) reply.raw.once('finish', () => registry.changed(world));
        world.app.routing(req.raw, reply.raw);
      },
      (error: Error) => refuse(req, reply, done, error),
    );
    return true;
  };
}
