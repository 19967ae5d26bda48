import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { campaigns, fundings, ledgerAccounts } from '../../../src/db/schema/index';
import { SYSTEM_ACTOR } from '../../../src/features/audit/audit-log';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import {
  type SandboxPaymentOutcome,
  type SandboxWebhookBody,
  sandboxPaymentEvent,
} from '../../../src/features/payments/sandbox/sandbox-events';
import { SIGNATURE_HEADER, signWebhook } from '../../../src/features/payments/webhook-signature';
import type { TestApp } from '../../helpers/build-test-app';
import type { TestUser } from '../../helpers/factories';
import { lockCampaignForMoney } from '../../../src/lib/money-locks';

/** A draft campaign of the brand's with a budget of ₹100 crore: enough for fundings to reference. */
export async function createCampaign(db: Db, brand: TestUser, name = 'Glow serum launch', budgetPaise = 100_000_000_000n): Promise<string> {
  const [row] = await db.insert(campaigns).values({ userId: brand.id, productName: name, budgetPaise }).returning({ id: campaigns.id });
  return row!.id;
}

/** Opens a checkout as the fund route does: under the campaign's lock, in one transaction. */
export async function startFunding(t: TestApp, input: { brand: TestUser; campaignId: string; amountPaise: bigint; key?: string }) {
  return t.db.transaction(async (tx) => {
    const campaign = await lockCampaignForMoney(tx, input.campaignId);
    return t.app.payments.startFunding({
      tx,
      campaign: campaign!,
      brandUserId: input.brand.id,
      amountPaise: input.amountPaise,
      idempotencyKey: input.key ?? randomUUID(),
      actor: SYSTEM_ACTOR,
    });
  });
}

/** Returns what a campaign's escrow holds to the brand, as a completion does (in its own transaction here). */
export function refundEscrow(t: TestApp, campaignId: string) {
  return t.db.transaction((tx) => t.app.payments.refundUnreservedEscrow({ tx, campaignId, actor: SYSTEM_ACTOR }));
}

export async function fundingRow(db: Db, id: string) {
  const [row] = await db.select().from(fundings).where(eq(fundings.id, id));
  return row!;
}

/** The sandbox's event for a funding; `paymentId` makes it another payment on the same checkout (a second attempt). */
export function paymentEvent(input: {
  fundingId: string;
  totalPaise: bigint;
  outcome?: SandboxPaymentOutcome;
  at: Date;
  paymentId?: string;
}): SandboxWebhookBody {
  const { paymentId, ...rest } = input;
  const event = sandboxPaymentEvent({ outcome: 'captured', ...rest });
  return paymentId ? { ...event, id: `${event.id}_${paymentId}`, data: { ...event.data, payment_id: paymentId } } : event;
}

/** Posts a webhook as the provider would: raw JSON bytes, signed at `signedAt` (default: the app's now). */
export function postWebhook(
  t: TestApp,
  body: SandboxWebhookBody | string,
  opts: { signedAt?: Date; secret?: string; signature?: string | null; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  const rawBody = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const signature =
    opts.signature === undefined
      ? signWebhook({ secret: opts.secret ?? t.config.payments.webhookSecret, rawBody, at: opts.signedAt ?? t.clock.now() })
      : opts.signature;
  const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json' };
  if (signature !== null) headers[SIGNATURE_HEADER] = signature;
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: rawBody });
}

/** Balances by account kind (escrow of the one campaign, revenue, tax, external). */
export async function balances(db: Db, campaignId: string) {
  const rows = await db.select().from(ledgerAccounts);
  const of = (kind: string, ownerId: string | null = null) =>
    rows.find((r) => r.kind === kind && r.ownerId === ownerId)?.balancePaise ?? 0n;
  return {
    escrow: of('campaign_escrow', campaignId),
    revenue: of('platform_revenue'),
    tax: of('tax_payable'),
    external: of('external'),
    refundsPending: of('refunds_pending'),
    suspense: of('suspense'),
  };
}

export const expectLedgerConsistent = (db: Db) => checkLedgerInvariants(db);
