import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { CAMPAIGN_ACCOUNT_KINDS, type LedgerAccountKind, PLATFORM_ACCOUNT_KINDS } from '@amplio/shared/constants/ledger';
import type { DbOrTx } from '../../db/client';
import { type LedgerAccountRow, ledgerAccounts, ledgerTransfers } from '../../db/schema/index';
import { LedgerInputError } from './ledger.errors';

/**
 * Names an account. ownerId: the campaign id (campaign_escrow), the script id (script_reservation),
 * the creator's user id (creator_wallet, payouts_pending), null (external, platform_revenue, tax_payable).
 * campaignId: required for a script reservation (the campaign whose escrow it draws on); implied for escrow.
 */
export interface AccountRef {
  kind: LedgerAccountKind;
  ownerId: string | null;
  campaignId?: string | null;
}

export interface NormalizedAccountRef {
  kind: LedgerAccountKind;
  ownerId: string | null;
  campaignId: string | null;
}

const isPlatformKind = (kind: LedgerAccountKind) => (PLATFORM_ACCOUNT_KINDS as readonly string[]).includes(kind);
const isCampaignKind = (kind: LedgerAccountKind) => (CAMPAIGN_ACCOUNT_KINDS as readonly string[]).includes(kind);

/** Fills in what the kind implies and refuses a ref that could name two different accounts. */
export function normalizeAccountRef(ref: AccountRef): NormalizedAccountRef {
  if (isPlatformKind(ref.kind)) {
    if (ref.ownerId != null || ref.campaignId != null) throw new LedgerInputError(`A ${ref.kind} account has no owner or campaign`);
    return { kind: ref.kind, ownerId: null, campaignId: null };
  }
  if (!ref.ownerId) throw new LedgerInputError(`A ${ref.kind} account needs an owner id`);
  if (ref.kind === 'campaign_escrow') {
    if (ref.campaignId != null && ref.campaignId !== ref.ownerId) {
      throw new LedgerInputError('A campaign_escrow account is owned by its campaign: ownerId and campaignId must match');
    }
    return { kind: ref.kind, ownerId: ref.ownerId, campaignId: ref.ownerId };
  }
  if (isCampaignKind(ref.kind)) {
    if (!ref.campaignId) throw new LedgerInputError(`A ${ref.kind} account needs the campaign it draws on`);
    return { kind: ref.kind, ownerId: ref.ownerId, campaignId: ref.campaignId };
  }
  if (ref.campaignId != null) throw new LedgerInputError(`A ${ref.kind} account belongs to no campaign`);
  return { kind: ref.kind, ownerId: ref.ownerId, campaignId: null };
}

export const accountKey = (ref: { kind: string; ownerId: string | null }) => `${ref.kind}:${ref.ownerId ?? ''}`;

export const escrowOf = (campaignId: string): NormalizedAccountRef => ({
  kind: 'campaign_escrow',
  ownerId: campaignId,
  campaignId,
});

function matchRefs(refs: NormalizedAccountRef[]): SQL {
  const conditions = refs.map((ref) =>
    and(eq(ledgerAccounts.kind, ref.kind), ref.ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ref.ownerId)),
  );
  return or(...conditions) as SQL;
}

/**
 * Creates the accounts that do not exist yet, then locks all of them with one SELECT … FOR UPDATE ORDER BY id:
 * every caller takes its locks in the same order, so two transfers cannot deadlock and cannot both spend one balance.
 */
export type LockedAccount = LedgerAccountRow & {
  /** A script reservation that has received its reservation already. */
  reserved: boolean;
  /** A script reservation that was already released or refunded. */
  settled: boolean;
};

export async function lockAccounts(tx: DbOrTx, refs: NormalizedAccountRef[]): Promise<Map<string, LockedAccount>> {
  const unique = [...new Map(refs.map((ref) => [accountKey(ref), ref])).values()].sort((a, b) =>
    accountKey(a).localeCompare(accountKey(b)),
  );
  await tx
    .insert(ledgerAccounts)
    .values(unique.map((ref) => ({ kind: ref.kind, ownerId: ref.ownerId, campaignId: ref.campaignId })))
    .onConflictDoNothing();
  const rows = await tx.select().from(ledgerAccounts).where(matchRefs(unique)).orderBy(ledgerAccounts.id).for('update');
  const states = await reservationStates(
    tx,
    rows.filter((row) => row.kind === 'script_reservation').map((row) => row.id),
  );
  const byKey = new Map(rows.map((row) => [accountKey(row), { ...row, reserved: false, settled: false, ...states.get(row.id) }]));
  for (const ref of unique) {
    const row = byKey.get(accountKey(ref));
    if (!row) throw new Error(`ledger account ${accountKey(ref)} could not be created`);
    if (row.campaignId !== ref.campaignId) {
      throw new LedgerInputError(`${accountKey(ref)} belongs to campaign ${row.campaignId}, not ${ref.campaignId}`);
    }
  }
  return byKey;
}

/**
 * Whether each script reservation was funded and settled. Read after the locks are held, in a statement of its own:
 * the locking statement's snapshot predates whatever a transaction it waited for committed.
 */
async function reservationStates(tx: DbOrTx, ids: string[]): Promise<Map<string, { reserved: boolean; settled: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: ledgerTransfers.creditAccountId,
      debitId: ledgerTransfers.debitAccountId,
      kind: ledgerTransfers.kind,
    })
    .from(ledgerTransfers)
    .where(
      or(
        and(inArray(ledgerTransfers.creditAccountId, ids), eq(ledgerTransfers.kind, 'reservation')),
        and(inArray(ledgerTransfers.debitAccountId, ids), inArray(ledgerTransfers.kind, ['release', 'reservation_refund'])),
      ),
    );
  const states = new Map(ids.map((id) => [id, { reserved: false, settled: false }]));
  for (const row of rows) {
    if (row.kind === 'reservation') (states.get(row.id) as { reserved: boolean }).reserved = true;
    else (states.get(row.debitId) as { settled: boolean }).settled = true;
  }
  return states;
}

/** Reads accounts without locking (for balances and figures); missing accounts are simply absent. */
export async function findAccounts(db: DbOrTx, refs: NormalizedAccountRef[]): Promise<Map<string, LedgerAccountRow>> {
  if (refs.length === 0) return new Map();
  const rows = await db.select().from(ledgerAccounts).where(matchRefs(refs));
  return new Map(rows.map((row) => [accountKey(row), row]));
}

export async function findEscrowAccounts(db: DbOrTx, campaignIds: string[]): Promise<LedgerAccountRow[]> {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'campaign_escrow'), inArray(ledgerAccounts.ownerId, campaignIds)));
}
