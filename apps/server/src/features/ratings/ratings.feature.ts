import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ratingsRoutes } from './ratings.routes';
import { createRatingsService, type RatingsService } from './ratings.service';

/** Ratings in both directions after a completed collaboration (issue 23 §4). */
export async function registerRatings(app: FastifyInstance, deps: { db: Db; clock: Clock }): Promise<RatingsService> {
  const ratings = createRatingsService(deps);
  await app.register(ratingsRoutes, { ratings });
  return ratings;
}
