import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Tx } from '../../../src/db/client';
import { createFakeClock } from '../../../src/lib/clock';
import type { AccountRef } from '../../../src/features/ledger/ledger.service';
import { createLedgerService } from '../../../src/features/ledger/ledger.service';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { openTestDatabase } from '../../helpers/test-database';
import { testLedger } from '../../helpers/test-ledger';

export const EXTERNAL: AccountRef = { kind: 'external', ownerId: null };
export const REVENUE: AccountRef = { kind: 'platform_revenue', ownerId: null };
export const TAX: AccountRef = { kind: 'tax_payable', ownerId: null };
export const REFUNDS_PENDING: AccountRef = { kind: 'refunds_pending', ownerId: null };
export const SUSPENSE: AccountRef = { kind: 'suspense', ownerId: null };
export const escrow = (campaignId: string): AccountRef => ({ kind: 'campaign_escrow', ownerId: campaignId });
export const reservation = (scriptId: string, campaignId: string): AccountRef => ({
  kind: 'script_reservation',
  ownerId: scriptId,
  campaignId,
});
export const wallet = (creatorId: string): AccountRef => ({ kind: 'creator_wallet', ownerId: creatorId });
export const payoutsPending = (creatorId: string): AccountRef => ({ kind: 'payouts_pending', ownerId: creatorId });

export function ledgerFor(database: Database) {
  const clock = createFakeClock(new Date('2026-11-01T09:00:00Z'));
  return { clock, ledger: testLedger(database.db, createLedgerService({ db: database.db, clock })) };
}

/** A fresh database and a ledger on it for one test file, closed after its tests (checking the ledger's invariants first when asked). */
export function useLedgerDatabase(options: { checkInvariantsAfter?: boolean } = {}) {
  const t = {} as { database: Database; ledger: ReturnType<typeof ledgerFor>['ledger'] };
  beforeAll(async () => {
    t.database = await openTestDatabase();
    t.ledger = ledgerFor(t.database).ledger;
  });
  afterAll(async () => {
    if (options.checkInvariantsAfter) await checkLedgerInvariants(t.database.db);
    await t.database?.close();
  });
  return t;
}

/** Funds a campaign's escrow from outside, as a confirmed payment would. */
export function fund(
  ledger: ReturnType<typeof ledgerFor>['ledger'],
  input: { campaignId: string; amountPaise: bigint; key?: string; tx?: Tx },
) {
  return ledger.transfer({
    tx: input.tx,
    debit: EXTERNAL,
    credit: escrow(input.campaignId),
    amountPaise: input.amountPaise,
    kind: 'funding',
    refType: 'funding',
    refId: randomUUID(),
    idempotencyKey: input.key ?? `funding:${randomUUID()}`,
  });
}

export function reserve(
  ledger: ReturnType<typeof ledgerFor>['ledger'],
  input: { campaignId: string; scriptId: string; amountPaise: bigint; key?: string; tx?: Tx },
) {
  return ledger.transfer({
    tx: input.tx,
    debit: escrow(input.campaignId),
    credit: reservation(input.scriptId, input.campaignId),
    amountPaise: input.amountPaise,
    kind: 'reservation',
    refType: 'script',
    refId: input.scriptId,
    idempotencyKey: input.key ?? `reservation:${input.scriptId}`,
  });
}
