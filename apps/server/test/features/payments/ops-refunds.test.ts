import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OPS_REFUND_MESSAGES as M } from '@amplio/shared/schemas/ops-refunds';
import { auditLog, brands, campaigns, ledgerTransfers, paymentRefunds } from '../../../src/db/schema/index';
import { sha256 } from '../../../src/lib/tokens';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import { signInOperator } from '../wallet/wallet-helpers';
import {
  balances,
  createCampaign,
  expectLedgerConsistent,
  fundingRow,
  paymentEvent,
  postWebhook,
  refundEscrow,
  startFunding,
} from './payments-fixtures';
import { postgresOnlySkipReason, skippedBecause } from '../../helpers/postgres-only';

/** PostgreSQL only (PGlite runs one statement at a time, so nothing races there); a failure on CI without it. */
const postgresSkip = postgresOnlySkipReason('ops-refunds.test.ts');
let t: TestApp;
let ops: TestAgent;
let operatorId: string;
let brand: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await signInOperator(t);
  ops = signedIn.agent;
  operatorId = signedIn.user.id;
  brand = await t.createUser({ userType: 'brand', name: 'Meera Shah' });
});
afterAll(async () => {
  await expectLedgerConsistent(t.db);
  await t.close();
});

/** A funded campaign whose escrow went back to the brand: one pending refund row, its job queued. */
async function pendingRefund(amountPaise = 250_000n, name = 'Glow serum launch') {
  const campaignId = await createCampaign(t.db, brand, name);
  const { fundingId } = await startFunding(t, { brand, campaignId, amountPaise });
  const funding = await fundingRow(t.db, fundingId);
  await postWebhook(t, paymentEvent({ fundingId, totalPaise: funding.totalPaise, at: t.clock.now() }));
  await refundEscrow(t, campaignId);
  const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.campaignId, campaignId));
  t.clock.advance(1_000);
  return { campaignId, fundingId, refund: refund!, providerPaymentId: (await fundingRow(t.db, fundingId)).providerPaymentId };
}

/**
 * A refund the provider kept refusing: the refund job's dead letter gave up on it. The job queued with it is then
 * run out (it finds the refund failed and does nothing), as it would have ended before its dead letter ran; this
 * also runs any other refund left pending by an earlier test, so a test can count the jobs its own action queues.
 */
async function failedRefund(amountPaise?: bigint, name?: string) {
  const made = await pendingRefund(amountPaise, name);
  await t.app.payments.giveUpRefund({ refundId: made.refund.id });
  await t.runJobs({ name: 'payments.refund' });
  return made;
}

/** A refund the provider first answered pending, then reported failed by webhook. */
async function refundFailedByWebhook() {
  const made = await pendingRefund();
  const providerRefundId = `rfnd_later_${randomUUID()}`;
  await t.db.update(paymentRefunds).set({ providerRefundId }).where(eq(paymentRefunds.id, made.refund.id));
  const body = {
    id: `evt_${randomUUID()}`,
    type: 'refund.failed',
    created_at: 1,
    data: { refund_id: providerRefundId, payment_id: made.providerPaymentId, amount: Number(made.refund.amountPaise) },
  };
  expect((await postWebhook(t, JSON.stringify(body))).json()).toEqual({ received: true, outcome: 'refund_settled' });
  await t.runJobs({ name: 'payments.refund' });
  return made;
}

const refundRow = async (id: string) => (await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)))[0]!;
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.seq);
const retry = (id: string, agent = ops) => agent.post(`/api/ops/refunds/${id}/retry`, {});
const settle = (id: string, reference: unknown = 'HDFC-REF-2026-0042', agent = ops) =>
  agent.post(`/api/ops/refunds/${id}/settle`, { reference });
const listed = async (status: string) => (await ops.get(`/api/ops/refunds?status=${status}&per_page=100`)).json();
const row = (body: { data: { data: { id: string }[] } }, id: string) => body.data.data.find((r) => r.id === id);

