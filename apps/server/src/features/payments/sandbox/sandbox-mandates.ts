import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { sandboxMandates } from '../../../db/schema/index';
import type { Clock } from '../../../lib/clock';
import type { JobQueue } from '../../../lib/jobs/job-queue';
import type { ChargeMandateInput } from '../payment-provider';
import { type SandboxPaymentOutcome, type SandboxWebhookBody, sandboxCheckoutId, sandboxPaymentId } from './sandbox-events';
import { queueSandboxWebhook } from './sandbox-webhooks';

/** The label the brand sees for its sandbox mandate (no real card or bank account is involved). */
export const SANDBOX_MANDATE_LABEL = 'Test mandate · sandbox card ending 4242';
export const SANDBOX_DECLINE_REASON = 'The test mandate declined this charge (sandbox "Decline the next charge" control).';
export const SANDBOX_CHECKOUT_DECLINE_REASON = 'The test card was declined (sandbox "Fail" button).';

export const sandboxMandateId = (reference: string) => `mandate_sbx_${reference.replaceAll('-', '')}`;
export const sandboxMandateCheckoutPath = (chargeId: string) => `/sandbox/mandate-checkout/${chargeId}`;
/** The sandbox's control page of the signed-in brand's mandate (decline its next charge). */
export const SANDBOX_MANDATE_PATH = '/sandbox/mandate';

/**
 * One event per charge and outcome (a subscription charge id is the reference): payment.captured names the mandate
 * on the first charge (the checkout that authorised it), as a provider's token id would.
 */
export function sandboxChargeEvent(input: {
  chargeId: string;
  totalPaise: bigint;
  outcome: SandboxPaymentOutcome;
  at: Date;
  mandateId?: string;
  reason?: string;
}): SandboxWebhookBody {
  const compact = input.chargeId.replaceAll('-', '');
  return {
    id: `evt_sbx_${compact}_${input.outcome}`,
    type: `payment.${input.outcome}`,
    created_at: Math.floor(input.at.getTime() / 1000),
    data: {
      checkout_id: sandboxCheckoutId(input.chargeId),
      payment_id: sandboxPaymentId(input.chargeId),
      reference: input.chargeId,
      amount: Number(input.totalPaise),
      currency: 'INR',
      ...(input.outcome === 'captured' && input.mandateId ? { mandate_id: input.mandateId, method_label: SANDBOX_MANDATE_LABEL } : {}),
      ...(input.outcome === 'failed' ? { reason: input.reason ?? SANDBOX_DECLINE_REASON } : {}),
    },
  };
}

/** Records a mandate the sandbox issued (its checkout's Pay button); nothing if it exists. */
export async function issueSandboxMandate(db: DbOrTx, input: { mandateId: string; userId: string; now: Date }) {
  await db.insert(sandboxMandates).values({ mandateId: input.mandateId, userId: input.userId, createdAt: input.now }).onConflictDoNothing();
}

export async function findSandboxMandate(db: DbOrTx, mandateId: string) {
  const [row] = await db.select().from(sandboxMandates).where(eq(sandboxMandates.mandateId, mandateId));
  return row;
}

/** The test control: the mandate's next charge is declined (once), or not. */
export async function setSandboxDeclineNext(db: DbOrTx, input: { mandateId: string; decline: boolean }) {
  await db.update(sandboxMandates).set({ declineNext: input.decline }).where(eq(sandboxMandates.mandateId, input.mandateId));
}

export interface SandboxRecurring {
  chargeMandate(input: ChargeMandateInput): Promise<{ checkoutId: string }>;
}

/**
 * The sandbox's side of a mandate charge: the outcome arrives as a signed webhook, queued like a checkout's. A
 * mandate with "decline the next charge" set fails this charge and clears the flag; an unknown mandate fails too.
 */
export function createSandboxRecurring(deps: { db: Db; jobs: Pick<JobQueue, 'send'>; clock: Clock; duplicate: boolean }): SandboxRecurring {
  return {
    async chargeMandate(input) {
      const body = await deps.db.transaction(async (tx) => {
        const [mandate] = await tx.select().from(sandboxMandates).where(eq(sandboxMandates.mandateId, input.mandateId)).for('update');
        const decline = !mandate || mandate.declineNext;
        if (mandate?.declineNext)
          await tx.update(sandboxMandates).set({ declineNext: false }).where(eq(sandboxMandates.mandateId, input.mandateId));
        const event = sandboxChargeEvent({
          chargeId: input.reference,
          totalPaise: input.amountPaise,
          outcome: decline ? 'failed' : 'captured',
          at: deps.clock.now(),
          ...(mandate ? {} : { reason: 'The sandbox does not know this mandate.' }),
        });
        await queueSandboxWebhook({ jobs: deps.jobs, tx, body: event, duplicate: deps.duplicate });
        return event;
      });
      return { checkoutId: body.data.checkout_id as string };
    },
  };
}
