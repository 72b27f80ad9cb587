import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { balanceReader } from './balance-cache.ts';

export function walletRoutes(app: FastifyInstance, { database }: Deps): void {
  const balanceOf = balanceReader(database);
  route(app, api.user.balance, ({ user, req }) => balanceOf(user.id, req.commitsSeen));
}
