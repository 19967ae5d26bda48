import { and, eq, inArray } from 'drizzle-orm';
import { splitGst } from '@amplio/shared/domain/gst-invoice';
import type { DbOrTx, Tx } from '../../db/client';
import { ledgerTransfers, type SubscriptionChargeRow, type TaxInvoiceRow } from '../../db/schema/index';
import type { InvoicesConfig } from './invoices.config';
import * as repo from './invoices.repository';
import { writeTaxDocument } from './write-tax-document';

/** The price and GST the ledger booked for a plan charge: the invoice states exactly these, never a recomputation. */
export async function bookedSubscriptionCharge(db: DbOrTx, chargeId: string): Promise<{ pricePaise: bigint; gstPaise: bigint }> {
  const rows = await db
    .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amountPaise })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.refType, 'subscription_charge'),
        eq(ledgerTransfers.refId, chargeId),
        inArray(ledgerTransfers.kind, ['subscription_charge', 'subscription_gst']),
      ),
    );
  let pricePaise = 0n;
  let gstPaise = 0n;
  for (const r of rows) {
    if (r.kind === 'subscription_charge') pricePaise += r.amount;
    else gstPaise += r.amount;
  }
  return { pricePaise, gstPaise };
}

/** The recipient's details as the invoices service copies them onto a document. */
export interface InvoiceRecipient {
  recipientLegalName: string;
  recipientAddress: string | null;
  recipientState: string | null;
  recipientGstin: string | null;
  placeOfSupply: string;
}

/**
 * The tax invoice of a plan charge (issue 26 §2 and §3, decisions 043 and 045), in the charge's transaction, once per
 * charge: its taxable value and GST are what the ledger booked, its description names the plan and the period.
 */
export async function issueSubscriptionInvoice(input: {
  tx: Tx;
  charge: SubscriptionChargeRow;
  description: string;
  at: Date;
  config: InvoicesConfig;
  recipientOf: (tx: Tx, brandUserId: string) => Promise<InvoiceRecipient>;
}): Promise<TaxInvoiceRow | null> {
  const { tx, charge, at, config } = input;
  const sourceKey = `subscription_charge:${charge.id}`;
  const existing = await repo.findBySourceKey(tx, sourceKey);
  if (existing) return existing;
  const { pricePaise, gstPaise } = await bookedSubscriptionCharge(tx, charge.id);
  if (pricePaise === 0n && gstPaise === 0n) return null;
  const recipient = await input.recipientOf(tx, charge.userId);
  return writeTaxDocument({
    tx,
    at,
    kind: 'invoice',
    fields: {
      brandUserId: charge.userId,
      sourceType: 'subscription_charge',
      sourceId: charge.id,
      sourceKey,
      invoiceId: null,
      supplierLegalName: config.supplier.legalName,
      supplierAddress: config.supplier.address,
      supplierState: config.supplier.state,
      supplierGstin: config.supplier.gstin,
      ...recipient,
      sacCode: config.sacCode,
      description: input.description,
      gstRateBps: charge.gstBps,
    },
    taxablePaise: pricePaise,
    gstPaise,
    split: splitGst({ gstPaise, intraState: recipient.placeOfSupply === config.supplier.state }),
    auditData: { subscription_charge_id: charge.id },
  });
}
