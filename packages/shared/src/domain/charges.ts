/**
 * What a brand pays to fund a campaign: the amount escrow receives, a platform fee on it, and GST on that fee.
 * Everything is integer paise. Percentages are read to two decimals (basis points), and each derived figure is
 * rounded half up to the paisa: the fee from the amount, then the GST from the rounded fee, so the receipt's lines
 * always add up to its total.
 */
export interface ChargeRates {
  platformFeePercent: number;
  gstPercent: number;
}

/** Paise, as bigint like every amount inside the app (rupeesToPaise / paiseToRupees convert at the edge). */
export interface Charges {
  amount: bigint;
  platformFee: bigint;
  gst: bigint;
  total: bigint;
}

const BASIS_POINTS = 10_000n;

export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`A percentage must be between 0 and 100, got ${percent}`);
  return Math.round(percent * 100);
}

/** Rounds value × bps / 10 000 half up, in integers only (no float error on large amounts). */
export function applyBasisPoints(valuePaise: bigint, bps: number): bigint {
  return (valuePaise * BigInt(bps) * 2n + BASIS_POINTS) / (BASIS_POINTS * 2n);
}

export function computeCharges(amountPaise: bigint, rates: ChargeRates): Charges {
  if (amountPaise <= 0n) throw new RangeError(`An amount must be a positive whole number of paise, got ${amountPaise}`);
  const platformFee = applyBasisPoints(amountPaise, percentToBasisPoints(rates.platformFeePercent));
  const gst = applyBasisPoints(platformFee, percentToBasisPoints(rates.gstPercent));
  return { amount: amountPaise, platformFee, gst, total: amountPaise + platformFee + gst };
}
