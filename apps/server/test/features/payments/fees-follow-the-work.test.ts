import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '@amplio/shared/domain/amount-in-words';
import type { TInvoice, TInvoiceSummary } from '@amplio/shared/schemas/invoices';
import { ledgerTransfers, notifications, paymentRefunds, suspenseItems, taxInvoices } from '../../../src/db/schema/index';
import { createLedgerService } from '../../../src/features/ledger/ledger.service';
import { feeShare } from '../../../src/features/payments/fee-refunds';
import { runChecks } from '../../../src/features/reconciliation/reconciliation-checks';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { testLedger } from '../../helpers/test-ledger';
import { createCampaign, dayFrom, fundAndCapture, getCampaign, setStatus, signedInBrand } from '../campaigns/campaign-helpers';
import { pdfTextLines } from '../invoices/pdf-text';
import { signInOperator } from '../wallet/wallet-helpers';
import {
  balances,
  createCampaign as draftCampaign,
  expectLedgerConsistent,
  fundingRow,
  paymentEvent,
  postWebhook,
  refundEscrow,
  startFunding,
} from './payments-fixtures';

/** Issue 26 §3's last bullet (decision 047): when unused escrow goes back, the fee and GST charged on it go back too. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const KARNATAKA = {
  legal_name: 'Glow Labs Private Limited',
  address: '12 MG Road',
  city: 'Bengaluru',
  postal_code: '560001',
  state: 'Karnataka',
  gstin: '29AAPFU0939F1ZR',
};

async function brand(company: Record<string, unknown> | null = null) {
  const signedIn = await signedInBrand(t);
  if (company) expect((await signedIn.agent.put('/api/brands/company', company)).statusCode).toBe(200);
  return signedIn;
}

/** An active campaign funded with ₹`amount` through the sandbox. */
async function fundedCampaign(agent: TestAgent, amount: number) {
  t.clock.advance(1000);
  const campaign = await createCampaign(t, agent, { start_date: dayFrom(t, 0), budget: Math.max(amount, 10_000) });
  const fundingId = await fundAndCapture(t, agent, campaign.id, amount);
  return { campaignId: campaign.id, fundingId };
}

const ledger = () => testLedger(t.db, createLedgerService({ db: t.db, clock: t.clock }));

/** Reserves `paise` of the escrow for a script (as a creator's accepted work would), returning its account's owner. */
async function reserve(campaignId: string, paise: bigint) {
  const scriptId = randomUUID();
  await ledger().transfer({
    debit: { kind: 'campaign_escrow', ownerId: campaignId },
    credit: { kind: 'script_reservation', ownerId: scriptId, campaignId },
    amountPaise: paise,
    kind: 'reservation',
    refType: 'script',
    refId: scriptId,
    idempotencyKey: `test-reserve:${scriptId}`,
  });
  return scriptId;
}

/** The script's work is abandoned: its reservation goes back to escrow. */
async function unreserve(campaignId: string, scriptId: string, paise: bigint) {
  await ledger().transfer({
    debit: { kind: 'script_reservation', ownerId: scriptId, campaignId },
    credit: { kind: 'campaign_escrow', ownerId: campaignId },
    amountPaise: paise,
    kind: 'reservation_refund',
    refType: 'script',
    refId: scriptId,
    idempotencyKey: `test-unreserve:${scriptId}`,
  });
}

const refundsOf = (campaignId: string) => t.db.select().from(paymentRefunds).where(eq(paymentRefunds.campaignId, campaignId));
const creditNotesOf = (fundingId: string) =>
  t.db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.kind, 'credit_note'), eq(taxInvoices.sourceId, fundingId)));

async function transfersOf(fundingId: string) {
  const rows = await t.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refId, fundingId), inArray(ledgerTransfers.kind, ['escrow_refund', 'fee_refund', 'gst_refund'])));
  return rows.map((r) => [r.kind, r.amountPaise]).sort();
}