describe('GET /api/ops/refunds', () => {
  it('lists failed refunds by default with the campaign, the brand, the provider ids, the failure reason and the audit trail', async () => {
    const { campaignId, fundingId, refund, providerPaymentId } = await failedRefund(250_050n, 'Monsoon kurta drop');
    const res = await ops.get('/api/ops/refunds?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.data.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    expect(row(body, refund.id)).toEqual({
      id: refund.id,
      kind: 'escrow',
      // The escrow ₹2,500.50 with the fee and GST charged on it (decision 047): ₹250.05 + ₹45.01.
      amount: 2795.56,
      platform_fee: 250.05,
      gst: 45.01,
      status: 'failed',
      reason: 'Unreserved campaign escrow returned to the brand',
      campaign: { id: campaignId, product_name: 'Monsoon kurta drop' },
      brand: { id: brand.id, name: 'Meera Shah', email: brand.email },
      funding_id: fundingId,
      provider_payment_id: providerPaymentId,
      provider_refund_id: null,
      created_at: refund.createdAt.toISOString(),
      processed_at: null,
      failure_reason: 'The provider refused the refund 11 times.',
      settled_reference: null,
      events: [{ action: 'refund.failed', at: expect.any(String), actor: 'system', note: 'The provider refused the refund 11 times.' }],
    });
    expect(body.data).toMatchObject({ current_page: 1, per_page: 100, total: body.counts.failed });
  });

  it('names the brand by its brand profile when the campaign has one', async () => {
    const { campaignId, refund } = await failedRefund();
    const [profile] = await t.db.insert(brands).values({ userId: brand.id, name: 'Meera Naturals', industry: 'beauty' }).returning();
    await t.db.update(campaigns).set({ brandId: profile!.id }).where(eq(campaigns.id, campaignId));
    expect(row(await listed('failed'), refund.id)).toMatchObject({ brand: { id: brand.id, name: 'Meera Naturals', email: brand.email } });
  });

  it('says the provider reported a failure that came by webhook without a reason', async () => {
    const { refund } = await refundFailedByWebhook();
    expect(row(await listed('failed'), refund.id)).toMatchObject({
      status: 'failed',
      failure_reason: M.providerFailed,
      events: [{ action: 'refund.failed', actor: 'payment_provider', note: null }],
    });
  });

  it('filters by status and counts every status', async () => {
    const failed = await failedRefund();
    const processed = await failedRefund();
    expect((await settle(processed.refund.id)).statusCode).toBe(200);
    const pending = await pendingRefund();
    const rows = await t.db.select({ status: paymentRefunds.status }).from(paymentRefunds);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    const processedList = await listed('processed');
    expect(processedList.counts).toEqual({ pending: count('pending'), processed: count('processed'), failed: count('failed') });
    expect(processedList.counts.pending).toBeGreaterThanOrEqual(1);
    expect(processedList.data.total).toBe(count('processed'));
    expect(row(processedList, processed.refund.id)).toMatchObject({ status: 'processed', settled_reference: 'HDFC-REF-2026-0042' });
    expect(row(processedList, failed.refund.id)).toBeUndefined();
    expect(processedList.data.data.every((r: { status: string }) => r.status === 'processed')).toBe(true);
    const pendingList = await listed('pending');
    expect(row(pendingList, pending.refund.id)).toMatchObject({ status: 'pending', failure_reason: null, events: [] });
    expect(pendingList.data.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const blank = (await ops.get('/api/ops/refunds?status=&per_page=100')).json();
    expect(row(blank, failed.refund.id)).toMatchObject({ status: 'failed' });
    expect(blank.data.data.every((r: { status: string }) => r.status === 'failed')).toBe(true);
  });

  it('pages the failed refunds oldest first', async () => {
    for (let i = 0; i < 3; i++) await failedRefund();
    const all = await listed('failed');
    const total = all.counts.failed as number;
    expect(total).toBeGreaterThanOrEqual(3);
    const created = all.data.data.map((r: { created_at: string }) => r.created_at);
    expect(created).toEqual([...created].sort());
    const page2 = (await ops.get('/api/ops/refunds?status=failed&per_page=2&page=2')).json();
    expect(page2.data).toMatchObject({ current_page: 2, per_page: 2, total, last_page: Math.ceil(total / 2) });
    expect(page2.data.data.map((r: { id: string }) => r.id)).toEqual(all.data.data.slice(2, 4).map((r: { id: string }) => r.id));
    const beyond = (await ops.get(`/api/ops/refunds?status=failed&per_page=2&page=${Math.ceil(total / 2) + 1}`)).json();
    expect(beyond.data.data).toEqual([]);
  });

  it('answers 422 with its message for an unknown status, and for a bad page size', async () => {
    for (const status of ['refunded', 'FAILED', 'paid']) {
      const res = await ops.get(`/api/ops/refunds?status=${status}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: M.filterInvalid, errors: { status: [M.filterInvalid] } });
    }
    for (const perPage of ['0', '101', 'ten']) expect((await ops.get(`/api/ops/refunds?per_page=${perPage}`)).statusCode).toBe(422);
  });
});

describe('POST /api/ops/refunds/{id}/retry', () => {
  it('puts a failed refund back to pending, queues the job with the same idempotency key, and the sandbox then refunds it', async () => {
    const { refund } = await failedRefund(120_000n);
    const transfersBefore = await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'escrow_refund'));
    const res = await retry(refund.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.retried,
      data: { id: refund.id, status: 'pending', amount: 1341.6, platform_fee: 120, gst: 21.6 },
    });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'pending', idempotencyKey: refund.idempotencyKey, processedAt: null });
    const audit = await auditOf(refund.id);
    expect(audit.map((a) => a.action)).toEqual(['refund.failed', 'refund.retried']);
    expect(audit[1]).toMatchObject({
      actorUserId: operatorId,
      actorRole: 'operator',
      data: { from: 'failed', idempotency_key: refund.idempotencyKey, job_id: expect.any(String) },
    });

    expect(await t.runJobs({ name: 'payments.refund' })).toBe(1);
    const sent = await refundRow(refund.id);
    // The sandbox derives its refund id from the idempotency key it was sent: this is the row's original key.
    expect(sent).toMatchObject({ status: 'processed', providerRefundId: `rfnd_sbx_${sha256(refund.idempotencyKey).slice(0, 20)}` });
    expect(sent.processedAt).not.toBeNull();
    expect(row(await listed('processed'), refund.id)).toMatchObject({ status: 'processed', provider_refund_id: sent.providerRefundId });
    // No money moved: the escrow refund was booked once, when the campaign completed.
    expect(await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'escrow_refund'))).toHaveLength(transfersBefore.length);
  });

  it('retries a refund the provider reported failed by webhook, under the key it was first sent with', async () => {
    const { refund } = await refundFailedByWebhook();
    expect((await retry(refund.id)).statusCode).toBe(200);
    await t.runJobs({ name: 'payments.refund' });
    expect(await refundRow(refund.id)).toMatchObject({
      status: 'processed',
      providerRefundId: `rfnd_sbx_${sha256(refund.idempotencyKey).slice(0, 20)}`,
    });
  });

  it('answers 409 to a second retry and to a retry of a pending or processed refund, changing nothing', async () => {
    const { refund } = await failedRefund();
    expect((await retry(refund.id)).statusCode).toBe(200);
    const again = await retry(refund.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notFailed('pending'));
    expect(await t.runJobs({ name: 'payments.refund' })).toBe(1);
    const processed = await retry(refund.id);
    expect(processed.statusCode).toBe(409);
    expect(processed.json().message).toBe(M.notFailed('processed'));
    expect((await auditOf(refund.id)).map((a) => a.action)).toEqual(['refund.failed', 'refund.retried', 'refund.processed']);
    expect(await t.runJobs({ name: 'payments.refund' })).toBe(0);
  });

  it('replays a retried click that carries the same Idempotency-Key instead of answering 409', async () => {
    const { refund } = await failedRefund();
    const key = randomUUID();
    const first = await ops.post(`/api/ops/refunds/${refund.id}/retry`, {}, { headers: { 'idempotency-key': key } });
    const again = await ops.post(`/api/ops/refunds/${refund.id}/retry`, {}, { headers: { 'idempotency-key': key } });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await t.runJobs({ name: 'payments.refund' })).toBe(1);
  });
});

describe('POST /api/ops/refunds/{id}/settle', () => {
  it('marks a failed refund processed with the reference and moves its money out of refunds pending', async () => {
    const { refund } = await failedRefund(90_000n);
    const transfersBefore = (await t.db.select().from(ledgerTransfers)).length;
    const pendingBefore = (await balances(t.db, refund.campaignId!)).refundsPending;
    const res = await settle(refund.id, '  UTIBR52026112400991 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.settled,
      data: { id: refund.id, status: 'processed', settled_reference: 'UTIBR52026112400991', processed_at: t.clock.now().toISOString() },
    });
    expect(res.json().data.events.at(-1)).toMatchObject({
      action: 'refund.settled_manually',
      actor: 'operator',
      note: 'Reference UTIBR52026112400991',
    });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'processed', settledReference: 'UTIBR52026112400991' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, refund.id), eq(auditLog.action, 'refund.settled_manually')));
    expect(audit).toMatchObject([
      { actorUserId: operatorId, actorRole: 'operator', data: { from: 'failed', reference: 'UTIBR52026112400991' } },
    ]);
    const transfers = await t.db.select().from(ledgerTransfers);
    // The escrow part confirms the campaign's refund on its way; the fee and GST part (decision 047) names no escrow.
    expect(transfers).toHaveLength(transfersBefore + 2);
    expect(transfers.find((tr) => tr.idempotencyKey === `refund_settled:${refund.id}`)).toMatchObject({
      kind: 'refund_settled',
      amountPaise: 90_000n,
      campaignId: refund.campaignId,
    });
    expect(transfers.find((tr) => tr.idempotencyKey === `refund_settled:${refund.id}:fees`)).toMatchObject({
      kind: 'refund_settled',
      amountPaise: 10_620n,
      campaignId: null,
    });
    expect(pendingBefore - (await balances(t.db, refund.campaignId!)).refundsPending).toBe(100_620n);
    await expectLedgerConsistent(t.db);
  });

  it('settles a pending refund too, and its job then leaves it alone', async () => {
    const { refund } = await pendingRefund();
    expect((await settle(refund.id)).statusCode).toBe(200);
    await t.runJobs({ name: 'payments.refund' });
    expect(await refundRow(refund.id)).toMatchObject({
      status: 'processed',
      providerRefundId: null,
      settledReference: 'HDFC-REF-2026-0042',
    });
  });

  it('answers 409 to a second settle and to a retry after it, changing nothing', async () => {
    const { refund } = await failedRefund();
    expect((await settle(refund.id, 'FIRST-REF-01')).statusCode).toBe(200);
    const again = await settle(refund.id, 'SECOND-REF-02');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notOpen('processed'));
    expect((await retry(refund.id)).statusCode).toBe(409);
    expect(await refundRow(refund.id)).toMatchObject({ settledReference: 'FIRST-REF-01' });
    expect((await auditOf(refund.id)).map((a) => a.action)).toEqual(['refund.failed', 'refund.settled_manually']);
  });

  it.each([
    ['5 characters', 'AB123'],
    ['41 characters', 'A'.repeat(41)],
    ['a space inside', 'HDFC 123456'],
    ['a slash', 'HDFC/123456'],
    ['nothing', ''],
    ['only spaces', '      '],
    ['a number', 12345678],
    ['null', null],
  ])('refuses a reference with %s', async (_name, reference) => {
    const { refund } = await failedRefund();
    const res = await settle(refund.id, reference);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: M.referenceInvalid, errors: { reference: [M.referenceInvalid] } });
    expect(await refundRow(refund.id)).toMatchObject({ status: 'failed', settledReference: null });
  });

  it('takes a reference of 6 and of 40 letters, digits or dashes', async () => {
    for (const reference of ['AB-123', `${'A1-'.repeat(13)}Z`]) {
      expect(reference.length === 6 || reference.length === 40).toBe(true);
      const { refund } = await failedRefund();
      const res = await settle(refund.id, reference);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.settled_reference).toBe(reference);
    }
  });

  it('answers a 10 MB reference with a 4xx, not a 500, and changes nothing', async () => {
    const { refund } = await failedRefund();
    const res = await settle(refund.id, 'A'.repeat(10 * 1024 * 1024));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'failed' });
  });
});

describe('who may work the refunds', () => {
  it('answers 401 to anonymous callers and 403 to brands and creators, and needs the CSRF token', async () => {
    const { refund } = await failedRefund();
    const brandAgent = await t.injectAs(brand);
    const creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
    const calls = [
      (a: TestAgent) => a.get('/api/ops/refunds'),
      (a: TestAgent) => retry(refund.id, a),
      (a: TestAgent) => settle(refund.id, 'HDFC-REF-2026-0042', a),
    ];
    for (const call of calls) {
      expect((await call(t.agent())).statusCode).toBe(401);
      expect((await call(brandAgent)).statusCode).toBe(403);
      expect((await call(creator)).statusCode).toBe(403);
    }
    for (const action of ['retry', 'settle']) {
      const noToken = await ops.post(`/api/ops/refunds/${refund.id}/${action}`, { reference: 'HDFC-REF-2026-0042' }, { csrf: false });
      expect(noToken.statusCode).toBe(419);
    }
    expect(await refundRow(refund.id)).toMatchObject({ status: 'failed' });
    expect(await auditOf(refund.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed refund id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      for (const action of ['retry', 'settle']) {
        const res = await ops.post(`/api/ops/refunds/${encodeURIComponent(id)}/${action}`, { reference: 'HDFC-REF-2026-0042' });
        expect(res.statusCode, `${action} ${id}`).toBe(404);
        expect(res.json().message).toBe(M.notFound);
      }
    }
  });
});

describe.skipIf(postgresSkip)(`refund actions at the same moment${skippedBecause(postgresSkip)}`, () => {
  it('settles once when ten operators record a reference at the same moment; the rest answer 409', async () => {
    const { refund } = await failedRefund();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => settle(refund.id, `PARALLEL-REF-${i}`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const winner = results.find((r) => r.statusCode === 200)!.json().data.settled_reference;
    expect(await refundRow(refund.id)).toMatchObject({ status: 'processed', settledReference: winner });
    expect((await auditOf(refund.id)).map((a) => a.action)).toEqual(['refund.failed', 'refund.settled_manually']);
  });

  it('retries once and queues one job when ten retries arrive at once', async () => {
    const { refund } = await failedRefund();
    const results = await Promise.all(Array.from({ length: 10 }, () => retry(refund.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect((await auditOf(refund.id)).map((a) => a.action)).toEqual(['refund.failed', 'refund.retried']);
    expect(await t.runJobs({ name: 'payments.refund' })).toBe(1);
    expect(await refundRow(refund.id)).toMatchObject({ status: 'processed' });
    expect((await auditOf(refund.id)).map((a) => a.action)).toEqual(['refund.failed', 'refund.retried', 'refund.processed']);
  });
});
