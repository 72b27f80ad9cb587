import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** The file the SPA's index.html loads before the app (web/public/config.js is its static default). */
export const runtimeConfigFile = 'config.js';

/**
 * The served SPA's runtime config: what a built app reads at start instead of a build-time constant
 * (web/src/lib/runtime-config.ts), so one image serves an app pointed at another API by WEB_API_BASE.
 * Never cached: a restart with another value takes effect at the next page load.
 */
export function runtimeConfigScript(config: Partial<Pick<Config, 'WEB_API_BASE'>>): string {
  const values = config.WEB_API_BASE ? { apiBase: config.WEB_API_BASE } : {};
  return `window.__APP_CONFIG__ = ${JSON.stringify(values)};\n`;
}

export function runtimeConfigRoute(
  app: FastifyInstance,
  config: Partial<Pick<Config, 'WEB_API_BASE'>>,
): void {
  const body = runtimeConfigScript(config);
  app.get(`/${runtimeConfigFile}`, (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(body),
  );
}

/** Origins the SPA talks to besides its own: WEB_API_BASE's, over HTTP(S) and its websocket. */
export function apiOrigins(config: Partial<Pick<Config, 'WEB_API_BASE'>>): string[] {
  if (!config.WEB_API_BASE || config.WEB_API_BASE.startsWith('/')) return [];
  const { origin } = new URL(config.WEB_API_BASE);
  return [origin, origin.replace(/^http/, 'ws')];
}
