/**
 * The calendar of a plan and the proration of an upgrade (decision 045), in integer paise and milliseconds.
 */

/**
 * One month later, at the same UTC time of day: the same day of the month, or the next month's last day when it has
 * fewer days (31 January → 28 or 29 February).
 */
export function addMonth(from: Date): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth();
  const lastDay = new Date(Date.UTC(y, m + 2, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m + 1,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/**
 * An upgrade at `at` starts a new period on the new plan at once, and credits the unused part of the old one:
 *
 *   credit = old price × remaining ÷ period, rounded half up to the paisa (remaining and period in milliseconds)
 *   charge = new price − credit
 *
 * e.g. Starter ₹41,999 → Growth ₹83,999 ten days into a 30-day period: credit = 4,199,900 × 20/30 = 2,799,933.33 →
 * 2,799,933 paise; charge = 8,399,900 − 2,799,933 = 5,599,967 paise (₹55,999.67), before GST.
 */
export function prorateUpgrade(input: { oldPricePaise: bigint; newPricePaise: bigint; periodStart: Date; periodEnd: Date; at: Date }): {
  creditPaise: bigint;
  amountPaise: bigint;
} {
  const period = BigInt(Math.max(input.periodEnd.getTime() - input.periodStart.getTime(), 0));
  const left = BigInt(Math.min(Math.max(input.periodEnd.getTime() - input.at.getTime(), 0), Number(period)));
  const creditPaise = period === 0n ? 0n : (input.oldPricePaise * left * 2n + period) / (period * 2n);
  return { creditPaise, amountPaise: input.newPricePaise - creditPaise };
}
