import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { LedgerService } from '../ledger/ledger.service';
import { ACCOUNT_EXPORT_JOBS, createAccountExport } from './account-export';
import { createAccountDeletion } from './account-deletion';
import { accountRoutes } from './account.routes';
import { type AccountSessions, createAccountService } from './account.service';

/**
 * Issue 25 §1: the account settings both kinds of account share: name, e-mail (with a code), password, sessions,
 * "Export my data" (a pg-boss job) and deletion (refused while the ledger holds money for the account).
 */
export async function registerAccount(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock' | 'storage' | 'jobs' | 'mail' | 'verification' | 'limiter' | 'config'> & {
    ledger: LedgerService;
    sessions: AccountSessions;
  },
) {
  const { db, clock, storage, jobs, mail, ledger, sessions } = deps;
  const account = createAccountService({ db, clock, mail, verification: deps.verification, sessions, appUrl: deps.config.appUrl });
  const deletion = createAccountDeletion({ db, clock, storage, ledger, account, sessions, logger: app.log });
  const exports = createAccountExport({
    db,
    clock,
    storage,
    jobs,
    mail,
    ledger,
    secret: deps.config.appSecret,
    appUrl: deps.config.appUrl,
  });
  await jobs.work<{ id: string }>(ACCOUNT_EXPORT_JOBS.build, (job) => exports.build({ id: String(job.data.id) }));
  await jobs.work<{ id: string }>(ACCOUNT_EXPORT_JOBS.expire, (job) => exports.expire({ id: String(job.data.id) }));
  await app.register(accountRoutes, { account, deletion, exports, limiter: deps.limiter });
  return { account, exports };
}
