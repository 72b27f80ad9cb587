import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { wsAddress } from '../modules/content/content.routes.ts';

/**
 * Security headers with a CSP for the SPA, and per-route rate limits (routes opt in). Helmet's
 * middleware is built once here and run on every request (@fastify/helmet built it per request).
 */
export const securityPlugin = fp(async (app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL'>) => {
  // The app talks only to its own origin ('self' covers ws/wss there), and to PUBLIC_URL's socket.
  const socketOrigin = config.PUBLIC_URL ? [new URL(wsAddress(config.PUBLIC_URL)).origin] : [];
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...socketOrigin],
        frameSrc: ['https:', 'http:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    headers(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, { global: false });
});
