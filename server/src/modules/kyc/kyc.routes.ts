import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/route.ts';
import { kycService } from './kyc.service.ts';
import { type KycReviewer, kycReviewer } from './reviewer.job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decides real-name submissions in demo mode and pushes state changes; server.ts starts it. */
    kycReviewer: KycReviewer;
  }
}

export function kycRoutes(app: FastifyInstance, ctx: AppContext): void {
  const kyc = kycService(ctx);
  route(app, api.user.realnameAuth, ({ user, body }) => kyc.submit(user.id, body));
  route(app, api.user.getRealnameAuth, ({ user }) => kyc.view(user.id));

  const reviewer = kycReviewer({ ...ctx, kyc, demo: ctx.config.DEMO_MODE, log: app.log });
  app.decorate('kycReviewer', reviewer);
  ctx.jobs.add(reviewer.job);
}
