import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { fail } from '../lib/errors.ts';
import { sessionService } from '../modules/account/session.service.ts';
import { bearer } from '../modules/account/tokens.ts';

export interface AuthUser {
  id: number;
  username: string;
  status: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the bearer token is a live session. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: sets `req.user` when a valid token is present, never refuses. */
    identify: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  const sessions = sessionService(deps);
  app.decorateRequest('user', null);

  async function identify(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearer(req.headers.authorization);
    if (!token) return;
    const found = await sessions.verify(token);
    if (!found) return;
    const { user, session, refreshed } = found;
    req.user = { id: user.id, username: user.username, status: user.status, sessionId: session.id };
    if (refreshed) reply.header('Authorization', `Bearer ${refreshed}`);
  }

  app.decorate('identify', identify);
  app.decorate('authenticate', async (req: FastifyRequest, reply: FastifyReply) => {
    await identify(req, reply);
    if (!req.user) throw fail.unauthorized();
  });
});
