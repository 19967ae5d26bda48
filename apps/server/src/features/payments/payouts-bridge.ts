import type { PaymentsConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { CreatePayoutInput, PaymentProvider, ProviderPayout } from './payment-provider';
import { providerOrUnavailable } from './payment-provider';
import type { PayoutEventHandler } from './payment-webhooks';
import { type SandboxPayoutOutcome, sandboxPayoutEvent } from './sandbox/sandbox-events';
import { queueSandboxWebhook } from './sandbox/sandbox-webhooks';

/** Default delay between sending a sandbox payout and its webhook. */
export const DEFAULT_SANDBOX_PAYOUT_DELAY_MS = 4000;

/**
 * What the payouts feature (the operator console) needs of the payment provider: send and cancel a payout, learn
 * which provider it is, and receive its payout.* webhooks, which arrive through the one webhook endpoint and are
 * verified and deduplicated by event id there before the registered handler runs in the same transaction.
 */
export function createPayoutsBridge(deps: {
  provider: PaymentProvider | null;
  jobs: Pick<JobQueue, 'send'>;
  clock: Clock;
  config: Partial<Pick<PaymentsConfig, 'sandboxPayoutDelayMs' | 'sandboxDuplicateWebhooks'>>;
}) {
  const { provider, jobs, clock } = deps;
  let handler: PayoutEventHandler | undefined;

  return {
    /** The configured provider's name and whether it is the sandbox; null when payments are off. */
    info(): { name: string; testMode: boolean } | null {
      return provider ? { name: provider.name, testMode: provider.testMode } : null;
    },
    /** The provider's payout for our reference; the same idempotency key again answers the same payout. 503 when payments are off. */
    createPayout(input: CreatePayoutInput): Promise<ProviderPayout> {
      return providerOrUnavailable(provider).createPayout(input);
    },
    cancelPayout(input: { payoutId: string; idempotencyKey: string }): Promise<ProviderPayout> {
      return providerOrUnavailable(provider).cancelPayout(input);
    },
    /** Registers the payouts feature's handler of payout.* webhooks (once, when the app is built). */
    onEvent(next: PayoutEventHandler): void {
      handler = next;
    },
    handler: (): PayoutEventHandler | undefined => handler,
    /**
     * Called in the transaction that marks a payout processing. The sandbox answers the way RazorpayX does, a few
     * seconds later with a signed payout.processed (or payout.failed when `simulate` asks) webhook, as a delayed job
     * written in that transaction; a real provider needs nothing here.
     */
    async afterSent(input: {
      tx: DbOrTx;
      payoutId: string;
      providerPayoutId: string;
      amountPaise: bigint;
      simulate?: SandboxPayoutOutcome;
    }): Promise<void> {
      if (provider?.name !== 'sandbox') return;
      const now = clock.now();
      await queueSandboxWebhook({
        jobs,
        tx: input.tx,
        body: sandboxPayoutEvent({
          payoutId: input.payoutId,
          providerPayoutId: input.providerPayoutId,
          amountPaise: input.amountPaise,
          outcome: input.simulate ?? 'processed',
          at: now,
        }),
        duplicate: deps.config.sandboxDuplicateWebhooks ?? false,
        startAfter: new Date(now.getTime() + (deps.config.sandboxPayoutDelayMs ?? DEFAULT_SANDBOX_PAYOUT_DELAY_MS)),
      });
    },
  };
}

export type PayoutsBridge = ReturnType<typeof createPayoutsBridge>;
