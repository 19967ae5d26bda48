/** Who holds money. Only `external` (the outside world: payment provider and bank) may go below zero. */
export const LEDGER_ACCOUNT_KINDS = [
  'external',
  'campaign_escrow',
  'script_reservation',
  'creator_wallet',
  'payouts_pending',
  'platform_revenue',
  'tax_payable',
  /** Money on its way back to a payer: escrow refunds and late captures, until the provider confirms the refund. */
  'refunds_pending',
  /** Money received that matches no open checkout (an amount that differs, an unknown order), until an operator refunds or applies it. */
  'suspense',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Accounts that exist once for the whole platform: their owner id is null. */
export const PLATFORM_ACCOUNT_KINDS = [
  'external',
  'platform_revenue',
  'tax_payable',
  'refunds_pending',
  'suspense',
] as const satisfies readonly LedgerAccountKind[];

/** Accounts that belong to a campaign: their campaign id is set. */
export const CAMPAIGN_ACCOUNT_KINDS = ['campaign_escrow', 'script_reservation'] as const satisfies readonly LedgerAccountKind[];

export const TRANSFER_KINDS = [
  'funding',
  'platform_fee',
  'gst',
  'reservation',
  'release',
  'reservation_refund',
  'escrow_refund',
  'withdrawal',
  'payout_settled',
  'payout_failed',
  'fee_refund',
  'gst_refund',
  /** The provider confirmed a refund (or an operator returned it by hand): it leaves refunds pending. */
  'refund_settled',
  /** A capture that may not land in escrow (a closed checkout paid late, or over the budget): all of it waits to be refunded. */
  'late_capture',
  /** A capture that differs from its checkout, or names no checkout: held until an operator decides. */
  'suspense_in',
  /** An operator refunds money held in suspense. */
  'suspense_refund',
  /** An operator applies money held in suspense to the funding it was meant for: escrow, fee and GST. */
  'suspense_funding',
  'suspense_fee',
  'suspense_gst',
  /** A brand's plan charge (a subscription, a renewal or an upgrade's difference): the price, then its GST. */
  'subscription_charge',
  'subscription_gst',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * The only way each kind of transfer may move money: [debit account kind, credit account kind].
 * The ledger refuses any other pair, so a caller cannot, say, pay a wallet straight from escrow.
 */
export const TRANSFER_ROUTES = {
  funding: ['external', 'campaign_escrow'],
  platform_fee: ['external', 'platform_revenue'],
  gst: ['external', 'tax_payable'],
  reservation: ['campaign_escrow', 'script_reservation'],
  release: ['script_reservation', 'creator_wallet'],
  reservation_refund: ['script_reservation', 'campaign_escrow'],
  escrow_refund: ['campaign_escrow', 'refunds_pending'],
  withdrawal: ['creator_wallet', 'payouts_pending'],
  payout_settled: ['payouts_pending', 'external'],
  payout_failed: ['payouts_pending', 'creator_wallet'],
  /** The platform fee and GST charged on escrow that goes back to the brand, refunded with it pro rata (issue 26 §3). */
  fee_refund: ['platform_revenue', 'refunds_pending'],
  gst_refund: ['tax_payable', 'refunds_pending'],
  refund_settled: ['refunds_pending', 'external'],
  late_capture: ['external', 'refunds_pending'],
  suspense_in: ['external', 'suspense'],
  suspense_refund: ['suspense', 'refunds_pending'],
  suspense_funding: ['suspense', 'campaign_escrow'],
  suspense_fee: ['suspense', 'platform_revenue'],
  suspense_gst: ['suspense', 'tax_payable'],
  subscription_charge: ['external', 'platform_revenue'],
  subscription_gst: ['external', 'tax_payable'],
} as const satisfies Record<TransferKind, readonly [LedgerAccountKind, LedgerAccountKind]>;

/** The transfers that settle a script reservation; each reservation is settled at most once. */
export const RESERVATION_SETTLEMENT_KINDS = ['release', 'reservation_refund'] as const satisfies readonly TransferKind[];

/** The thing a transfer belongs to. */
export const LEDGER_REF_TYPES = ['campaign', 'funding', 'script', 'payout', 'refund', 'suspense_item', 'subscription_charge'] as const;
export type LedgerRefType = (typeof LEDGER_REF_TYPES)[number];

export const LEDGER_MESSAGES = {
  insufficientFunds: 'There is not enough money available for this. Nothing was charged or moved.',
  reservationSettled: 'This reservation has already been released or refunded.',
  reservationExists: 'Money is already reserved for this script.',
  idempotencyKeyReused: 'This payment reference was already used for a different amount or purpose.',
} as const;
