import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { wsAddress } from '../content/content.routes.ts';
import { upstreamChecks } from './checks.ts';
import { type Recorder, recorder, recordingFile } from './recording.ts';
import { upstreamRoutes } from './upstream.ts';
import { registerSocketPlugin, upstreamSocketRoute, upstreamSocketUrl } from './upstream-socket.ts';

/**
 * The checking proxy (`UPSTREAM_URL`, docs/proxy.md), per app instance. `prepareUpstream` runs first (the
 * socket plugin must precede every route, and the checks go on the context for `/__admin/proxy`);
 * `upstreamRoutes` after the devtools, whose hooks must see the forwarded calls.
 */
export async function prepareUpstream(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const upstream = ctx.config.UPSTREAM_URL;
  if (!upstream) return;
  const name = ctx.config.RECORD ?? null;
  const checks = upstreamChecks(upstream, name, ctx.clock, app.log);
  let record: Recorder | null = null;
  if (name) {
    record = recorder(recordingFile(ctx.config, name), name, upstream, ctx.clock);
    app.log.info({ file: record.file }, 'recording what passes through the proxy');
  }
  ctx.upstream = { checks, recorder: record };
  await registerSocketPlugin(app);
  const report = ctx.config.PROXY_REPORT;
  if (report)
    app.addHook('onClose', (_app, done) => {
      writeFileSync(report, `${JSON.stringify(checks.report(), null, 2)}\n`);
      done();
    });
  app.log.info({ upstream }, 'checking proxy: /api/v1 and /ws go to the upstream');
}

export async function registerUpstream(app: FastifyInstance, ctx: AppContext, bodyLimit: number) {
  const upstream = ctx.config.UPSTREAM_URL;
  if (!upstream || !ctx.upstream) return;
  const { checks, recorder } = ctx.upstream;
  const wss = wsAddress(ctx.config.PUBLIC_URL);
  const url = upstreamSocketUrl(upstream, ctx.config.UPSTREAM_WS_URL);
  upstreamSocketRoute(app, ctx, { url, checks, recorder });
  await upstreamRoutes(app, { upstream, wss, checks, recorder, bodyLimit });
}
