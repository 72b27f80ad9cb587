import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { wsAddress } from '../modules/content/content.routes.ts';
import { apiOrigins } from './runtime-config.ts';

type Middleware = ReturnType<typeof helmet>;

/** Helmet's options: a CSP for the SPA and its socket. */
export function helmetOptions(
  config: Pick<Config, 'PUBLIC_URL'> & Partial<Pick<Config, 'WEB_API_BASE'>>,
): Parameters<typeof helmet>[0] {
  // The app talks only to its own origin ('self' covers ws/wss there), to PUBLIC_URL's socket and to the
  // API WEB_API_BASE points it at (its images too: uploaded photos are read from it).
  const socketOrigin = config.PUBLIC_URL ? [new URL(wsAddress(config.PUBLIC_URL)).origin] : [];
  const api = apiOrigins(config);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...api.slice(0, 1)],
        connectSrc: ["'self'", ...socketOrigin, ...api],
        frameSrc: ['https:', 'http:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet's middleware sets, recorded once: with these options none of them depends on
 * the request (no nonce), so every answer gets the same ones (`security.test.ts` compares them with
 * helmet run on a real response). Helmet only sets headers and removes X-Powered-By, which nothing
 * here sets; anything else it did would fail here, at start.
 */
export function helmetHeaders(middleware: Middleware): Record<string, string> {
  const set: Record<string, string> = {};
  let finished = false;
  const recorder = {
    setHeader(name: string, value: string) {
      set[name.toLowerCase()] = value;
    },
    removeHeader(_name: string) {},
  };
  middleware({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return set;
}

/**
 * Helmet's headers that act on a script or stylesheet as well as on a document: no MIME sniffing, no
 * cross-origin embedding, HTTPS only. The others (the CSP, framing, referrer, opener, the legacy
 * download and DNS switches) act only on a document or a worker, and over HTTP/1.1 they cost about
 * 600 bytes on every one of the 40–60 files a first screen loads.
 */
const subresourceHeaders = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * The security headers: helmet's middleware built and run once, its headers given to each reply through
 * Fastify's own reply headers (one object, no per-request middleware chain).
 * - `everyAnswer`: `app.ts` calls it first in the app's one `onRequest` hook.
 * - `subresourceOnly`: removes the document-only ones again from an answer that is a hashed script or
 *   stylesheet of the web build (`/assets/`); documents, the service worker and the API keep them all.
 */
export function securityHeaders(config: Pick<Config, 'PUBLIC_URL'> & Partial<Pick<Config, 'WEB_API_BASE'>>): {
  everyAnswer: (reply: FastifyReply) => void;
  subresourceOnly: (reply: FastifyReply) => void;
} {
  const precomputed = helmetHeaders(helmet(helmetOptions(config)));
  const documentOnly = Object.keys(precomputed).filter((name) => !subresourceHeaders.has(name));
  return {
    everyAnswer: (reply) => {
      reply.headers(precomputed);
    },
    subresourceOnly: (reply) => {
      for (const name of documentOnly) reply.removeHeader(name);
    },
  };
}

/** Per-route rate limits (routes opt in). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, { global: false });
});
