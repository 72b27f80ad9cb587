import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/route.ts';
import { recordsRepository } from './records.repository.ts';

/** Balance changes read from the ledger: the asset overview's recent details and the financial records. */
export function recordsRoutes(app: FastifyInstance, { database }: AppContext): void {
  route(app, api.user.assetsRecent, ({ user, query }) =>
    recordsRepository.page(database.db, { userId: user.id, asset: query.asset }, query.page, query.limit),
  );
  route(app, api.user.markList, ({ user, query }) =>
    recordsRepository.page(
      database.db,
      { userId: user.id, asset: query.asset, kind: query.kind },
      query.page,
      query.limit,
    ),
  );
}
