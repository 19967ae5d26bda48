/** A creator's withdrawal, from request to the bank: pending (waiting for an operator) → processing (sent to the provider) → paid | failed. */
export const PAYOUT_STATES = ['pending', 'processing', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** Spec 3 §3 "Withdrawal request": payment_method. */
export const PAYOUT_METHODS = ['upi', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Who recorded a payout's status change. */
export const PAYOUT_EVENT_SOURCES = ['creator', 'operator', 'provider', 'system'] as const;
export type PayoutEventSource = (typeof PAYOUT_EVENT_SOURCES)[number];

/** Spec 3 §9: the minimum withdrawal, in rupees. */
export const MIN_WITHDRAWAL_RUPEES = 100;
