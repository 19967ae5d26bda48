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

/** A draft campaign of the brand's: enough for a funding to reference. */
export async function createCampaign(db: Db, brand: TestUser, name = 'Glow serum launch'): Promise<string> {
  const [row] = await db.insert(campaigns).values({ userId: brand.id, productName: name }).returning({ id: campaigns.id });
  return row!.id;
}

export async function startFunding(t: TestApp, input: { brand: TestUser; campaignId: string; amountPaise: bigint; key?: string }) {
  return t.app.payments.startFunding({
    brandUserId: input.brand.id,
    campaignId: input.campaignId,
    amountPaise: input.amountPaise,
    idempotencyKey: input.key ?? randomUUID(),
    actor: SYSTEM_ACTOR,
  });
}

export async function fundingRow(db: Db, id: string) {
  const [row] = await db.select().from(fundings).where(eq(fundings.id, id));
  return row!;
}

export function paymentEvent(input: {
  fundingId: string;
  totalPaise: bigint;
  outcome?: SandboxPaymentOutcome;
  at: Date;
}): SandboxWebhookBody {
  return sandboxPaymentEvent({ outcome: 'captured', ...input });
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
  };
}

export const expectLedgerConsistent = (db: Db) => checkLedgerInvariants(db);
