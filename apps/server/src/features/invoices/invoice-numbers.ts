import { sql } from 'drizzle-orm';
import { financialYearLabel } from '@amplio/shared/domain/gst-invoice';
import type { InvoiceKind } from '@amplio/shared/schemas/invoices';
import type { Tx } from '../../db/client';
import { invoiceSeries } from '../../db/schema/index';

/** Each kind's series prefix: `AMP/26-27/000123` for invoices, `ACN/26-27/000001` for credit notes (16 characters). */
export const SERIES_PREFIX: Record<InvoiceKind, string> = { invoice: 'AMP', credit_note: 'ACN' };
const DIGITS = 6;
/** CGST Rule 46(b): a serial of at most 16 characters. */
export const MAX_NUMBER_LENGTH = 16;

export interface InvoiceNumber {
  series: string;
  sequence: number;
  number: string;
}

/**
 * Takes the next number of the kind's series for the financial year (India time) of `at`: the series' counter row
 * is created or incremented in one statement, which locks it until the caller's transaction ends. Numbers are thus
 * consecutive without gaps: a second charge waits for the first to commit, and a rolled-back one frees its number.
 * Lock order: the last lock of a money path, after the ledger's accounts (lib/money-locks.ts).
 */
export async function takeInvoiceNumber(tx: Tx, input: { kind: InvoiceKind; at: Date }): Promise<InvoiceNumber> {
  const series = `${SERIES_PREFIX[input.kind]}/${financialYearLabel(input.at)}`;
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSeries.series,
      set: { lastNumber: sql`${sql.identifier('invoice_series')}.${sql.identifier('last_number')} + 1` },
    })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  const sequence = row!.lastNumber;
  const number = `${series}/${String(sequence).padStart(DIGITS, '0')}`;
  if (number.length > MAX_NUMBER_LENGTH)
    throw new Error(`invoice series ${series} is full: ${number} is longer than ${MAX_NUMBER_LENGTH} characters`);
  return { series, sequence, number };
}
