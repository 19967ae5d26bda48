import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CreatorProfileService } from '../creator-search/creator-profile.service';
import { creatorListsRoutes } from './creator-lists.routes';
import { createCreatorListsService } from './creator-lists.service';

/** Brands' saved lists of creators (issue 23 §3). */
export async function registerCreatorLists(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; creators: Pick<CreatorProfileService, 'rowsOf'> },
) {
  const lists = createCreatorListsService(deps);
  await app.register(creatorListsRoutes, { lists });
  return lists;
}
