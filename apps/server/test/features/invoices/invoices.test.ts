import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice, TInvoiceSummary } from '@amplio/shared/schemas/invoices';
import { fundings, suspenseItems, taxInvoices } from '../../../src/db/schema/index';
import { DEFAULT_INVOICES_CONFIG } from '../../../src/features/invoices/invoices.config';
import { createInvoicesService } from '../../../src/features/invoices/invoices.service';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, fundAndCapture, signedInBrand } from '../campaigns/campaign-helpers';
import {
  fundingRow,
  expectLedgerConsistent,
  createCampaign as draftCampaign,
  paymentEvent,
  postWebhook,
  startFunding,
} from '../payments/payments-fixtures';
import { signInOperator } from '../wallet/wallet-helpers';
import { fieldOf, pdfTextLines } from './pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const SUPPLIER = DEFAULT_INVOICES_CONFIG.supplier;
const KARNATAKA = {
  legal_name: 'Glow Labs Private Limited',
  address: '12 MG Road',
  city: 'Bengaluru',
  postal_code: '560001',
  state: 'Karnataka',
  gstin: '29AAPFU0939F1ZR',
};
const MAHARASHTRA = {
  legal_name: 'Glow Labs (Mumbai) LLP',
  address: '7 Linking Road',
  city: 'Mumbai',
  postal_code: '400050',
  state: 'Maharashtra',
  gstin: null,
};

