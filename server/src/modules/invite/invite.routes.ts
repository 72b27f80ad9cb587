import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/route.ts';
import { inviteRepository as repo } from './invite.repository.ts';

/** The share page's list: who registered through this user's invite code or link. */
export function inviteRoutes(app: FastifyInstance, { database }: AppContext): void {
  route(app, api.user.inviteList, ({ user, query }) =>
    repo.invitees(database.db, user.id, query.page, query.limit),
  );
}
