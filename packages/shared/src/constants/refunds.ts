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

/**
 * Fees follow the work (issue 26 §3, decision 047): escrow that goes back to a brand takes the platform fee and GST
 * charged on it along, pro rata to the paisa, with a credit note. The Fund dialog and the completion dialog say so.
 */
export const FEES_FOLLOW_THE_WORK = {
  fundDialog:
    'Escrow receives exactly the amount funded. What no creator uses is refunded to you when the campaign completes, and the platform fee and GST charged on that part come back with it, to the paisa, with a credit note.',
  /** The completion dialog, when the server has worked out the figures. */
  completionFigures: (escrow: string, fee: string, gst: string, total: string) =>
    `The ${escrow} no creator has reserved is refunded to you, with the ${fee} platform fee and ${gst} GST charged on it: ${total} in all, with a credit note.`,
  completionAmount: (escrow: string) =>
    `The ${escrow} no creator has reserved is refunded to you, with the platform fee and GST charged on it.`,
  completionNone: 'Any escrow no creator has reserved is refunded to you, with the platform fee and GST charged on it.',
  reservedStays: "Money already reserved stays with the creators' work, and so do its fee and GST.",
} as const;
