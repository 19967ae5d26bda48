import { z } from 'zod';
import { paiseToRupees, readRupees, rupeesToPaise } from '../domain/money';

/** What a money field answers for each way an amount can be wrong: the field's own words. */
export interface RupeesMessages {
  /** Nothing sent: undefined, null or "". */
  required: string;
  /** Not a number: a wrong type, NaN, an infinity, text that is not plain decimals (or any text where none is read). */
  invalid: string;
  /** A fraction of a paisa (of a rupee, for a field in whole rupees). */
  fraction: string;
  /** Below the minimum, negative amounts and -0 included. */
  min: string;
  /** Above the maximum, however large. */
  max: string;
  /** When given, answers for zero and below (-0 included) instead of `min`. */
  notPositive?: string;
}

export interface RupeesFieldOptions {
  /** Rupees, inclusive; each must itself be whole paise. */
  min: number;
  max: number;
  /** Also read decimal text ("2500", "2500.50"): for fields that browser forms and multipart parts send as strings. */
  text?: boolean;
  /** Whole rupees only (withdrawals): a fraction of a rupee answers `fraction`. */
  wholeRupees?: boolean;
  messages: RupeesMessages;
}

/**
 * A money field in rupees. It reads the value with `readRupees` (domain/money.ts), the same function `rupeesToPaise`
 * uses, so an amount it accepts always converts to paise exactly. The parsed value is the number of rupees nearest
 * to those paise (what `paiseToRupees` gives).
 *
 * What it answers, in this order: missing → `required`; not a number → `invalid`; a minus sign (-0 too) → `notPositive`
 * or `min`; beyond ₹10 lakh crore → `max`; a fraction of a paisa (or rupee) → `fraction`; zero with `notPositive` →
 * `notPositive`; below `min` → `min`; above `max` → `max`. Optional fields wrap it (`.optional()` after turning blanks
 * into undefined).
 */
export function zRupees(options: RupeesFieldOptions) {
  const { messages: m } = options;
  const minPaise = rupeesToPaise(options.min);
  const maxPaise = rupeesToPaise(options.max);
  if (minPaise < 0n || maxPaise < minPaise) throw new RangeError(`zRupees: bad range ${options.min} … ${options.max}`);

  const messageFor = (value: unknown): string | bigint => {
    const reading = readRupees(value, { text: options.text });
    if (!reading.ok && reading.reason === 'missing') return m.required;
    if (!reading.ok && reading.reason === 'not_a_number') return m.invalid;
    if (reading.negative) return m.notPositive ?? m.min;
    if (!reading.ok) return reading.reason === 'fraction' ? m.fraction : m.max;
    const { paise } = reading;
    if (options.wholeRupees && paise % 100n !== 0n) return m.fraction;
    if (paise === 0n && m.notPositive) return m.notPositive;
    if (paise < minPaise) return m.min;
    if (paise > maxPaise) return m.max;
    return paise;
  };

  // The number schema after the reading only documents the field (OpenAPI): every value reaching it is within range
  // and whole paise (the test proves each passes).
  const documented = options.wholeRupees ? z.number().int() : z.number().multipleOf(0.01);
  return z.preprocess((value, ctx) => {
    const result = messageFor(value);
    if (typeof result === 'bigint') return paiseToRupees(result);
    ctx.addIssue({ code: 'custom', message: result, input: value });
    return z.NEVER;
  }, documented.min(options.min).max(options.max));
}