async function brandWithCompany(company: Record<string, unknown> | null) {
  const brand = await signedInBrand(t);
  if (company) {
    const saved = await brand.agent.put('/api/brands/company', company);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return brand;
}

/** Funds a new campaign of the brand's with ₹`amount` through the sandbox; returns the funding id. */
async function capturedFunding(agent: TestAgent, amount: number) {
  const campaign = await createCampaign(t, agent, { budget: Math.max(amount, 10_000) });
  return fundAndCapture(t, agent, campaign.id, amount);
}

async function invoicesOf(agent: TestAgent, fundingId?: string): Promise<TInvoiceSummary[]> {
  const res = await agent.get(`/api/brands/invoices${fundingId ? `?funding_id=${fundingId}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function invoiceOf(agent: TestAgent, fundingId: string): Promise<TInvoice> {
  const [summary] = (await invoicesOf(agent, fundingId)).filter((i) => i.kind === 'invoice');
  expect(summary, 'the funding has an invoice').toBeDefined();
  const res = await agent.get(summary!.links.self);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const fundingOf = async (id: string) => (await t.db.select().from(fundings).where(eq(fundings.id, id)))[0]!;
const rupees = (paise: bigint) => Number(paise) / 100;

describe('the tax invoice of a funding capture', () => {
  it('states the fee and GST the ledger booked, the supplier, the recipient and IGST across states, in the capture', async () => {
    const { agent } = await brandWithCompany(KARNATAKA);
    const fundingId = await capturedFunding(agent, 10_000);
    const funding = await fundingOf(fundingId);
    const invoice = await invoiceOf(agent, fundingId);

    expect(invoice.kind).toBe('invoice');
    expect(invoice.number).toMatch(/^AMP\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice.supplier).toEqual({
      legal_name: SUPPLIER.legalName,
      address: SUPPLIER.address,
      state: 'Maharashtra',
      state_code: '27',
      gstin: SUPPLIER.gstin,
    });
    expect(invoice.recipient).toEqual({
      legal_name: KARNATAKA.legal_name,
      address: '12 MG Road, Bengaluru 560001',
      state: 'Karnataka',
      state_code: '29',
      gstin: KARNATAKA.gstin,
    });
    expect(invoice.place_of_supply).toBe('Karnataka (29)');
    expect(invoice.sac_code).toBe('998361');
    expect(invoice.taxable_value).toBe(rupees(funding.platformFeePaise));
    expect(invoice.taxable_value).toBe(1000);
    expect({ cgst: invoice.cgst, sgst: invoice.sgst, igst: invoice.igst }).toEqual({ cgst: 0, sgst: 0, igst: 180 });
    expect(invoice.igst_rate_percent).toBe(18);
    expect(invoice.total).toBe(1180);
    expect(invoice.total_in_words).toBe('Rupees One Thousand One Hundred Eighty Only');
    expect(invoice.reverse_charge).toBe(false);
    expect(invoice.funding_id).toBe(fundingId);
    await expectLedgerConsistent(t.db);
  });

  it('splits GST into CGST and SGST at 9 % each within the supplier’s state, the odd paisa to CGST', async () => {
    const { agent } = await brandWithCompany(MAHARASHTRA);
    const fundingId = await capturedFunding(agent, 1003);
    const funding = await fundingOf(fundingId);
    expect(funding.gstPaise % 2n, 'this amount makes an odd GST in paise').toBe(1n);
    const invoice = await invoiceOf(agent, fundingId);
    expect(invoice.igst).toBe(0);
    expect(invoice.cgst_rate_percent).toBe(9);
    expect(invoice.sgst_rate_percent).toBe(9);
    const [row] = await t.db.select().from(taxInvoices).where(eq(taxInvoices.id, invoice.id));
    expect(row!.cgstPaise + row!.sgstPaise).toBe(funding.gstPaise);
    expect(row!.cgstPaise - row!.sgstPaise).toBe(1n);
    expect(row!.oddPaisaTo).toBe('cgst');
    expect(invoice.odd_paisa_to).toBe('cgst');
    const page = await agent.get(invoice.links.html);
    expect(page.body).toContain('GST split</dt><dd>The odd paisa of the GST is in CGST');
    expect(row!.totalPaise).toBe(funding.platformFeePaise + funding.gstPaise);
    expect(invoice.recipient.gstin).toBeNull();
  });

  it('bills a brand without billing details under its own name, with the supplier’s state as place of supply', async () => {
    const { agent, user } = await brandWithCompany(null);
    const invoice = await invoiceOf(agent, await capturedFunding(agent, 10_000));
    expect(invoice.recipient.legal_name).toBe(user.name);
    expect(invoice.recipient.state).toBeNull();
    expect(invoice.place_of_supply).toBe('Maharashtra (27)');
    expect({ cgst: invoice.cgst, sgst: invoice.sgst, igst: invoice.igst }).toEqual({ cgst: 90, sgst: 90, igst: 0 });
  });

  it('keeps an issued invoice as it was when the company details change, and uses the new details after', async () => {
    const { agent } = await brandWithCompany(KARNATAKA);
    const first = await capturedFunding(agent, 10_000);
    expect((await agent.put('/api/brands/company', MAHARASHTRA)).statusCode).toBe(200);
    const second = await capturedFunding(agent, 10_000);
    const before = await invoiceOf(agent, first);
    const after = await invoiceOf(agent, second);
    expect(before.recipient.legal_name).toBe(KARNATAKA.legal_name);
    expect(before.igst).toBe(180);
    expect(after.recipient.legal_name).toBe(MAHARASHTRA.legal_name);
    expect({ cgst: after.cgst, sgst: after.sgst }).toEqual({ cgst: 90, sgst: 90 });
    const [a, b] = [before.number, after.number].map((n) => Number(n.slice(-6)));
    expect(b).toBe(a! + 1);
  });

  it('numbers a charge on 31 March 23:59 India time and one on 1 April 00:00 from two financial years’ series', async () => {
    t.clock.set(new Date('2027-03-31T23:59:00+05:30'));
    const { agent } = await brandWithCompany(KARNATAKA);
    const march = await invoiceOf(agent, await capturedFunding(agent, 10_000));
    t.clock.set(new Date('2027-04-01T00:00:00+05:30'));
    const april = await invoiceOf(agent, await capturedFunding(agent, 10_000));
    expect(march.number).toMatch(/^AMP\/26-27\/\d{6}$/);
    expect(march.date).toBe('2027-03-31');
    expect(april.number).toBe('AMP/27-28/000001');
    expect(april.date).toBe('2027-04-01');
    t.clock.set(new Date());
  });
});

describe('the tax invoice of held money an operator applies', () => {
  it('is issued when the payment leaves suspense for escrow, from the fee and GST booked from suspense', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    const campaignId = await draftCampaign(t.db, brand, 'Monsoon kurta drop', 5_000_000n);
    const { fundingId } = await startFunding(t, { brand, campaignId, amountPaise: 1_000_000n });
    const funding = await fundingRow(t.db, fundingId);
    const held = await postWebhook(t, paymentEvent({ fundingId, totalPaise: funding.totalPaise + 100n, at: t.clock.now() }));
    expect(held.json().outcome).toBe('held');
    const noneYet = await t.db.select().from(taxInvoices).where(eq(taxInvoices.sourceId, fundingId));
    expect(noneYet, 'money in suspense is not yet a charge').toEqual([]);

    const [item] = await t.db.select().from(suspenseItems).where(eq(suspenseItems.fundingId, fundingId));
    const ops = (await signInOperator(t)).agent;
    const applied = await ops.post(`/api/ops/suspense/${item!.id}/apply`, {});
    expect(applied.statusCode, applied.body).toBe(200);
    const [invoice] = await t.db.select().from(taxInvoices).where(eq(taxInvoices.sourceId, fundingId));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      taxablePaise: funding.platformFeePaise,
      totalPaise: funding.platformFeePaise + funding.gstPaise,
    });
    await expectLedgerConsistent(t.db);
  });
});

describe('credit notes', () => {
  it('credit a refund of the charge against its invoice, from its own series, never beyond what was invoiced', async () => {
    const { agent, user } = await brandWithCompany(MAHARASHTRA);
    const fundingId = await capturedFunding(agent, 10_000);
    const invoice = await invoiceOf(agent, fundingId);
    const invoices = createInvoicesService({ db: t.db, config: DEFAULT_INVOICES_CONFIG });
    const issue = (key: string, taxablePaise: bigint, gstPaise: bigint) =>
      t.db.transaction((tx) => invoices.issueCreditNote({ tx, fundingId, refundKey: key, taxablePaise, gstPaise, at: t.clock.now() }));

    const note = await issue('fee_refund:1', 25_001n, 4_501n);
    expect(note.number).toMatch(/^ACN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note.invoiceId).toBe(invoice.id);
    expect(note.cgstPaise + note.sgstPaise).toBe(4_501n);
    expect(note.oddPaisaTo).toBe('cgst');
    expect((await issue('fee_refund:1', 25_001n, 4_501n)).id, 'the same refund credits once').toBe(note.id);
    await expect(issue('fee_refund:2', 100_000n, 0n)).rejects.toThrow(/more than invoice/);

    const list = await invoicesOf(agent, fundingId);
    expect(list.map((i) => i.kind).sort()).toEqual(['credit_note', 'invoice']);
    const credit = list.find((i) => i.kind === 'credit_note')!;
    expect(credit.invoice_number).toBe(invoice.number);
    expect(credit.total).toBe(295.02);
    const detail = (await agent.get(credit.links.self)).json().data as TInvoice;
    expect(detail.recipient.legal_name).toBe(MAHARASHTRA.legal_name);
    expect(detail.total_in_words).toBe('Rupees Two Hundred Ninety Five and Two Paise Only');
    expect(user.id).toBeDefined();
  });
});

describe('the invoice as a PDF and a printable page', () => {
  it('is a real PDF whose text reads back field by field', async () => {
    const { agent } = await brandWithCompany(KARNATAKA);
    const invoice = await invoiceOf(agent, await capturedFunding(agent, 10_000));
    const res = await agent.get(invoice.links.pdf);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = await pdfTextLines(new Uint8Array(res.rawPayload));
    expect(lines[0]).toBe('TAX INVOICE');
    const field = (label: string) => fieldOf(lines, label);
    expect(field('Invoice number')).toBe(invoice.number);
    expect(field('Invoice date')).toBe(invoice.date);
    expect(field('Place of supply')).toBe('Karnataka (29)');
    expect(field('Reverse charge')).toBe('No');
    expect(lines).toContain(`Legal name: ${SUPPLIER.legalName}`);
    expect(lines).toContain(`GSTIN: ${SUPPLIER.gstin}`);
    expect(lines).toContain(`Legal name: ${KARNATAKA.legal_name}`);
    expect(lines).toContain(`GSTIN: ${KARNATAKA.gstin}`);
    expect(lines).toContain('State: Karnataka (code 29)');
    expect(field('SAC')).toBe('998361');
    expect(field('Taxable value')).toBe('INR 1,000.00');
    expect(field('IGST @ 18%')).toBe('INR 180.00');
    expect(field('Total')).toBe('INR 1,180.00');
    expect(field('Total in words')).toBe('Rupees One Thousand One Hundred Eighty Only');
  });

  it('has a printable HTML page stating the same fields', async () => {
    const { agent } = await brandWithCompany(MAHARASHTRA);
    const invoice = await invoiceOf(agent, await capturedFunding(agent, 10_000));
    const res = await agent.get(invoice.links.html);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const text of [
      invoice.number,
      'Reverse charge</dt><dd>No',
      'CGST @ 9%</dt><dd>INR 90.00',
      'SGST @ 9%',
      'Glow Labs (Mumbai) LLP',
      '998361',
    ])
      expect(res.body).toContain(text);
  });
});

describe('who may see an invoice', () => {
  it('answers 401 to anonymous callers, 403 to creators and 404 for another brand’s invoice or a malformed id', async () => {
    const { agent } = await brandWithCompany(KARNATAKA);
    const invoice = await invoiceOf(agent, await capturedFunding(agent, 10_000));
    const other = (await brandWithCompany(null)).agent;
    const creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
    const anonymous = t.agent();
    const urls = ['/api/brands/invoices', invoice.links.self, invoice.links.pdf, invoice.links.html];
    for (const url of urls) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
      expect((await creator.get(url)).statusCode, url).toBe(403);
    }
    for (const url of urls.slice(1)) expect((await other.get(url)).statusCode, url).toBe(404);
    expect(await invoicesOf(other)).toEqual([]);
    expect(await invoicesOf(other, 'not-a-uuid')).toEqual([]);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', 'x'.repeat(100)])
      expect((await agent.get(`/api/brands/invoices/${id}`)).statusCode, id).toBe(404);
    expect((await agent.get(`/api/brands/invoices?funding_id=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });
});
