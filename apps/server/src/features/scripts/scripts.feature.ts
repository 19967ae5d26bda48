import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CollaborationsService } from '../collaborations/collaborations.service';
import type { LedgerService } from '../ledger/ledger.service';
import { createSocialAccountsService } from '../social-accounts/social-accounts.service';
import { scriptsRoutes } from './scripts.routes';
import { createScriptsService, type ScheduleScriptDecision, type ScriptsService } from './scripts.service';

/** Builds the scripts service and registers its routes. */
export async function registerScripts(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    ledger: LedgerService;
    collaborations?: Pick<CollaborationsService, 'claimForScript'>;
    /** Issue 28 §1: a script sent to the brand for approval waits with the same countdown as a video. */
    scheduleAutoDecision?: ScheduleScriptDecision;
  },
): Promise<ScriptsService> {
  const scripts = createScriptsService({ ...deps, socialAccounts: createSocialAccountsService(deps) });
  await app.register(scriptsRoutes, { scripts, db: deps.db, clock: deps.clock });
  return scripts;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Scripts: the demo seed saves the demo creator's script through it. */
    scripts: ScriptsService;
  }
}
