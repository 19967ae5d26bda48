/**
 * The campaign report's formulas (issue 27 §3, decision 049). Money in, money out: integer paise; every rate from
 * counts that are known. A figure that cannot be worked out from what is known is null ("–" on screen), never 0.
 */

/** Rounds a non-negative ratio of integers (as bigint) to the nearest whole, halves up. */
const divRound = (numerator: bigint, denominator: bigint) => (numerator * 2n + denominator) / (denominator * 2n);

/** Engagements: likes, comments, shares and saves together. */
export function engagementsOf(m: { likes: number | null; comments: number | null; shares: number | null; saves: number | null }) {
  if (m.likes === null || m.comments === null || m.shares === null || m.saves === null) return null;
  return m.likes + m.comments + m.shares + m.saves;
}

/** Engagement rate: engagements ÷ views × 100, to two decimals; null with no views known or zero views. */
export function engagementRate(engagements: number | null, views: number | null): number | null {
  if (engagements === null || views === null || views <= 0) return null;
  return Number(divRound(BigInt(engagements) * 10_000n, BigInt(views))) / 100;
}

/** The cost of one unit (a view, an engagement, a click) in paise, rounded to the paisa; null with no units known or none at all. */
export function costPer(costPaise: bigint, units: number | null): bigint | null {
  if (units === null || units <= 0) return null;
  return divRound(costPaise, BigInt(units));
}

/** Cost per 1,000 views (CPM), in paise, rounded to the paisa; null with no views known or none at all. */
export function costPerThousand(costPaise: bigint, views: number | null): bigint | null {
  if (views === null || views <= 0) return null;
  return divRound(costPaise * 1000n, BigInt(views));
}

/** Sums counts where at least one is known; null when none is. */
export function sumKnown(values: (number | null)[]): number | null {
  let total: number | null = null;
  for (const v of values) if (v !== null) total = (total ?? 0) + v;
  return total;
}