/** The reconciliation's mismatches about these refunds or fundings. */
async function mismatchesAbout(ids: string[]) {
  const results = await runChecks(t.db);
  return results.flatMap((r) => r.mismatches).filter((m) => ids.includes(m.entityId ?? '') || m.check === 'ledger');
}

describe('a campaign completed with part of its escrow unused', () => {
  it('refunds the unused escrow with the fee and GST charged on it, to the paisa, in one provider refund with one credit note (CGST + SGST)', async () => {
    const { agent } = await brand();
    const { campaignId, fundingId } = await fundedCampaign(agent, 10_000);
    // ₹10,000 funded: fee ₹1,000.00 (100,000 paise), GST ₹180.00 (18,000 paise). ₹3,333.34 is reserved.
    await reserve(campaignId, 333_334n);
    const before = await balances(t.db, campaignId);

    // The completion dialog's figures, computed by the server: the same rule the refund applies.
    expect((await getCampaign(agent, campaignId)).escrow.unused_refund).toEqual({
      escrow: 6666.66,
      platform_fee: 666.66,
      gst: 119.99,
      total: 7453.31,
    });

    expect((await setStatus(agent, campaignId, 'completed')).statusCode).toBe(200);
    // Unused 666,666 of 1,000,000: fee ⌊100,000 × 666,666 / 1,000,000⌋ = 66,666; GST ⌊18,000 × 0.666666⌋ = 11,999.
    expect(await transfersOf(fundingId)).toEqual(
      [
        ['escrow_refund', 666_666n],
        ['fee_refund', 66_666n],
        ['gst_refund', 11_999n],
      ].sort(),
    );
    const [refund, ...others] = await refundsOf(campaignId);
    expect(others).toEqual([]);
    expect(refund).toMatchObject({ fundingId, amountPaise: 745_331n, feePaise: 66_666n, gstPaise: 11_999n, status: 'pending' });
    const after = await balances(t.db, campaignId);
    expect(before.revenue - after.revenue).toBe(66_666n);
    expect(before.tax - after.tax).toBe(11_999n);
    expect(after.refundsPending - before.refundsPending).toBe(745_331n);

    const [note, ...moreNotes] = await creditNotesOf(fundingId);
    expect(moreNotes).toEqual([]);
    expect(note).toMatchObject({
      sourceKey: `credit:${refund!.idempotencyKey}`,
      taxablePaise: 66_666n,
      cgstPaise: 6_000n,
      sgstPaise: 5_999n,
      igstPaise: 0n,
      totalPaise: 78_665n,
      oddPaisaTo: 'cgst',
    });

    // One provider refund for the sum; once confirmed, all of it leaves refunds pending.
    expect(await t.runJobs({ name: 'payments.refund' })).toBeGreaterThanOrEqual(1);
    const [sent] = await refundsOf(campaignId);
    expect(sent).toMatchObject({ status: 'processed', amountPaise: 745_331n });
    const settled = await t.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refId, refund!.id), eq(ledgerTransfers.kind, 'refund_settled')));
    expect(settled.map((s) => s.amountPaise).sort((a, b) => (a < b ? -1 : 1))).toEqual([78_665n, 666_666n]);
    expect((await balances(t.db, campaignId)).refundsPending).toBe(before.refundsPending);
    await expectLedgerConsistent(t.db);
    expect(await mismatchesAbout([fundingId, refund!.id])).toEqual([]);
  });

  it('credits IGST across states, and returns exactly the whole fee and GST once every part has gone back', async () => {
    const { agent } = await brand(KARNATAKA);
    const { campaignId, fundingId } = await fundedCampaign(agent, 10_000);
    const first = await reserve(campaignId, 333_334n);
    const second = await reserve(campaignId, 250_001n);
    expect((await setStatus(agent, campaignId, 'completed')).statusCode).toBe(200);
    // 416,665 went back at completion: fee 41,666, GST 7,499. Later the scripts' work is abandoned and their reservations
    // come back: after 749,999 in all, ⌊100,000 × 0.749999⌋ − 41,666 = 33,333 and ⌊18,000 × 0.749999⌋ − 7,499 = 6,000;
    // the last part brings the totals to exactly 100,000 and 18,000.
    await unreserve(campaignId, first, 333_334n);
    expect(await refundEscrow(t, campaignId)).toEqual({ refundedPaise: 333_334n, feePaise: 33_333n, gstPaise: 6_000n });
    await unreserve(campaignId, second, 250_001n);
    expect(await refundEscrow(t, campaignId)).toEqual({ refundedPaise: 250_001n, feePaise: 25_001n, gstPaise: 4_501n });

    const refunds = await refundsOf(campaignId);
    expect(refunds.map((r) => r.amountPaise - r.feePaise - r.gstPaise).reduce((a, b) => a + b, 0n)).toBe(1_000_000n);
    expect(refunds.map((r) => r.feePaise).reduce((a, b) => a + b, 0n)).toBe(100_000n);
    expect(refunds.map((r) => r.gstPaise).reduce((a, b) => a + b, 0n)).toBe(18_000n);
    const notes = await creditNotesOf(fundingId);
    expect(notes).toHaveLength(3);
    expect(notes.every((n) => n.cgstPaise === 0n && n.sgstPaise === 0n && n.igstPaise > 0n)).toBe(true);
    expect(notes.map((n) => n.taxablePaise).reduce((a, b) => a + b, 0n)).toBe(100_000n);
    expect(notes.map((n) => n.igstPaise).reduce((a, b) => a + b, 0n)).toBe(18_000n);
    // Nothing is left to refund: a further call moves nothing and issues no credit note.
    expect(await refundEscrow(t, campaignId)).toEqual({ refundedPaise: 0n, feePaise: 0n, gstPaise: 0n });
    expect(await creditNotesOf(fundingId)).toHaveLength(3);
    await expectLedgerConsistent(t.db);
    expect(await mismatchesAbout([fundingId, ...refunds.map((r) => r.id)])).toEqual([]);
  });

  it('refunds once when the completion is replayed or the refund runs twice at the same moment', async () => {
    const { agent } = await brand();
    const { campaignId, fundingId } = await fundedCampaign(agent, 5_000);
    await reserve(campaignId, 100_000n);
    expect((await setStatus(agent, campaignId, 'completed')).statusCode).toBe(200);
    expect((await setStatus(agent, campaignId, 'completed')).statusCode).toBeLessThan(500);
    await Promise.all([refundEscrow(t, campaignId), refundEscrow(t, campaignId)]);
    expect(await refundsOf(campaignId)).toHaveLength(1);
    expect(await creditNotesOf(fundingId)).toHaveLength(1);
    expect(await transfersOf(fundingId)).toEqual(
      [
        ['escrow_refund', 400_000n],
        ['fee_refund', 40_000n],
        ['gst_refund', 7_200n],
      ].sort(),
    );
    await expectLedgerConsistent(t.db);
  });

  it('tells the brand the fee and GST that come back with the escrow', async () => {
    const { agent, user } = await brand();
    const { campaignId } = await fundedCampaign(agent, 2_000);
    expect((await setStatus(agent, campaignId, 'completed')).statusCode).toBe(200);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    const sent = rows.find((n) => n.title === '₹2,236 is on its way back to you');
    expect(sent?.message).toContain(
      'It includes the ₹200 platform fee and ₹36 GST charged on that escrow; the credit note is with your invoices.',
    );
  });

  it('lists the credit note beside the funding’s invoice, and its PDF and page state the fee and GST returned', async () => {
    const { agent } = await brand(KARNATAKA);
    const { campaignId, fundingId } = await fundedCampaign(agent, 10_000);
    await reserve(campaignId, 333_334n);
    t.clock.advance(60_000);
    expect((await setStatus(agent, campaignId, 'completed')).statusCode).toBe(200);
    const list = (await agent.get(`/api/brands/invoices?funding_id=${fundingId}`)).json().data as TInvoiceSummary[];
    expect(list.map((d) => d.kind)).toEqual(['credit_note', 'invoice']);
    const credit = list[0]!;
    expect(credit).toMatchObject({ taxable_value: 666.66, cgst: 0, sgst: 0, igst: 119.99, total: 786.65, invoice_number: list[1]!.number });
    const detail = (await agent.get(credit.links.self)).json().data as TInvoice;
    expect(detail.total_in_words).toBe(amountInWords(78_665n));
    const pdf = await agent.get(credit.links.pdf);
    expect(pdf.statusCode).toBe(200);
    const lines = (await pdfTextLines(pdf.rawPayload)).join('\n');
    expect(lines).toContain(credit.number);
    expect(lines).toContain(list[1]!.number);
    expect(lines).toMatch(/666\.66/);
    expect(lines).toMatch(/119\.99/);
    expect(lines).toMatch(/786\.65/);
    const page = await agent.get(credit.links.html);
    expect(page.body).toContain('666.66');
    expect(page.body).toContain('119.99');
    expect(page.body).toContain('786.65');
  });
});

