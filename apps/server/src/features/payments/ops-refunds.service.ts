import type { RefundState } from '@amplio/shared/constants/refunds';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { isUuid } from '@amplio/shared/domain/uuid';
import {
  OPS_REFUND_MESSAGES,
  type TOpsRefund,
  type TOpsRefundResponse,
  type TOpsRefundsResponse,
} from '@amplio/shared/schemas/ops-refunds';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AuditLogRow, PaymentRefundRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { pageEnvelope } from '../../lib/pagination';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { PaymentProvider } from './payment-provider';
import type { PaymentRefunds } from './payment-refunds';
import { PAYMENT_JOBS, REFUND_RETRY_LIMIT } from './payment-jobs';
import * as paymentsRepo from './payments.repository';
import * as repo from './ops-refunds.repository';

const M = OPS_REFUND_MESSAGES;
const notFound = () => new AppError({ code: 'refund_not_found', status: 404, message: M.notFound });
const notFailed = (status: RefundState) => new AppError({ code: 'refund_not_failed', status: 409, message: M.notFailed(status) });
const notOpen = (status: RefundState) => new AppError({ code: 'refund_not_open', status: 409, message: M.notOpen(status) });

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

function noteOf(line: AuditLogRow): string | null {
  const reference = text(line.data.reference);
  return reference ? `Reference ${reference}` : text(line.data.reason);
}

/** Why the refund last failed: the reason on the newest refund.failed line (a webhook's carries none: the provider said so). */
function failureReasonOf(trail: AuditLogRow[]): string | null {
  const failed = trail.filter((line) => line.action === 'refund.failed').at(-1);
  return failed ? (text(failed.data.reason) ?? M.providerFailed) : null;
}

function opsView(row: repo.RefundWithBrand, trail: AuditLogRow[]): TOpsRefund {
  return {
    id: row.id,
    kind: row.kind,
    amount: paiseToRupees(row.amountPaise),
    platform_fee: paiseToRupees(row.feePaise),
    gst: paiseToRupees(row.gstPaise),
    status: row.status,
    reason: row.reason,
    campaign: row.campaignId ? { id: row.campaignId, product_name: row.productName } : null,
    brand: row.brandUserId ? { id: row.brandUserId, name: row.brandName ?? '', email: row.brandEmail ?? '' } : null,
    funding_id: row.fundingId,
    provider_payment_id: row.providerPaymentId,
    provider_refund_id: row.providerRefundId,
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
    failure_reason: failureReasonOf(trail),
    settled_reference: row.settledReference,
    events: trail.map((line) => ({ action: line.action, at: line.occurredAt.toISOString(), actor: line.actorRole, note: noteOf(line) })),
  };
}

/**
 * The operator's side of refunds. When a refund is decided (a campaign's unreserved escrow, a payment refunded in
 * full, money refunded from suspense), its money moves into refunds pending and a job asks the provider
 * (payment-refunds.ts); a refund the provider keeps refusing ends `failed`, its money still in refunds pending, so an
 * operator either sends it to the provider again or records that they returned it by hand.
 */
export function createOpsRefundsService(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  /** Throws 503 when payments are off: a retry would wait for a provider that is not there. */
  requireProvider: () => PaymentProvider;
  /** Marks a refund processed and moves its money out of refunds pending (payment-refunds.ts). */
  confirmRefund: PaymentRefunds['confirmRefund'];
}) {
  const { db, clock, jobs } = deps;

  async function viewOf(tx: DbOrTx, id: string): Promise<TOpsRefund> {
    const row = await repo.findRefundWithBrand(tx, id);
    if (!row) throw notFound();
    return opsView(row, (await repo.findAuditTrails(tx, [id])).get(id) ?? []);
  }

  /** One page of refunds of a status (pending and failed oldest first, processed latest first), with the counts per status. */
  async function list(input: { status: RefundState; page: number; perPage: number }): Promise<TOpsRefundsResponse> {
    const [rows, counts] = await Promise.all([
      repo.listRefunds(db, { status: input.status, limit: input.perPage, offset: (input.page - 1) * input.perPage }),
      repo.countByStatus(db),
    ]);
    const trails = await repo.findAuditTrails(
      db,
      rows.map((row) => row.id),
    );
    return {
      success: true,
      data: pageEnvelope({
        rows: rows.map((row) => opsView(row, trails.get(row.id) ?? [])),
        total: counts[input.status],
        page: input.page,
        perPage: input.perPage,
      }),
      counts,
    };
  }

  /** Runs an operator's change on the locked refund (a second click or a parallel one waits, then finds it changed) and answers its new view. */
  async function operatorChange(
    refundId: string,
    change: (tx: Tx, refund: PaymentRefundRow, now: Date) => Promise<void>,
    message: string,
  ): Promise<TOpsRefundResponse> {
    if (!isUuid(refundId)) throw notFound();
    return answerWithEffect(db, async (tx) => {
      const refund = await paymentsRepo.lockRefund(tx, refundId);
      if (!refund) throw notFound();
      await change(tx, refund, clock.now());
      return { success: true as const, message, data: await viewOf(tx, refundId) };
    });
  }

  /**
   * Sends a failed refund to the provider again: back to pending, and the refund job queued in the same transaction.
   * The job sends the row's own idempotency key, the one every earlier attempt sent, so a provider that did refund
   * after all (its answer lost, its webhook late) answers with that refund instead of paying the brand twice.
   */
  function retry(input: { refundId: string; actor: AuditActor }): Promise<TOpsRefundResponse> {
    deps.requireProvider();
    return operatorChange(
      input.refundId,
      async (tx, refund, now) => {
        if (refund.status !== 'failed') throw notFailed(refund.status);
        await paymentsRepo.updateRefund(tx, refund.id, { status: 'pending', processedAt: null });
        // A job of this refund still waiting or running would send the same request: the singleton key keeps it to one.
        const jobId = await jobs.send({
          tx,
          name: PAYMENT_JOBS.refund,
          data: { refundId: refund.id },
          singletonKey: refund.id,
          retryLimit: REFUND_RETRY_LIMIT,
        });
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'refund.retried',
          entityType: repo.REFUND_ENTITY,
          entityId: refund.id,
          data: { from: refund.status, idempotency_key: refund.idempotencyKey, job_id: jobId },
        });
      },
      M.retried,
    );
  }

  /**
   * Records that an operator returned the money by hand (a bank transfer to the brand): the refund becomes processed
   * with the bank's reference, and its money leaves refunds pending (refund_settled), where it waited since the refund
   * was decided. A pending refund may be settled too (the job then finds it closed and stops).
   */
  function settle(input: { refundId: string; reference: string; actor: AuditActor }): Promise<TOpsRefundResponse> {
    return operatorChange(
      input.refundId,
      async (tx, refund, now) => {
        if (refund.status === 'processed') throw notOpen(refund.status);
        await deps.confirmRefund(tx, refund, {
          actor: input.actor,
          now,
          action: 'refund.settled_manually',
          data: { reference: input.reference },
          settledReference: input.reference,
        });
      },
      M.settled,
    );
  }

  return { list, retry, settle };
}

export type OpsRefundsService = ReturnType<typeof createOpsRefundsService>;
