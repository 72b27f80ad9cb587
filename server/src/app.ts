import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  api,
  asyncApiDocument,
  asyncApiPath,
  type Endpoint,
  openApiDocument,
  privateChannelOf,
  type ServerMessage,
} from '@app/contracts';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Deps } from './deps.ts';
import { type JobRunner, jobRunner, periodic } from './lib/jobs.ts';
import { requestLoggerFactory } from './lib/request-logger.ts';
import { httpsOptions } from './lib/tls.ts';
import { liveHub, type UserMessage } from './live/hub.ts';
import { livePlugin } from './live/live.plugin.ts';
import { outboxDrain } from './live/outbox.ts';
import { changePublisher } from './live/publisher.ts';
import { tellOffline } from './live/socket-guard.ts';
import { secretGuard } from './modules/account/secret-guard.ts';
import { developerGate, registerDevtools } from './modules/devtools/plugin.ts';
import { modules } from './modules/index.ts';
import { marketEngine } from './modules/market/engine.ts';
import { prepareUpstream, registerUpstream } from './modules/proxy/plugin.ts';
import { recordingFile } from './modules/proxy/recording.ts';
import { registerReplay } from './modules/proxy/replay.ts';
import { registerSandboxes } from './modules/sandbox/sandbox.plugin.ts';
import { settingsService } from './modules/settings/settings.service.ts';
import { productRepository } from './modules/trade/product.repository.ts';
import { packageRoot } from './package-root.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressOptions } from './plugins/compress.ts';
import { envelopePlugin, requestLanguage } from './plugins/envelope.ts';
import { runtimeConfigFile, runtimeConfigRoute } from './plugins/runtime-config.ts';
import { securityHeaders, securityPlugin } from './plugins/security.ts';

/** Banners, QR codes, agreement pages: public demo assets. */
const publicStatic = join(packageRoot, 'public/static');

/** `/api/docs`: the OpenAPI document with calls that have no handler here marked, and the AsyncAPI one. */
async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.after();
  // Behind the checking proxy every call is the upstream's to answer.
  const proxied = app.hasRoute({ method: 'GET', url: '/api/v1/*' });
  const implemented = (e: Endpoint) =>
    proxied || app.hasRoute({ method: e.method, url: `/api/v1/${e.path}` });
  const document = openApiDocument({ implemented });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const socketDocument = asyncApiDocument();
  app.get(asyncApiPath, async () => socketDocument);
}

