import type { Clock } from '../../../lib/clock';
import type { PaymentsService } from '../payments.service';
import { SIGNATURE_HEADER, signWebhook } from '../webhook-signature';
import { type SandboxPaymentOutcome, sandboxPaymentEvent } from './sandbox-events';

/**
 * Settles a sandbox checkout at once, as if its Pay or Fail button had been pressed and the webhook delivered:
 * the event is signed and goes through the same verification and handling. For the demo seed and scripts
 * that have no queue worker running.
 */
export async function settleSandboxPayment(input: {
  payments: PaymentsService;
  webhookSecret: string;
  clock: Clock;
  funding: { id: string; totalPaise: bigint };
  outcome?: SandboxPaymentOutcome;
}) {
  const at = input.clock.now();
  const body = sandboxPaymentEvent({
    fundingId: input.funding.id,
    totalPaise: input.funding.totalPaise,
    outcome: input.outcome ?? 'captured',
    at,
  });
  const rawBody = Buffer.from(JSON.stringify(body));
  return input.payments.handleWebhook({
    rawBody,
    headers: { [SIGNATURE_HEADER]: signWebhook({ secret: input.webhookSecret, rawBody, at }) },
  });
}
