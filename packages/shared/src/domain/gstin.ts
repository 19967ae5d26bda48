/**
 * India's GSTIN: 15 characters: a 2-digit state code, the holder's 10-character PAN, an entity number (1-9, A-Z),
 * 'Z' by default, and a check character computed over the first 14 by GSTN's mod-36 algorithm (a Luhn mod N over
 * 0-9A-Z): weights alternate 1, 2 from the left; each product adds its quotient and remainder by 36; the check
 * character is (36 - sum mod 36) mod 36.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z][0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character for a GSTIN's first 14 characters (upper case 0-9A-Z), or null for any other input. */
export function gstinCheckCharacter(first14: string): string | null {
  if (!/^[0-9A-Z]{14}$/.test(first14)) return null;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Whether a GSTIN (already trimmed and upper-cased) has the right shape and check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** An Indian PAN (Permanent Account Number): five letters, four digits, a letter (AAAAA9999A). A GSTIN carries one. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