/** Builds the whole app from its deps. It never listens: `server.ts` does. */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const options = {
    logger: {
      level: deps.config.LOG_LEVEL,
      redact: ['req.headers.authorization'],
      // A sandbox's lines say whose they are (modules/sandbox).
      ...(deps.sandbox ? { base: { sandbox: deps.sandbox.name } } : {}),
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // Each request's child logger (its request id bound) is made only when it logs something.
    childLoggerFactory: requestLoggerFactory,
    // A hop count is accepted at run time though the type omits it.
    trustProxy: deps.config.TRUST_PROXY as boolean | string,
    bodyLimit: api.common.uploader.multipart.maxBytes + 64 * 1024,
  };
  // Given a certificate, HTTPS over HTTP/2: a first screen's 40–60 files share one connection instead of
  // queueing on HTTP/1.1's six. On close, each HTTP/2 session is told to end once its streams are
  // answered (forceCloseConnections). The app sees only Fastify's request and reply, alike on both
  // protocols, so it keeps the plain server's types.
  const https = httpsOptions(deps.config);
  const app = https
    ? (Fastify({ ...options, http2: true, https, forceCloseConnections: true }) as unknown as FastifyInstance)
    : Fastify(options);
  const ctx: AppContext = {
    ...deps,
    settings: settingsService(deps.database, deps.clock),
    market: marketEngine(deps, app.log),
    live: liveHub({ slowClientBytes: deps.config.WS_SLOW_CLIENT_BYTES }),
    secrets: secretGuard(deps.clock),
    jobs: jobRunner(),
  };
  // Settlement tells an order's owner over the websocket (order, balance).
  // It says who can receive what, so the publisher prepares no message that nobody would receive.
  ctx.notify ??= Object.assign(
    (userId: number, message: ServerMessage) => {
      if (privateChannelOf(message.ch)) ctx.live.publishToUser(userId, message as UserMessage);
    },
    { listens: ctx.live.listens },
  );
  // One path for "something changed" (db/changes.ts): what a write records is pushed once, after it
  // commits; what another process (the admin CLI) left in the outbox is pushed by the outbox job.
  const notify = ctx.notify;
  const unpublish = deps.database.publishTo(changePublisher(notify, app.log));
  const drainOutbox = outboxDrain({ database: deps.database, notify, log: app.log });
  ctx.jobs.add(periodic('outbox', 1_000, drainOutbox, app.log));
  app.decorate('outbox', { drain: drainOutbox });
  app.decorate('jobs', ctx.jobs);
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    unpublish();
  });
  // A logout or password change has unbound the ended sessions' sockets before it answers.
  const alsoEnded = deps.sessionsEnded;
  ctx.sessionsEnded = (ended) => {
    tellOffline(ctx.live, ctx.live.endSessions(ended));
    alsoEnded?.(ended);
  };

  await app.register(securityPlugin);
  await app.register(compress, compressOptions);
  await app.register(formbody);
  await app.register(envelopePlugin, deps);
  await app.register(authPlugin, deps);

  // The app's own per-request steps in one onRequest hook (each hook is a step of Fastify's hook
  // runner on every request): the security headers, the language and cache policy, then the
  // admin's `latency_ms` on API calls. Callback style: an async hook costs a promise per request.
  const security = securityHeaders(deps.config);
  const language = requestLanguage(deps);
  const gate = developerGate(app, ctx);
  const sandbox = registerSandboxes(app, ctx, gate);
  app.addHook('onRequest', (req, reply, done) => {
    security.everyAnswer(reply);
    language(req, reply);
    // A request naming a sandbox goes to that sandbox's app (modules/sandbox/sandbox.plugin.ts).
    if (sandbox?.(req, reply, done)) return;
    const latency = req.url.startsWith('/api/v1/') ? ctx.settings.get().latency_ms : 0;
    if (latency > 0) setTimeout(done, latency);
    else done();
  });
  // Before any route: @fastify/websocket must see every route to upgrade /ws.
  if (deps.config.UPSTREAM_URL) await prepareUpstream(app, ctx);
  else await app.register(livePlugin, ctx);
  registerDevtools(app, ctx, gate);
  if (deps.config.UPSTREAM_URL) await registerUpstream(app, ctx, options.bodyLimit);
  else {
    const replay = deps.config.REPLAY;
    if (replay) registerReplay(app, replay, recordingFile(deps.config, replay));
    for (const register of modules) register(app, ctx);
  }
  // The documents are the same in every world: a sandbox leaves them to the server (saves its build time).
  if (!deps.sandbox) await registerDocs(app);
  app.addHook('onReady', async () => {
    deps.database.write((tx) => productRepository.seedDefaults(tx));
  });

  await app.register(fastifyStatic, { root: publicStatic, prefix: '/static/', decorateReply: false });
  const web = deps.config.WEB_DIST;
  if (web && existsSync(web)) {
    runtimeConfigRoute(app, deps.config);
    await app.register(fastifyStatic, {
      root: web,
      wildcard: false,
      // Answered from the environment instead (plugins/runtime-config.ts).
      globIgnore: [runtimeConfigFile, `${runtimeConfigFile}.*`],
      // The build writes a .br and a .gz beside each text file; hashed assets never change.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        if (/[/\\]assets[/\\]/.test(path)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          security.subresourceOnly(reply);
        } else reply.header('cache-control', 'no-cache');
      },
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's loops: server.ts starts them; closing the app stops them (lib/jobs.ts). */
    jobs: JobRunner;
    /** Pushes what other processes left in the outbox (live/outbox.ts); tests call it directly. */
    outbox: { drain: (batch?: number) => number };
  }
}
