/**
 * Money is integer paise (bigint) everywhere inside; rupees as numbers only at the API edge.
 * Both conversions are exact or they throw: a fraction of a paisa is an error, never rounded away.
 *
 * `readRupees` is the one reading of an amount in rupees: every money field of every request (through `zRupees` in
 * schemas/money-field.ts) and `rupeesToPaise` use it, so what validation accepts always converts, to the same paise.
 */

/**
 * The largest amount (₹10 lakh crore) both ways stay exact: beyond it neighbouring paise amounts in rupees
 * fall closer together than a double can tell apart.
 */
export const MAX_EXACT_PAISE = 10n ** 15n;
const MAX_EXACT_RUPEES = Number(MAX_EXACT_PAISE / 100n);

/** Rupees written out: digits, optionally a point and more digits. No sign but a leading minus, no spaces, no exponent. */
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Why an amount is not one: absent, not a number at all, a fraction of a paisa, or beyond the exact range. */
export type RupeesRefusal = 'missing' | 'not_a_number' | 'fraction' | 'out_of_range';

export type RupeesReading =
  /** `negative` is the sign as written, so -0 (0 paise) is negative. */
  | { ok: true; paise: bigint; negative: boolean }
  /** `negative` says which end of the range an out_of_range amount is beyond. */
  | { ok: false; reason: RupeesRefusal; negative: boolean };

export interface ReadRupeesOptions {
  /** Also read decimal text ("1999.50", as forms send it). Without it only numbers are amounts. */
  text?: boolean;
}

const refused = (reason: RupeesRefusal, negative = false): RupeesReading => ({ ok: false, reason, negative });

/** Decimal text to paise: at most two decimals, within the exact range. */
function readDecimal(sign: string, whole: string, fraction: string): RupeesReading {
  const negative = sign === '-';
  if (fraction.length > 2) return refused('fraction', negative);
  // More digits than the exact range has: out of range without building a huge BigInt.
  if (whole.replace(/^0+/, '').length > String(MAX_EXACT_RUPEES).length) return refused('out_of_range', negative);
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (paise > MAX_EXACT_PAISE) return refused('out_of_range', negative);
  return { ok: true, paise: negative ? -paise : paise, negative };
}

/**
 * Reads an amount in rupees exactly, or says why it is not one.
 * - A number is whole paise when it is the double nearest to some count of paise: its shortest decimal form
 *   (`String(n)`, what JSON.parse read) has at most two decimals. 19.99 is; 100.0000000001, 99.99999999999999 and
 *   1e-7 are not. NaN and infinities are not numbers; beyond ₹10 lakh crore (1e13) is out of range.
 * - Text (only with `text`) is digits with at most two decimals and an optional leading minus: "100", "100.5",
 *   "100.50". Spaces, "+", exponents ("1e3"), hex ("0x10"), commas ("100,00") and "" are not numbers.
 * - undefined, null and "" are missing; booleans, arrays, objects and anything else are not numbers.
 */
export function readRupees(value: unknown, options: ReadRupeesOptions = {}): RupeesReading {
  if (value === undefined || value === null || value === '') return refused('missing');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return refused('not_a_number');
    const negative = value < 0 || Object.is(value, -0);
    if (Math.abs(value) > MAX_EXACT_RUPEES) return refused('out_of_range', negative);
    // In range, String() writes plain decimals; only tiny magnitudes (1e-7) come out with an exponent: a fraction.
    const match = DECIMAL_TEXT.exec(String(value));
    if (!match) return refused('fraction', negative);
    const reading = readDecimal(match[1]!, match[2]!, match[3] ?? '');
    return reading.ok ? { ...reading, negative } : reading;
  }
  if (typeof value === 'string' && options.text) {
    const match = DECIMAL_TEXT.exec(value);
    return match ? readDecimal(match[1]!, match[2]!, match[3] ?? '') : refused('not_a_number');
  }
  return refused('not_a_number');
}

const REFUSAL_TEXT: Record<RupeesRefusal, string> = {
  missing: 'is not an amount in rupees',
  not_a_number: 'is not an amount in rupees with at most two decimals',
  fraction: 'rupees has a fraction of a paisa',
  out_of_range: 'rupees is too large to convert exactly',
};

/** 1999.5 → 199950n, "19.90" → 1990n. Throws a RangeError for whatever `readRupees` refuses (-0 is 0n). */
export function rupeesToPaise(rupees: number | string): bigint {
  const reading = readRupees(rupees, { text: true });
  if (!reading.ok) {
    const shown = typeof rupees === 'string' ? JSON.stringify(rupees) : String(rupees);
    throw new RangeError(`${shown} ${REFUSAL_TEXT[reading.reason]}`);
  }
  return reading.paise;
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

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise as the app writes rupees in messages: ₹1,18,000, or ₹1,180.50 when there are paise. */
export function formatPaise(paise: bigint): string {
  const rupees = paiseToRupees(paise);
  return paise % 100n === 0n ? wholeRupees.format(rupees) : withPaise.format(rupees);
}
