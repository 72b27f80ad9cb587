import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/route.ts';
import { exchangeService } from './exchange.service.ts';

export function exchangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const exchange = exchangeService(ctx);
  route(app, api.user.exchangeConfig, () => exchange.quote());
  route(app, api.user.exchange, ({ user, body }) => exchange.exchange(user.id, body));
  route(app, api.user.exchangeList, ({ user, body }) => exchange.list(user.id, body));
}
