import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { clockRoutes } from '../sandbox/clock.routes.ts';
import { adminRoutes } from './admin.routes.ts';
import { type AdminGate, adminGate, devtoolsMode } from './admin-gate.ts';
import { localAdminToken } from './admin-token.ts';
import { devtools } from './devtools.ts';
import { registerForcedRefusals } from './forced-refusals.ts';
import { registerHttpFaults } from './http-faults.ts';
import { socketDropper, socketShaper } from './socket-faults.ts';

/**
 * Scenarios, faults, the journal and the `/__admin` API; nothing at all (no hook, no route) when the
 * developer tools are off (see `devtoolsMode`). Registered before the modules so its hooks see every call.
 */
export function registerDevtools(app: FastifyInstance, ctx: AppContext, gate: AdminGate | null): void {
  if (!gate) return;
  const dev = devtools(ctx.database, ctx.clock);
  registerHttpFaults(app, dev, gate, !!ctx.config.UPSTREAM_URL);
  registerForcedRefusals(app, dev.refusals, gate);
  const faultFor = dev.socketFaultFor;
  const observe = (direction: 'in' | 'out', text: string) => dev.journal.frame(direction, text);
  const shape = socketShaper(faultFor, () => dev.stream('socket'));
  // Deliveries go straight to the socket unless some fault could apply.
  const applyTap = () => ctx.live.setTap(dev.store.idle() ? { observe } : { observe, shape });
  applyTap();
  dev.store.onChange(applyTap);
  const dropper = socketDropper(ctx.live, faultFor);
  app.addHook('onClose', (_app, done) => {
    dropper.stop();
    ctx.live.setTap(null);
    done();
  });
  adminRoutes(app, ctx, dev, gate);
  clockRoutes(app, ctx, gate);
}

/**
 * How callers of the developer tools prove themselves; null when the tools are off (see `devtoolsMode`).
 * A sandbox's world answers to the server's own gate (modules/sandbox/sandbox-world.ts).
 */
export function developerGate(app: FastifyInstance, ctx: AppContext): AdminGate | null {
  if (ctx.sandbox) return ctx.sandbox.gate;
  const mode = devtoolsMode(ctx.config);
  if (mode === 'off') return null;
  return adminGate(mode, mode === 'token' ? (ctx.config.ADMIN_TOKEN ?? '') : localToken(app, ctx));
}

/** DEVTOOLS=local: the token kept beside the database, and where a developer finds it. */
function localToken(app: FastifyInstance, ctx: AppContext): string {
  const { token, file } = localAdminToken(ctx.config.DATABASE_URL, ctx.random);
  app.log.info(
    { file },
    'developer API on for callers on this machine: pnpm admin reads its token from this file; paste it into the in-app developer panel',
  );
  return token;
}
