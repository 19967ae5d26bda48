import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ScriptClosedReason } from '@amplio/shared/schemas/scripts';
import { brands, campaigns, scripts } from '../../../src/db/schema/index';
import { createLedgerService } from '../../../src/features/ledger/ledger.service';
import { testLedger } from '../../helpers/test-ledger';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import type { TestAgent, TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';

const EXTERNAL = { kind: 'external' as const, ownerId: null };
const escrow = (campaignId: string) => ({ kind: 'campaign_escrow' as const, ownerId: campaignId });
const reservation = (scriptId: string, campaignId: string) => ({ kind: 'script_reservation' as const, ownerId: scriptId, campaignId });
const wallet = (creatorId: string) => ({ kind: 'creator_wallet' as const, ownerId: creatorId });

export const rupees = (n: number) => BigInt(n) * 100n;

/** A funded campaign of a new brand, straight in the database: what the money helpers below draw on. */
export async function fundedCampaign(t: TestApp, input: { productName?: string | null; fundRupees?: number } = {}) {
  const ledger = testLedger(t.db, createLedgerService({ db: t.db, clock: t.clock }));
  const brandUser = await t.createUser({ userType: 'brand' });
  const [brand] = await t.db.insert(brands).values({ userId: brandUser.id, name: 'Glow Labs', industry: 'retail' }).returning();
  const [campaign] = await t.db
    .insert(campaigns)
    .values({ userId: brandUser.id, brandId: brand!.id, productName: input.productName === undefined ? 'Glow serum' : input.productName })
    .returning();
  await ledger.transfer({
    debit: EXTERNAL,
    credit: escrow(campaign!.id),
    amountPaise: rupees(input.fundRupees ?? 1_000_000),
    kind: 'funding',
    refType: 'funding',
    refId: randomUUID(),
    idempotencyKey: `funding:${randomUUID()}`,
  });
  return { ledger, brandUser, brandId: brand!.id, campaignId: campaign!.id, productName: campaign!.productName };
}

export type FundedCampaign = Awaited<ReturnType<typeof fundedCampaign>>;

/**
 * A script of the creator on the campaign with its price reserved from escrow; `outcome` then settles it as the
 * review does: `completed` releases the reservation to the creator's wallet (key `release:{script id}`), a closed
 * reason refunds it to escrow, and `open` leaves it in escrow.
 */
export async function scriptWithMoney(
  t: TestApp,
  input: { creatorId: string; campaign: FundedCampaign; rupees: number; outcome?: 'completed' | 'open' | ScriptClosedReason },
) {
  const { campaign } = input;
  const outcome = input.outcome ?? 'completed';
  const now = t.clock.now();
  const closed = outcome !== 'open';
  const [script] = await t.db
    .insert(scripts)
    .values({
      creatorId: input.creatorId,
      campaignId: campaign.campaignId,
      brandId: campaign.brandId,
      brandUserId: campaign.brandUser.id,
      script: 'Hi everyone! Today I am showing you Glow serum.',
      reservedPaise: rupees(input.rupees),
      status: outcome === 'completed' ? 'Completed' : outcome === 'open' ? 'In Review' : 'Rejected',
      createdAt: now,
      submittedAt: outcome === 'abandoned' ? null : now,
      videoSubmittedAt: outcome === 'abandoned' ? null : now,
      approvedAt: outcome === 'completed' ? now : null,
      completedAt: outcome === 'completed' ? now : null,
      closedAt: closed ? now : null,
      closedReason: closed ? (outcome as ScriptClosedReason) : null,
    })
    .returning();
  const scriptId = script!.id;
  await campaign.ledger.transfer({
    debit: escrow(campaign.campaignId),
    credit: reservation(scriptId, campaign.campaignId),
    amountPaise: rupees(input.rupees),
    kind: 'reservation',
    refType: 'script',
    refId: scriptId,
    idempotencyKey: `reservation:${scriptId}`,
  });
  if (outcome === 'completed') {
    await campaign.ledger.transfer({
      debit: reservation(scriptId, campaign.campaignId),
      credit: wallet(input.creatorId),
      amountPaise: rupees(input.rupees),
      kind: 'release',
      refType: 'script',
      refId: scriptId,
      idempotencyKey: `release:${scriptId}`,
    });
  } else if (closed) {
    await campaign.ledger.transfer({
      debit: reservation(scriptId, campaign.campaignId),
      credit: escrow(campaign.campaignId),
      amountPaise: rupees(input.rupees),
      kind: 'reservation_refund',
      refType: 'script',
      refId: scriptId,
      idempotencyKey: `reservation-refund:${scriptId}`,
    });
  }
  return scriptId;
}

/** A signed-in creator whose wallet holds one release per amount (rupees), from one campaign. */
export async function creatorWithEarnings(t: TestApp, amounts: number[], campaignInput: { productName?: string | null } = {}) {
  const user = await t.createUser({ userType: 'creator' });
  const campaign = await fundedCampaign(t, campaignInput);
  const scriptIds: string[] = [];
  for (const amount of amounts) scriptIds.push(await scriptWithMoney(t, { creatorId: user.id, campaign, rupees: amount }));
  const agent = await t.injectAs(user, { remember: true });
  return { user, agent, campaign, scriptIds };
}

export const upi = (amount: number | string, extra: Record<string, unknown> = {}) => ({
  amount,
  payment_method: 'upi',
  upi_id: 'ravi.kumar@okhdfc',
  ...extra,
});

export const bank = (amount: number | string, extra: Record<string, unknown> = {}) => ({
  amount,
  payment_method: 'bank',
  account_number: '123456789012',
  confirm_account_number: '123456789012',
  ifsc: 'HDFC0001234',
  account_holder_name: 'Ravi Kumar',
  ...extra,
});

export const WITHDRAWAL_PATH = '/api/creator/payment-history/withdrawal';

export function withdraw(agent: TestAgent, body: unknown, key: string | null = randomUUID()) {
  return agent.post(WITHDRAWAL_PATH, body, { headers: key === null ? {} : { 'idempotency-key': key } });
}

/** Signs an operator in at /ops/login (injectAs knows the brand and creator pages only). */
export async function signInOperator(t: TestApp, user?: TestUser) {
  const operator = user ?? (await t.createUser({ userType: 'operator', name: 'Olivia Ops' }));
  const agent = t.agent();
  const res = await agent.post('/ops/login', { email: operator.email, password: operator.password, remember: true });
  expect(res.statusCode, res.body).toBe(200);
  return { user: operator, agent };
}

/** Everything released into the creator's wallet, summed from the ledger's transfers (the slow, obvious way). */
export async function releasedInto(t: TestApp, creatorId: string): Promise<bigint> {
  const sums = await createLedgerService({ db: t.db, clock: t.clock }).sumsByKind({ account: wallet(creatorId) });
  return sums.in.release ?? 0n;
}

export const expectLedgerConsistent = (t: TestApp) => checkLedgerInvariants(t.db);
