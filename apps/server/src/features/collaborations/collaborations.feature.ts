import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { AuditActor } from '../audit/audit-log';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import { createSocialAccountsService } from '../social-accounts/social-accounts.service';
import type { BrandCollaborationEvent } from '../notifications/brand-collaboration-notices';
import { collaborationsRoutes } from './collaborations.routes';
import { COLLABORATION_JOBS, type CollaborationsService, createCollaborationsService } from './collaborations.service';

/** Who may work on a campaign (issue 23 §3): access modes, slots, applications and invitations with escrow holds. */
export async function registerCollaborations(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    jobs: JobQueue;
    mail: Pick<MailService, 'enqueue' | 'notify'>;
    ledger: LedgerService;
    appUrl: string;
    secret: string;
    listMembers: (input: { brandUserId: string; listId: string }) => Promise<string[]>;
    refundUnreservedEscrow?: (input: { tx: Tx; campaignId: string; actor: AuditActor }) => Promise<unknown>;
    tellBrand?: (input: { tx: Tx; collaborationId: string; event: BrandCollaborationEvent; at: Date }) => Promise<void>;
  },
): Promise<CollaborationsService> {
  const collaborations = createCollaborationsService({ ...deps, socialAccounts: createSocialAccountsService(deps) });
  // Each run re-reads the offer under its lock, so a run after an answer, or a second run, changes nothing.
  await deps.jobs.work<{ id: string }>(COLLABORATION_JOBS.expire, async (job) => collaborations.expire({ id: String(job.data.id) }));
  await deps.jobs.work<{ id: string }>(COLLABORATION_JOBS.lapse, async (job) => collaborations.lapse({ id: String(job.data.id) }));
  await deps.jobs.work<{ id: string }>(COLLABORATION_JOBS.expiryWarning, async (job) => {
    await collaborations.warnBeforeExpiry({ id: String(job.data.id) });
    deps.mail.notify();
  });
  await deps.jobs.work(COLLABORATION_JOBS.sweep, async () => void (await collaborations.sweepDue()));
  await deps.jobs.schedule({ name: COLLABORATION_JOBS.sweep, cron: '*/10 * * * *' });
  await app.register(collaborationsRoutes, { collaborations, db: deps.db, clock: deps.clock });
  return collaborations;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Invitations and applications: tests run its expiry sweep through it. */
    collaborations: CollaborationsService;
  }
}
