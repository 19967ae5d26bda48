/**
 * Money is integer paise (bigint) everywhere inside; rupees as numbers only at the API edge.
 * Both conversions are exact or they throw: a fraction of a paisa is an error, never rounded away.
 */

/**
 * The largest amount (₹10 lakh crore) both ways stay exact: beyond it neighbouring paise amounts in rupees
 * fall closer together than a double can tell apart.
 */
export const MAX_EXACT_PAISE = 10n ** 15n;
const MAX_EXACT = Number(MAX_EXACT_PAISE);

const RUPEES_TEXT = /^-?\d{1,13}(\.\d{1,2})?$/;

/** 1999.5 → 199950n. Throws a RangeError for NaN, infinities, fractions of a paisa and amounts beyond exact range. */
export function rupeesToPaise(rupees: number | string): bigint {
  if (typeof rupees === 'string') {
    const text = rupees.trim();
    if (!RUPEES_TEXT.test(text)) throw new RangeError(`"${rupees}" is not an amount in rupees with at most two decimals`);
    const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
    const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
    if (paise > MAX_EXACT_PAISE) throw new RangeError(`${text} rupees is too large to convert exactly`);
    return text.startsWith('-') ? -paise : paise;
  }
  if (typeof rupees !== 'number' || !Number.isFinite(rupees)) throw new RangeError(`${String(rupees)} is not an amount in rupees`);
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise) > MAX_EXACT) throw new RangeError(`${rupees} rupees is too large to convert exactly`);
  // Exact when `rupees` is the number nearest to some whole count of paise (19.99 is, 10.001 is not).
  if (paise / 100 !== rupees) throw new RangeError(`${rupees} rupees has a fraction of a paisa`);
  return BigInt(paise);
}

/** 199950n → 1999.5. Throws a RangeError when the amount is too large to be exact as a number. */
export function paiseToRupees(paise: bigint): number {
  if (paise > MAX_EXACT_PAISE || paise < -MAX_EXACT_PAISE) {
    throw new RangeError(`${paise} paise is too large to convert exactly`);
  }
  return Number(paise) / 100;
}

/** Whether a number of rupees converts to whole paise exactly. */
export function isWholePaise(rupees: number): boolean {
  try {
    rupeesToPaise(rupees);
    return true;
  } catch {
    return false;
  }
}
