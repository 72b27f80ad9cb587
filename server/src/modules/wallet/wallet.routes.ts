import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { readBalance } from './ledger.ts';

export function walletRoutes(app: FastifyInstance, { database }: Deps): void {
  route(app, api.user.balance, ({ user }) => readBalance(database.db, user.id));
}
