import { api, languages, sandboxQueryParam } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { contentRepository as repo } from './content.repository.ts';
import { webviewOrigins } from './webview-origins.ts';

/**
 * The websocket address: from PUBLIC_URL when set, else the path alone and the client resolves it
 * against its own page. Never from Host / X-Forwarded-Host, which a cache could be poisoned with.
 */
export function wsAddress(publicUrl: string, sandbox?: string): string {
  const path = publicUrl ? `${publicUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/ws` : '/ws';
  // In a sandbox the app's socket joins that sandbox (docs/sandboxes.md).
  return sandbox ? `${path}?${sandboxQueryParam}=${sandbox}` : path;
}

export function contentRoutes(
  app: FastifyInstance,
  { database, settings, config, clock, sandbox }: AppContext,
): void {
  const { db } = database;

  route(app, api.common.base, async () => {
    const admin = await settings.get();
    return {
      version: 'v1',
      site_name: admin.site_name,
      default_language: config.DEFAULT_LANGUAGE,
      languages: [...languages],
      wss: wsAddress(config.PUBLIC_URL, sandbox?.name),
      server_time: clock(),
      units: { money: 'CNY', usdt: 'USDT' },
      recharge_open: admin.recharge_open,
      withdraw_open: admin.withdraw_open,
      customer_service: admin.customer_service,
      limit_redirect_url: admin.limit_redirect_url,
      agreement_url: admin.agreement_url,
      privacy_url: admin.privacy_url,
      webview_origins: webviewOrigins(admin),
      demo: config.DEMO_MODE,
    };
  });

  route(app, api.common.index, async ({ req }) => {
    const [banners, notices, popup] = await Promise.all([
      repo.banners(db, req.lang),
      repo.noticePage(db, req.lang, 1, 5),
      repo.popup(db, req.lang),
    ]);
    return { banners, notices: notices.list, popup };
  });

  route(app, api.common.noticeList, ({ query, req }) =>
    repo.noticePage(db, req.lang, query.page, query.limit, query.kind),
  );

  route(app, api.common.noticeView, async ({ query, req }) => {
    const notice = await repo.notice(db, req.lang, query.id);
    if (!notice) throw fail.notFound('notice_not_exist');
    return notice;
  });
}
