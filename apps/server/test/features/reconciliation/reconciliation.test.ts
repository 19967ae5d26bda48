import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_BOOKS_MESSAGES as M } from '@amplio/shared/schemas/ops-books';
import { fundings, mailOutbox, paymentRefunds, reconciliationAlerts } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import { createCampaign, fundingRow, paymentEvent, postWebhook, startFunding } from '../payments/payments-fixtures';
import { signInOperator } from '../wallet/wallet-helpers';

let t: TestApp;
let ops: TestAgent;
let operatorEmail: string;
let brand: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await signInOperator(t);
  ops = signedIn.agent;
  operatorEmail = signedIn.user.email;
  brand = await t.createUser({ userType: 'brand' });
});
afterAll(() => t.close());

async function capturedFunding(amountPaise = 100_000n) {
  const campaignId = await createCampaign(t.db, brand);
  const { fundingId } = await startFunding(t, { brand, campaignId, amountPaise });
  const funding = await fundingRow(t.db, fundingId);
  await postWebhook(t, paymentEvent({ fundingId, totalPaise: funding.totalPaise, at: t.clock.now() }));
  return { campaignId, fundingId };
}

/** A funding a faulty path marked captured without booking it (the ledger's transfers are append-only: it cannot lose one). */
async function capturedBehindTheLedger(amountPaise = 100_000n) {
  const campaignId = await createCampaign(t.db, brand);
  const { fundingId } = await startFunding(t, { brand, campaignId, amountPaise });
  await t.db.update(fundings).set({ status: 'captured' }).where(eq(fundings.id, fundingId));
  return fundingId;
}

const run = () => ops.post('/api/ops/reconciliation/run', {});
const openAlerts = async () => (await ops.get('/api/ops/reconciliation/alerts?per_page=100')).json();
const mailsToOperator = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, operatorEmail));

describe('the hourly reconciliation', () => {
  it('finds the books and the payment records in agreement, and says how much it checked', async () => {
    await capturedFunding();
    const res = await run();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: M.reconciled, data: { ok: true, mismatches: 0 } });
    const checks = res.json().data.checks;
    expect(Object.keys(checks).sort()).toEqual(['captures', 'fee_refunds', 'ledger', 'payouts', 'refunds', 'suspense', 'totals']);
    expect(checks.captures.checked).toBeGreaterThanOrEqual(1);
    expect((await openAlerts()).counts.open).toBe(0);
  });

  it('opens one alert for a funding marked captured that the ledger never booked, e-mails every operator once, and closes it when the books agree again', async () => {
    const fundingId = await capturedBehindTheLedger(250_000n);
    const mailsBefore = (await mailsToOperator()).length;
    const first = (await run()).json().data;
    expect(first.ok).toBe(false);
    expect(first.checks.captures.mismatches).toBe(1);
    const alerts = (await openAlerts()).data.data;
    const capture = alerts.find((a: { entity_id: string }) => a.entity_id === fundingId);
    expect(capture).toMatchObject({ check: 'captures', entity_type: 'funding', resolved_at: null });
    expect(capture.message).toBe(`Funding ${fundingId} was captured for ₹2,500 + fee ₹250 + GST ₹45, but the ledger booked ₹0 + ₹0 + ₹0.`);
    const mails = await mailsToOperator();
    expect(mails.length - mailsBefore).toBe(1);
    expect(mails.at(-1)?.text).toContain(capture.message);
    // Seen again: the same alert, no second e-mail.
    await run();
    const again = (await openAlerts()).data.data.filter((a: { entity_id: string }) => a.entity_id === fundingId);
    expect(again).toHaveLength(1);
    expect((await mailsToOperator()).length - mailsBefore).toBe(1);
    const books = (await ops.get('/api/ops/books')).json();
    expect(books.open_alerts).toBeGreaterThanOrEqual(1);
    expect(books.last_reconciliation.ok).toBe(false);
    // The ledger itself is consistent: it is the records that disagree with it.
    expect(books.invariants.ok).toBe(true);
    // Put the funding back as it was: the next run closes the alert by itself.
    await t.db.update(fundings).set({ status: 'pending' }).where(eq(fundings.id, fundingId));
    expect((await run()).json().data.checks.captures.mismatches).toBe(0);
    const [closed] = await t.db.select().from(reconciliationAlerts).where(eq(reconciliationAlerts.id, capture.id));
    expect(closed?.resolvedAt).not.toBeNull();
    expect(closed?.resolution).toBe('No longer found by reconciliation.');
  });

  it('finds a refund the provider confirmed that the ledger never moved out of refunds pending', async () => {
    const { campaignId, fundingId } = await capturedFunding();
    const [refund] = await t.db
      .insert(paymentRefunds)
      .values({
        kind: 'escrow',
        fundingId,
        campaignId,
        amountPaise: 5_000n,
        status: 'processed',
        idempotencyKey: `forged:${randomUUID()}`,
        createdAt: t.clock.now(),
      })
      .returning();
    const data = (await run()).json().data;
    expect(data.checks.refunds.mismatches).toBeGreaterThanOrEqual(1);
    const alert = (await openAlerts()).data.data.find((a: { entity_id: string }) => a.entity_id === refund!.id);
    expect(alert.message).toBe(`Refund ${refund!.id} (escrow) of ₹50 has no transfer into refunds pending.`);
    await t.db.delete(paymentRefunds).where(eq(paymentRefunds.id, refund!.id));
    await run();
  });
});

