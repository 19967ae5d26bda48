/**
 * What a GST tax invoice needs beyond the amounts the ledger booked (issue 26 §3): the Indian financial year of a
 * moment, and the split of the GST into CGST + SGST (supplier and recipient in one state) or IGST (otherwise).
 */

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date of a moment in India, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The Indian financial year (1 April to 31 March, India time) a moment falls in, as invoice series write it:
 * "26-27" for 1 April 2026 to 31 March 2027.
 */
export function financialYearLabel(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 3 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export interface GstSplit {
  cgstPaise: bigint;
  sgstPaise: bigint;
  igstPaise: bigint;
  /** Which half took the odd paisa when GST in paise is odd and split into CGST + SGST; null when none was odd. */
  oddPaisaTo: 'cgst' | null;
}

/**
 * Splits the GST already charged (in paise) without changing its total: IGST takes all of it between states; within
 * one state CGST and SGST take half each (9 % + 9 % of 18 %), and an odd paisa goes to CGST.
 */
export function splitGst(input: { gstPaise: bigint; intraState: boolean }): GstSplit {
  const { gstPaise } = input;
  if (gstPaise < 0n) throw new RangeError('GST cannot be negative');
  if (!input.intraState) return { cgstPaise: 0n, sgstPaise: 0n, igstPaise: gstPaise, oddPaisaTo: null };
  const sgstPaise = gstPaise / 2n;
  const cgstPaise = gstPaise - sgstPaise;
  return { cgstPaise, sgstPaise, igstPaise: 0n, oddPaisaTo: cgstPaise === sgstPaise ? null : 'cgst' };
}
