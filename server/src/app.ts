import { existsSync } from 'node:fs';
import { api, openApiDocument } from '@app/contracts';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Deps } from './deps.ts';
import { modules } from './modules/index.ts';
import { settingsService } from './modules/settings/settings.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { securityPlugin } from './plugins/security.ts';

/** Builds the whole app from its deps. It never listens: `server.ts` does. */
export async function buildApp(deps: Deps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    trustProxy: true,
    bodyLimit: api.common.uploader.multipart.maxBytes + 64 * 1024,
  });
  const ctx: AppContext = { ...deps, settings: settingsService(deps.database) };

  await app.register(securityPlugin);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: api.common.uploader.multipart.maxBytes, files: 1 } });
  await app.register(envelopePlugin, deps);
  await app.register(authPlugin, deps);
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument() as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const register of modules) register(app, ctx);

  const web = deps.config.WEB_DIST;
  if (web && existsSync(web)) await app.register(fastifyStatic, { root: web, wildcard: false });
  return app;
}
