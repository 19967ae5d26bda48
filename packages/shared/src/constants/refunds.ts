/**
 * A provider refund of a campaign's unreserved escrow to the brand: pending (the job asks the provider) →
 * processed (the provider, or an operator by hand, returned the money) | failed (the provider kept refusing).
 */
export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** What a refund returns: a campaign's unreserved escrow, a capture that could not land in escrow, or money from suspense. */
export const REFUND_KINDS = ['escrow', 'late_capture', 'suspense'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** Money in suspense: open (waiting for an operator), refunded to the payer, or applied to the funding it was meant for. */
export const SUSPENSE_STATES = ['open', 'refunded', 'applied'] as const;
export type SuspenseState = (typeof SUSPENSE_STATES)[number];
