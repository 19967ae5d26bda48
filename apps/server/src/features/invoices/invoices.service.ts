import { splitGst } from '@amplio/shared/domain/gst-invoice';
import { INVOICE_LIST_LIMITS, INVOICE_MESSAGES } from '@amplio/shared/schemas/invoices';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { FundingRow, SubscriptionChargeRow, TaxInvoiceRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { pageEnvelope } from '../../lib/pagination';
import { isUuid } from '@amplio/shared/domain/uuid';
import type { InvoicesConfig } from './invoices.config';
import * as repo from './invoices.repository';
import { issueSubscriptionInvoice } from './subscription-invoices';
import { invoiceDetail, invoiceSummary } from './invoice-view';
import { writeTaxDocument } from './write-tax-document';

export const FEE_DESCRIPTION = 'Amplio platform fee on campaign funding';

const notFound = () => new AppError({ code: 'not_found', status: 404, message: INVOICE_MESSAGES.notFound });

/**
 * GST tax invoices for Amplio's own charges and credit notes for their refunds (issue 26 §3, CGST Rules 46 and 53).
 * Issued in the transaction of the money movement that causes them, from the amounts the ledger booked, with the
 * parties' details copied in: an issued document never changes.
 */
export function createInvoicesService(deps: { db: Db; config: InvoicesConfig }) {
  const { db, config } = deps;
  const supplier = config.supplier;

  /** The recipient as the brand's billing details say now; place of supply is its state, or the supplier's without one. */
  async function recipientSnapshot(tx: Tx, brandUserId: string) {
    const { company, profileName } = await repo.recipientOf(tx, brandUserId);
    const state = company?.state ?? null;
    return {
      recipientLegalName: company?.legalName ?? profileName ?? 'Brand',
      recipientAddress: company ? `${company.address}, ${company.city} ${company.postalCode}` : null,
      recipientState: state,
      recipientGstin: company?.gstin ?? null,
      // IGST Act s.12(2): the recipient's location when on record, else the supplier's.
      placeOfSupply: state ?? supplier.state,
    };
  }

  /**
   * Issues the tax invoice for a funding's charge (its platform fee and GST as booked), in the charge's transaction,
   * once: a second call returns the first invoice. A funding charged neither fee nor GST gets none.
   */
  async function issueForFunding(input: { tx: Tx; funding: FundingRow; at: Date }): Promise<TaxInvoiceRow | null> {
    const { tx, funding, at } = input;
    const sourceKey = `funding:${funding.id}`;
    const existing = await repo.findBySourceKey(tx, sourceKey);
    if (existing) return existing;
    const { feePaise, gstPaise } = await repo.bookedCharge(tx, funding.id);
    if (feePaise === 0n && gstPaise === 0n) return null;
    const recipient = await recipientSnapshot(tx, funding.brandUserId);
    return writeTaxDocument({
      tx,
      at,
      kind: 'invoice',
      fields: {
        brandUserId: funding.brandUserId,
        sourceType: 'funding',
        sourceId: funding.id,
        sourceKey,
        invoiceId: null,
        ...supplierSnapshot(),
        ...recipient,
        sacCode: config.sacCode,
        description: FEE_DESCRIPTION,
        gstRateBps: funding.gstBps,
      },
      taxablePaise: feePaise,
      gstPaise,
      split: splitGst({ gstPaise, intraState: recipient.placeOfSupply === supplier.state }),
      auditData: { funding_id: funding.id },
    });
  }

  /**
   * Issues a credit note against a funding's invoice for a refund of part or all of its charge (taxable value and GST
   * as the refund booked them), in the refund's transaction, once per `refundKey`. The recipient and the tax split
   * are the invoice's; together, credit notes never give back more than the invoice charged.
   */
  async function issueCreditNote(input: {
    tx: Tx;
    fundingId: string;
    refundKey: string;
    taxablePaise: bigint;
    gstPaise: bigint;
    at: Date;
  }): Promise<TaxInvoiceRow> {
    const { tx, at } = input;
    const sourceKey = `credit:${input.refundKey}`;
    const existing = await repo.findBySourceKey(tx, sourceKey);
    if (existing) return existing;
    const invoice = await repo.findBySourceKey(tx, `funding:${input.fundingId}`);
    if (!invoice) throw new Error(`funding ${input.fundingId} has no invoice to credit`);
    const credited = await repo.creditedOf(tx, invoice.id);
    const invoiceGst = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise;
    if (input.taxablePaise < 0n || input.gstPaise < 0n || input.taxablePaise + input.gstPaise === 0n)
      throw new Error('a credit note must give back a positive amount');
    if (credited.taxablePaise + input.taxablePaise > invoice.taxablePaise || credited.gstPaise + input.gstPaise > invoiceGst)
      throw new Error(`credit notes would give back more than invoice ${invoice.number} charged`);
    return writeTaxDocument({
      tx,
      at,
      kind: 'credit_note',
      fields: {
        brandUserId: invoice.brandUserId,
        sourceType: invoice.sourceType,
        sourceId: invoice.sourceId,
        sourceKey,
        invoiceId: invoice.id,
        supplierLegalName: invoice.supplierLegalName,
        supplierAddress: invoice.supplierAddress,
        supplierState: invoice.supplierState,
        supplierGstin: invoice.supplierGstin,
        recipientLegalName: invoice.recipientLegalName,
        recipientAddress: invoice.recipientAddress,
        recipientState: invoice.recipientState,
        recipientGstin: invoice.recipientGstin,
        placeOfSupply: invoice.placeOfSupply,
        sacCode: invoice.sacCode,
        description: `Refund of the ${FEE_DESCRIPTION.charAt(0).toLowerCase()}${FEE_DESCRIPTION.slice(1)} (invoice ${invoice.number})`,
        gstRateBps: invoice.gstRateBps,
      },
      taxablePaise: input.taxablePaise,
      gstPaise: input.gstPaise,
      split: splitGst({ gstPaise: input.gstPaise, intraState: invoice.placeOfSupply === invoice.supplierState }),
      auditData: { invoice_id: invoice.id },
    });
  }

  function supplierSnapshot() {
    return {
      supplierLegalName: supplier.legalName,
      supplierAddress: supplier.address,
      supplierState: supplier.state,
      supplierGstin: supplier.gstin,
    };
  }

  /** A brand's own document, or 404 (also for another brand's id or a malformed one). */
  async function ownDocument(input: { brandUserId: string; id: string }): Promise<TaxInvoiceRow> {
    if (!isUuid(input.id)) throw notFound();
    const row = await repo.findInvoice(db, input.id);
    if (!row || row.brandUserId !== input.brandUserId) throw notFound();
    return row;
  }

  return {
    issueForFunding,
    /** The tax invoice of a plan charge (decision 045), in the charge's transaction, once per charge. */
    issueForSubscriptionCharge: (input: { tx: Tx; charge: SubscriptionChargeRow; description: string; at: Date }) =>
      issueSubscriptionInvoice({ ...input, config, recipientOf: recipientSnapshot }),
    issueCreditNote,
    ownDocument,

    /** Each funding's invoiced fee and GST and what credit notes already gave back (decision 047); no invoice, no entry. */
    refundableCharges: (input: { db: DbOrTx; fundingIds: string[] }) => repo.refundableCharges(input.db, input.fundingIds),

    /** One page of the brand's documents, newest first (the page envelope of lib/pagination.ts beside `data`). */
    async list(input: { brandUserId: string; fundingId?: string; page?: number; perPage?: number }) {
      const page = input.page ?? 1;
      const perPage = input.perPage ?? INVOICE_LIST_LIMITS.perPage;
      if (input.fundingId !== undefined && !isUuid(input.fundingId))
        return { success: true as const, ...pageEnvelope({ rows: [], total: 0, page, perPage }) };
      const { rows, total } = await repo.listForBrand(db, {
        brandUserId: input.brandUserId,
        fundingId: input.fundingId,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const numbers = await repo.numbersOf(
        db,
        rows.flatMap((r) => (r.invoiceId ? [r.invoiceId] : [])),
      );
      const data = rows.map((r) => invoiceSummary(r, numbers.get(r.invoiceId ?? '') ?? null));
      return { success: true as const, ...pageEnvelope({ rows: data, total, page, perPage }) };
    },

    async get(input: { brandUserId: string; id: string }) {
      const row = await ownDocument(input);
      const numbers = await repo.numbersOf(db, row.invoiceId ? [row.invoiceId] : []);
      return { success: true as const, data: invoiceDetail(row, numbers.get(row.invoiceId ?? '') ?? null) };
    },

    /** The document and the number of the invoice it credits, for the PDF and the printable page. */
    async document(input: { brandUserId: string; id: string }) {
      const row = await ownDocument(input);
      const numbers = await repo.numbersOf(db, row.invoiceId ? [row.invoiceId] : []);
      return invoiceDetail(row, numbers.get(row.invoiceId ?? '') ?? null);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
