import { type AdminCall, adminPrefix } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { output } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { AdminGate } from './admin-gate.ts';

/** The parsed body of an admin call (undefined when it takes none). */
export type AdminBody<C extends AdminCall> = C['body'] extends object ? output<C['body']> : undefined;

/**
 * One call of the developer API (contracts/src/admin.ts): gated, answering plain JSON, a refusal being a
 * 4xx `{ error }`, never the API's envelope.
 */
export function adminRoute<C extends AdminCall>(
  app: FastifyInstance,
  gate: AdminGate,
  c: C,
  handler: (body: AdminBody<C>, reply: FastifyReply) => unknown,
): void {
  app.route({
    method: c.method,
    url: `${adminPrefix}${c.path}`,
    onRequest: (req, reply, done) => {
      const refused = gate(req);
      if (!refused) return done();
      void reply.code(refused.status).send({ error: refused.error });
    },
    errorHandler: (error: Error & { statusCode?: number }, req, reply) => {
      // A refusal of the app's own (a sandbox's bounds, met before the call): its status, translated.
      if (error instanceof AppError) return void reply.code(error.status).send({ error: req.t(error.key) });
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      void reply.code(status).send({ error: error.message });
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const parsed = c.body ? c.body.safeParse(req.body ?? {}) : { success: true as const, data: undefined };
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply.code(400).send({ error: `${issue?.path.join('.') || 'body'}: ${issue?.message}` });
      }
      return handler(parsed.data as never, reply);
    },
  });
}
