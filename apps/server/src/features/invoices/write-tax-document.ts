import { type GstSplit, indiaDate } from '@amplio/shared/domain/gst-invoice';
import type { Tx } from '../../db/client';
import type { NewTaxInvoiceRow, TaxInvoiceRow } from '../../db/schema/index';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import { takeInvoiceNumber } from './invoice-numbers';
import * as repo from './invoices.repository';

/** What differs between documents: who, what for, and the parties as they stand on it. */
export type TaxDocumentFields = Omit<
  NewTaxInvoiceRow,
  | 'kind'
  | 'series'
  | 'sequence'
  | 'number'
  | 'issuedAt'
  | 'issueDate'
  | 'taxablePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'totalPaise'
  | 'oddPaisaTo'
  | 'reverseCharge'
>;

/**
 * Takes the next number of the kind's series, writes the document with its tax split and total, and audits it, all in
 * the caller's transaction (the money movement's): a document exists exactly when its money moved.
 */
export async function writeTaxDocument(input: {
  tx: Tx;
  at: Date;
  kind: 'invoice' | 'credit_note';
  fields: TaxDocumentFields;
  taxablePaise: bigint;
  gstPaise: bigint;
  split: GstSplit;
  /** What the audit entry names beside the number and total, e.g. `{ funding_id }`. */
  auditData: Record<string, string>;
}): Promise<TaxInvoiceRow> {
  const { tx, at, split } = input;
  const number = await takeInvoiceNumber(tx, { kind: input.kind, at });
  const row = await repo.insertInvoice(tx, {
    ...input.fields,
    kind: input.kind,
    ...number,
    issuedAt: at,
    issueDate: indiaDate(at),
    taxablePaise: input.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    totalPaise: input.taxablePaise + input.gstPaise,
    oddPaisaTo: split.oddPaisaTo,
    reverseCharge: false,
  });
  await recordAudit({
    tx,
    actor: SYSTEM_ACTOR,
    at,
    action: input.kind === 'invoice' ? 'invoice.issued' : 'credit_note.issued',
    entityType: 'tax_invoice',
    entityId: row.id,
    data: { number: row.number, ...input.auditData, total_paise: row.totalPaise.toString() },
  });
  return row;
}
