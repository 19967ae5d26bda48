import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { alertsRoutes } from './alerts.routes';
import { type AlertsService, createAlertsService } from './alerts.service';

/** The creator's alerts (spec 3 §2.2): built and routed here; review and payouts write them through recordCreatorAlert. */
export async function registerAlerts(app: FastifyInstance, deps: { db: Db; clock: Clock }): Promise<AlertsService> {
  const alerts = createAlertsService(deps);
  await app.register(alertsRoutes, { alerts });
  return alerts;
}