describe('a funding charged through suspense', () => {
  it('refunds the fee and GST booked from suspense with its unused escrow, with a credit note', async () => {
    const owner = await t.createUser({ userType: 'brand' });
    const campaignId = await draftCampaign(t.db, owner, 'Monsoon kurta drop', 5_000_000n);
    const { fundingId } = await startFunding(t, { brand: owner, campaignId, amountPaise: 1_000_000n });
    const funding = await fundingRow(t.db, fundingId);
    const held = await postWebhook(t, paymentEvent({ fundingId, totalPaise: funding.totalPaise + 100n, at: t.clock.now() }));
    expect(held.json().outcome).toBe('held');
    const [item] = await t.db.select().from(suspenseItems).where(eq(suspenseItems.fundingId, fundingId));
    const ops = (await signInOperator(t)).agent;
    expect((await ops.post(`/api/ops/suspense/${item!.id}/apply`, {})).statusCode).toBe(200);
    const booked = await t.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refId, fundingId), inArray(ledgerTransfers.kind, ['suspense_fee', 'suspense_gst'])));
    expect(booked.map((b) => b.amountPaise).sort((a, b) => (a < b ? -1 : 1))).toEqual([18_000n, 100_000n]);

    await reserve(campaignId, 750_000n);
    expect(await refundEscrow(t, campaignId)).toEqual({ refundedPaise: 250_000n, feePaise: 25_000n, gstPaise: 4_500n });
    const [note] = await creditNotesOf(fundingId);
    expect(note).toMatchObject({ taxablePaise: 25_000n, cgstPaise: 2_250n, sgstPaise: 2_250n, igstPaise: 0n });
    await expectLedgerConsistent(t.db);
    const [refund] = await refundsOf(campaignId);
    expect(await mismatchesAbout([fundingId, refund!.id])).toEqual([]);
  });
});

describe('the pro-rata rule', () => {
  it('returns exactly the whole charge over any split of the escrow into partial refunds, never more at any step', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000_000n }),
        fc.bigInt({ min: 0n, max: 2_000_000_000n }),
        fc.array(fc.bigInt({ min: 1n, max: 1_000_000n }), { minLength: 1, maxLength: 12 }),
        (escrow, charged, weights) => {
          // Split the escrow into parts in proportion to the weights, the rounding remainder in the last.
          const sum = weights.reduce((a, b) => a + b, 0n);
          const parts = weights.map((w) => (escrow * w) / sum);
          parts[parts.length - 1]! += escrow - parts.reduce((a, b) => a + b, 0n);
          let refunded = 0n;
          let returned = 0n;
          for (const part of parts) {
            refunded += part;
            const share = feeShare({ chargedPaise: charged, escrowPaise: escrow, escrowRefundedPaise: refunded, alreadyPaise: returned });
            expect(share >= 0n).toBe(true);
            returned += share;
            expect(returned <= charged).toBe(true);
            // Never behind the rule either: what went back is the floor of the share of what was refunded.
            expect(returned).toBe((charged * refunded) / escrow);
          }
          expect(returned).toBe(charged);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
