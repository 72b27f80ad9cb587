import { sandboxApi } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AdminGate } from '../devtools/admin-gate.ts';
import { adminRoute } from '../devtools/admin-route.ts';

const fixedClock = "the default world's clock never moves: name a sandbox with X-Sandbox to move its clock";

/**
 * `/__admin/clock` of one world. In a sandbox it freezes, resumes or advances that sandbox's clock; in
 * the default world it refuses (409), since that clock is the server's and prices there are final.
 */
export function clockRoutes(app: FastifyInstance, ctx: AppContext, gate: AdminGate): void {
  const clock = ctx.sandbox?.clock;
  let moving: Promise<unknown> = Promise.resolve();

  /**
   * After a jump: the prices of the skipped time first (the price engine's catch-up, as after a
   * restart, from this sandbox's own seed), then whatever fell due against them (orders, Earn days, reviews, USDT confirmations).
   */
  async function catchUp(): Promise<void> {
    const now = ctx.clock();
    await app.market.tickOnce(now);
    await app.settler.runOnce(now);
    app.earnPayer.runOnce(now);
    app.reviewer.runOnce();
    app.usdtChain.runOnce();
    app.kycReviewer.runOnce(now);
    app.outbox.drain();
  }

  adminRoute(app, gate, sandboxApi.clockState, (_body, reply) =>
    clock ? clock.state() : reply.code(409).send({ error: fixedClock }),
  );
  adminRoute(app, gate, sandboxApi.clock, async (body, reply) => {
    if (!clock) return reply.code(409).send({ error: fixedClock });
    if (body.action === 'freeze') clock.freeze();
    else if (body.action === 'resume') clock.resume();
    else {
      // One move at a time: each one's prices are recorded before the next jump.
      const run = moving.then(() => {
        clock.advance(body.ms ?? 0);
        return catchUp();
      });
      moving = run.catch(() => undefined);
      await run;
    }
    return clock.state();
  });
}
