import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { trackedLinksRoutes } from './tracked-links.routes';
import { createTrackedLinksService, type TrackedLinksService } from './tracked-links.service';

/**
 * Builds the tracked links, registers `/r/{code}`, starts the click counter's flush timer and writes what it holds
 * when the app closes (before the database does).
 */
export async function registerTrackedLinks(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; appUrl: string },
): Promise<TrackedLinksService> {
  const links = createTrackedLinksService({ ...deps, logger: app.log });
  links.counter.start();
  app.addHook('onClose', () => links.counter.stop());
  await app.register(trackedLinksRoutes, { links });
  return links;
}
