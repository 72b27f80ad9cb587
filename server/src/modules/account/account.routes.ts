import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/route.ts';
import { accountService } from './account.service.ts';
import { inviteLink, qrDataUrl } from './invite.ts';
import { recoveryService } from './recovery.service.ts';
import { sessionService } from './session.service.ts';

/** Login, register and recovery are rate-limited per client address. */
const limited = { config: { rateLimit: { max: 20, timeWindow: 60_000 } } };

export function accountRoutes(app: FastifyInstance, deps: AppContext): void {
  const accounts = accountService(deps);
  const recovery = recoveryService(deps);
  const sessions = sessionService(deps);

  route(app, api.user.register, ({ body }) => accounts.register(body), limited);
  route(app, api.user.login, ({ body }) => accounts.login(body), limited);
  route(app, api.user.logout, async ({ user }) => {
    await sessions.revoke(user.sessionId);
    return null;
  });
  route(app, api.user.password, async ({ user, body }) => {
    await accounts.changePassword(user.id, user.sessionId, body.oldpassword, body.password);
    return null;
  });
  route(app, api.user.mpassword, async ({ user, body }) => {
    await accounts.changeFundPassword(user.id, body.oldpassword, body.password);
    return null;
  });
  route(app, api.user.isUsedMpwd, async ({ user }) => ({ used: (await accounts.home(user.id)).mpwd_set }));
  route(app, api.user.home, ({ user }) => accounts.home(user.id));
  route(app, api.user.getMyQrcode, async ({ user }) => {
    const { inviteCode } = await accounts.mustExist(user.id);
    // From configuration only, never the request's Host (see docs/operations.md, Security).
    const link = inviteLink(deps.config.PUBLIC_URL || `http://localhost:${deps.config.PORT}`, inviteCode);
    return { invite_code: inviteCode, link, qrcode: await qrDataUrl(link) };
  });
  route(
    app,
    api.user.findpwdCode,
    ({ body, req }) =>
      recovery.start(body.username, (code) =>
        req.log.info({ username: body.username, code }, 'password recovery code'),
      ),
    limited,
  );
  route(
    app,
    api.user.findpwd,
    async ({ body }) => {
      await recovery.finish(body.username, body.code, body.password);
      return null;
    },
    limited,
  );
}
