import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
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
    /**
     * Other processes' commits as this request found them (`Database.otherCommits`), read once with
     * its token, so every cache the request consults checks the same value; -1 when not read.
     */
    commitsSeen: number;
    /**
     * `REPLAY` only (modules/proxy/replay.ts): the recording holds this call, whose token was the
     * upstream's; `authenticate` leaves the refusal to the replay hook, which answers it or refuses.
     */
    replayable: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the bearer token is a live session. */
    authenticate: onRequestHookHandler;
    /** onRequest hook: sets `req.user` when a valid token is present, never refuses. */
    identify: onRequestHookHandler;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, deps: Deps) => {
  const sessions = sessionService(deps);
  app.decorateRequest('user', null);
  app.decorateRequest('commitsSeen', -1);
  app.decorateRequest('replayable', false);

  // Synchronous (the driver is) and callback style: no promise per request.
  function identify(req: FastifyRequest, reply: FastifyReply): void {
    const token = bearer(req.headers.authorization);
    if (!token) return;
    req.commitsSeen = deps.database.otherCommits();
    const found = sessions.verify(token, req.commitsSeen);
    if (!found) return;
    const { user, session, refreshed } = found;
    req.user = { id: user.id, username: user.username, status: user.status, sessionId: session.id };
    if (refreshed) reply.header('Authorization', `Bearer ${refreshed}`);
  }

  const hook =
    (required: boolean): onRequestHookHandler =>
    (req, reply, done) => {
      try {
        identify(req, reply);
      } catch (err) {
        return done(err as Error);
      }
      done(required && !req.user && !req.replayable ? fail.unauthorized() : undefined);
    };
  app.decorate('identify', hook(false));
  app.decorate('authenticate', hook(true));
});
