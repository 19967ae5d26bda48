import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { salesLeadsRoutes } from './sales-leads.routes';
import { createSalesLeadsService } from './sales-leads.service';

/** Contact sales and the operator's Enterprise action (issue 26 §2). */
export async function registerSalesLeads(app: FastifyInstance, deps: { db: Db; clock: Clock; limiter: RateLimiter }) {
  const leads = createSalesLeadsService(deps);
  await app.register(salesLeadsRoutes, { leads, db: deps.db, clock: deps.clock });
  return leads;
}
