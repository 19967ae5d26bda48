/** The job queues of the payments feature. */
export const PAYMENT_JOBS = {
  /** Sends one provider refund (payment_refunds row); retried with backoff until the provider accepts it. */
  refund: 'payments.refund',
  /** Dead letter of `refund`: the provider kept refusing; the row is marked failed for an operator. */
  refundFailed: 'payments.refund-failed',
  /** Closes a checkout left open too long (expired) and cancels it at the provider. */
  checkoutExpire: 'payments.checkout-expire',
  /** Cancels a closed checkout at the provider (after the brand cancels it, or the campaign ends). */
  checkoutCancel: 'payments.checkout-cancel',
  /** The sandbox delivering one signed webhook to our own endpoint, as a provider would. */
  sandboxWebhook: 'payments.sandbox-webhook',
} as const;

export const REFUND_RETRY_LIMIT = 10;
export const WEBHOOK_RETRY_LIMIT = 8;