describe('alerts resolved by an operator', () => {
  async function anAlert() {
    const fundingId = await capturedBehindTheLedger();
    await run();
    const alert = (await openAlerts()).data.data.find((a: { entity_id: string }) => a.entity_id === fundingId);
    return { alert, restore: () => t.db.update(fundings).set({ status: 'pending' }).where(eq(fundings.id, fundingId)) };
  }

  it('closes an alert with the operator’s note, and answers 409 to a second close, 422 to a note under 3 characters', async () => {
    const { alert, restore } = await anAlert();
    const short = await ops.post(`/api/ops/reconciliation/alerts/${alert.id}/resolve`, { note: 'ok' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.note).toEqual([M.alertNoteRequired]);
    const res = await ops.post(`/api/ops/reconciliation/alerts/${alert.id}/resolve`, {
      note: 'Checked with the provider: GST leg restored.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.alertAcknowledged,
      data: { resolution: 'Checked with the provider: GST leg restored.' },
    });
    const twice = await ops.post(`/api/ops/reconciliation/alerts/${alert.id}/resolve`, { note: 'again please' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alertResolved);
    await restore();
    await run();
  });

  it('is for operators only, and answers 404 for an unknown or malformed id', async () => {
    const brandAgent = await t.injectAs(brand);
    expect((await brandAgent.get('/api/ops/books')).statusCode).toBe(403);
    expect((await t.agent().get('/api/ops/books')).statusCode).toBe(401);
    expect((await brandAgent.post('/api/ops/reconciliation/run', {})).statusCode).toBe(403);
    expect((await ops.post(`/api/ops/reconciliation/alerts/${randomUUID()}/resolve`, { note: 'nothing here' })).statusCode).toBe(404);
    expect((await ops.post('/api/ops/reconciliation/alerts/not-an-id/resolve', { note: 'nothing here' })).statusCode).toBe(404);
    expect((await ops.post('/api/ops/reconciliation/run', {}, { csrf: false })).statusCode).toBe(419);
  });
});

describe('the books', () => {
  it('answers every account kind with its balance, summing to zero, and the last reconciliation', async () => {
    await capturedFunding(1_000_000n);
    await run();
    const res = await ops.get('/api/ops/books');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const books = res.json();
    expect(books.accounts.map((a: { kind: string }) => a.kind)).toEqual([
      'campaign_escrow',
      'script_reservation',
      'creator_wallet',
      'payouts_pending',
      'refunds_pending',
      'suspense',
      'platform_revenue',
      'tax_payable',
      'external',
    ]);
    expect(books.total).toBe(0);
    const byKind = Object.fromEntries(books.accounts.map((a: { kind: string; balance: number }) => [a.kind, a.balance]));
    expect(byKind.campaign_escrow).toBeGreaterThanOrEqual(10_000);
    expect(books.accounts.find((a: { kind: string }) => a.kind === 'tax_payable').label).toBe('GST payable');
    expect(books.last_reconciliation, JSON.stringify(books.last_reconciliation)).toMatchObject({ ok: true });
    expect(books.invariants).toMatchObject({ ok: true, message: null });
  });

  it('exports a period’s transfers as CSV with exact amounts, days in IST, both ends included', async () => {
    const { fundingId } = await capturedFunding(123_456n);
    const day = new Date(t.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const res = await ops.get(`/api/ops/books/transfers.csv?from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="amplio-transfers-${day}-to-${day}.csv"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'seq,created_at,kind,amount_inr,from_account,from_owner,to_account,to_owner,reference_type,reference_id,campaign_id,idempotency_key',
    );
    const ours = lines.filter((line) => line.includes(fundingId));
    expect(ours.map((line) => line.split(',').slice(2, 4))).toEqual([
      ['funding', '1234.56'],
      ['platform_fee', '123.46'],
      ['gst', '22.22'],
    ]);
  });

  it('refuses an export with a bad date, an inverted range or more than 366 days', async () => {
    const bad = await ops.get('/api/ops/books/transfers.csv?from=2026-02-30&to=2026-03-01');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from).toEqual([M.dateInvalid]);
    const inverted = await ops.get('/api/ops/books/transfers.csv?from=2026-03-02&to=2026-03-01');
    expect(inverted.json().errors.to).toEqual([M.rangeInverted]);
    expect((await ops.get('/api/ops/books/transfers.csv?from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
    const long = await ops.get('/api/ops/books/transfers.csv?from=2026-01-01&to=2027-01-02');
    expect(long.json().errors.to).toEqual([M.rangeTooLong]);
    expect((await ops.get(`/api/ops/books/transfers.csv?from=${'9'.repeat(10_000)}&to=2026-01-01`)).statusCode).toBe(422);
  });
});
