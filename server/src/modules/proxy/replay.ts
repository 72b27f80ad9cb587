import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors.ts';
import { apiPrefix } from '../../lib/route.ts';
import { callOf } from './checks.ts';
import { callKey, readRecording, requestKey } from './recording.ts';

/** Marks an answer that came from a recording, naming it. */
export const replayedHeader = 'x-replayed-from';

/**
 * `REPLAY=name`: a request the recording holds gets the recorded answers in order (the last one again once
 * they are used up); every other request reaches the reference server's own routes. A preHandler after
 * the devtools' hook, so faults and scenarios still apply on top.
 */
export function registerReplay(app: FastifyInstance, name: string, file: string): void {
  const answers = readRecording(file);
  const served = new Map<string, number>();
  const calls = new Set([...answers.values()].flatMap((list) => list.map((a) => a.call)));
  app.log.info({ file, calls: answers.size }, 'replaying a recording');
  // Before the routes' own session check: a recorded call carried the upstream's token, unknown here.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.url.startsWith(apiPrefix) && calls.has(callKey(req.method, req.url))) req.replayable = true;
    done();
  });
  app.addHook('preHandler', (req, reply, done) => {
    if (!req.url.startsWith(apiPrefix)) return done();
    const multipart = (req.headers['content-type'] ?? '').startsWith('multipart/');
    const key = requestKey(req.method, req.url, multipart ? undefined : req.body, multipart);
    const list = answers.get(key);
    if (!list?.length) {
      const needsSession = req.replayable && !req.user && callOf(req.method, req.url)?.endpoint.auth;
      return done(needsSession ? fail.unauthorized() : undefined);
    }
    const n = served.get(key) ?? 0;
    served.set(key, n + 1);
    const answer = list[Math.min(n, list.length - 1)];
    if (!answer) return done();
    // A redacted token would only be refused: it is left out rather than replayed.
    const headers = Object.entries(answer.headers).filter(([header]) => header !== 'authorization');
    void reply
      .code(answer.status)
      .headers(Object.fromEntries(headers))
      .header(replayedHeader, name)
      .send(answer.body);
  });
}
