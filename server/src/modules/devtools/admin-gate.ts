import { timingSafeEqual } from 'node:crypto';
import { adminTokenHeader } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Whether the developer tools are on, and how callers prove themselves. Always with a secret: `token`
 * when ADMIN_TOKEN is set (whoever sends it, from anywhere); `local` when DEVTOOLS=local opts in (the
 * server makes its own token, see admin-token.ts, and also wants the caller on this machine, directly);
 * otherwise `off` (no route, no hook). Listening on loopback grants nothing: a reverse proxy on the same
 * host makes every visitor's request come from loopback and name a loopback Host.
 */
export type DevtoolsMode = 'token' | 'local' | 'off';
export function devtoolsMode(config: Pick<Config, 'ADMIN_TOKEN' | 'DEVTOOLS'>): DevtoolsMode {
  if (config.ADMIN_TOKEN) return 'token';
  return config.DEVTOOLS === 'local' ? 'local' : 'off';
}

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost', '::ffff:127.0.0.1']);
export const isLoopback = (host: string | undefined): boolean =>
  !!host && (loopbackHosts.has(host) || host.startsWith('127.') || host.startsWith('::ffff:127.'));

/** Headers a proxy adds; a request carrying one came through something that forwards other people. */
const forwarded = (req: FastifyRequest): boolean =>
  Object.keys(req.headers).some(
    (name) =>
      name === 'forwarded' || name === 'via' || name === 'x-real-ip' || name.startsWith('x-forwarded-'),
  );

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Why a request may not use the developer tools (null: it may), with the HTTP status to refuse it with. */
export type AdminGate = (req: FastifyRequest) => { status: 401 | 403; error: string } | null;

export function adminGate(mode: 'token' | 'local', token: string): AdminGate {
  return (req) => {
    if (mode === 'local' && (forwarded(req) || !isLoopback(req.socket.remoteAddress)))
      return {
        status: 403,
        error:
          'DEVTOOLS=local answers callers on this machine only, never through a proxy; set ADMIN_TOKEN instead',
      };
    const given = req.headers[adminTokenHeader];
    if (typeof given === 'string' && sameToken(given, token)) return null;
    return { status: 401, error: `send the developer token in ${adminTokenHeader}` };
  };
}
