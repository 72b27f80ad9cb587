import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { adminRoutes } from './admin.routes.ts';
import { devtools, devtoolsMode } from './devtools.ts';
import { registerHttpFaults } from './http-faults.ts';
import { socketDropper, socketShaper } from './socket-faults.ts';

/**
 * Scenarios, faults, the journal and the `/__admin` API; nothing at all (no hook, no route) when the
 * developer tools are off (see `devtoolsMode`). Registered before the modules so its hooks see every call.
 */
export function registerDevtools(app: FastifyInstance, ctx: AppContext): void {
  const mode = devtoolsMode(ctx.config);
  if (mode === 'off') return;
  const dev = devtools(ctx.database, ctx.clock);
  registerHttpFaults(app, dev);
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
  adminRoutes(app, ctx, dev, mode);
}
