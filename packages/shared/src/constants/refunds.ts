/**
 * A provider refund of a campaign's unreserved escrow to the brand: pending (the job asks the provider) →
 * processed (the provider, or an operator by hand, returned the money) | failed (the provider kept refusing).
 */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
