/**
 * Fees follow the work (issue 26 §3, decision 047): when escrow goes back to a brand, the platform fee and GST charged
 * on that part go back with it, pro rata to the paisa, by a cumulative rule. After R of a funding's escrow A has been
 * refunded in all, ⌊charged × R / A⌋ of its charge has been; each refund returns that less what earlier refunds
 * returned. Rounding never accumulates, and refunding all of A returns exactly the whole charge.
 */
export function feeShare(input: {
  /** The fee (or the GST) the funding's invoice charged. */
  chargedPaise: bigint;
  /** The funding's escrow amount, A. */
  escrowPaise: bigint;
  /** The funding's escrow refunded in all, this refund included, R. */
  escrowRefundedPaise: bigint;
  /** What earlier refunds (credit notes) already returned of this charge. */
  alreadyPaise: bigint;
}): bigint {
  const { chargedPaise, escrowPaise, alreadyPaise } = input;
  if (escrowPaise <= 0n || chargedPaise <= 0n) return 0n;
  const refunded = input.escrowRefundedPaise < 0n ? 0n : input.escrowRefundedPaise > escrowPaise ? escrowPaise : input.escrowRefundedPaise;
  const due = (chargedPaise * refunded) / escrowPaise;
  return due > alreadyPaise ? due - alreadyPaise : 0n;
}

/** What a funding's charge has left to refund: the invoice's fee and GST, and what its credit notes gave back. */
export interface RefundableCharge {
  feePaise: bigint;
  gstPaise: bigint;
  creditedFeePaise: bigint;
  creditedGstPaise: bigint;
}

/** The fee and GST to return with `escrowPaise` more of a funding's escrow (after `escrowBeforePaise` already went back). */
export function feeAndGstShare(input: {
  charge: RefundableCharge | null;
  fundingEscrowPaise: bigint;
  escrowBeforePaise: bigint;
  escrowPaise: bigint;
}): { feePaise: bigint; gstPaise: bigint } {
  const { charge } = input;
  if (!charge) return { feePaise: 0n, gstPaise: 0n };
  const after = input.escrowBeforePaise + input.escrowPaise;
  return {
    feePaise: feeShare({
      chargedPaise: charge.feePaise,
      escrowPaise: input.fundingEscrowPaise,
      escrowRefundedPaise: after,
      alreadyPaise: charge.creditedFeePaise,
    }),
    gstPaise: feeShare({
      chargedPaise: charge.gstPaise,
      escrowPaise: input.fundingEscrowPaise,
      escrowRefundedPaise: after,
      alreadyPaise: charge.creditedGstPaise,
    }),
  };
}
