import { sha256 } from '../../../lib/tokens';
import type { PaymentProvider } from '../payment-provider';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../webhook-signature';
import { parseSandboxEvent, sandboxCheckoutId } from './sandbox-events';
import { type SandboxRecurring, sandboxMandateCheckoutPath } from './sandbox-mandates';

export const sandboxCheckoutPath = (fundingId: string) => `/sandbox/checkout/${fundingId}`;

const shortId = (prefix: string, idempotencyKey: string) => `${prefix}_sbx_${sha256(idempotencyKey).slice(0, 20)}`;

/**
 * The provider that runs inside the app: its checkout is our own page, it confirms through a signed webhook to
 * our own endpoint, and refunds and payouts succeed at once. Ids derive from the inputs, so a retried call with
 * the same idempotency key gets the same answer, as a real provider's would.
 */
export function createSandboxProvider(input: { webhookSecret: string; recurring?: SandboxRecurring }): PaymentProvider {
  return {
    name: 'sandbox',
    testMode: true,
    async createCheckout({ reference }) {
      return { checkoutId: sandboxCheckoutId(reference), checkoutUrl: sandboxCheckoutPath(reference) };
    },
    // The sandbox's page reads the funding's status, so a closed checkout shows as closed; nothing else to do.
    async cancelCheckout() {},
    verifyWebhook({ rawBody, headers, now }) {
      verifyWebhookSignature({ secret: input.webhookSecret, rawBody, header: headers[SIGNATURE_HEADER], now });
      return parseSandboxEvent(rawBody);
    },
    async refund({ idempotencyKey }) {
      return { refundId: shortId('rfnd', idempotencyKey), status: 'processed' };
    },
    async createPayout({ idempotencyKey }) {
      return { payoutId: shortId('pout', idempotencyKey), status: 'queued' };
    },
    async cancelPayout({ payoutId }) {
      return { payoutId, status: 'cancelled' };
    },
    // Recurring mode (decision 045): the checkout is our own page where the brand pays the first period and authorises
    // a mandate; later charges answer by signed webhook. Without a runtime (a bare provider in a test) it has no mandates.
    async createMandateCheckout({ reference }) {
      return { checkoutId: sandboxCheckoutId(reference), checkoutUrl: sandboxMandateCheckoutPath(reference) };
    },
    async chargeMandate(charge) {
      if (!input.recurring) throw new Error('the sandbox provider was built without its recurring runtime');
      return input.recurring.chargeMandate(charge);
    },
  };
}
