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

export interface Charges {
  amount: number;
  platformFee: number;
  gst: number;
  total: number;
}

const BASIS_POINTS = 10_000;

export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`A percentage must be between 0 and 100, got ${percent}`);
  return Math.round(percent * 100);
}

/** Rounds value × bps / 10 000 half up, in integers only (no float error on large amounts). */
export function applyBasisPoints(valuePaise: number, bps: number): number {
  const product = BigInt(valuePaise) * BigInt(bps);
  const scale = BigInt(BASIS_POINTS);
  return Number((product * 2n + scale) / (scale * 2n));
}

export function computeCharges(amountPaise: number, rates: ChargeRates): Charges {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    throw new RangeError(`An amount must be a positive whole number of paise, got ${amountPaise}`);
  const platformFee = applyBasisPoints(amountPaise, percentToBasisPoints(rates.platformFeePercent));
  const gst = applyBasisPoints(platformFee, percentToBasisPoints(rates.gstPercent));
  return { amount: amountPaise, platformFee, gst, total: amountPaise + platformFee + gst };
}
