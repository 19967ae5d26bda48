import { randomUUID } from 'node:crypto';
import {
  LEDGER_REF_TYPES,
  type LedgerRefType,
  RESERVATION_SETTLEMENT_KINDS,
  TRANSFER_ROUTES,
  type TransferKind,
} from '@amplio/shared/constants/ledger';
import { MAX_EXACT_PAISE } from '@amplio/shared/domain/money';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { LedgerAccountRow, LedgerTransferRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { type AuditActor, SYSTEM_ACTOR } from '../audit/audit-log';
import {
  type AccountRef,
  accountKey,
  escrowOf,
  findAccounts,
  findEscrowAccounts,
  type LockedAccount,
  lockAccounts,
  type NormalizedAccountRef,
  normalizeAccountRef,
} from './ledger-accounts';
import { type NewTransfer, type Totals, writeTransfers, zeroTotals } from './ledger-writes';
import {
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  LedgerInputError,
  ReservationExistsError,
  ReservationSettledError,
} from './ledger.errors';
import { countCampaignTransfers, findAccountEntries, findCampaignEntries, findEntriesByKeys, type LedgerEntry } from './ledger.repository';
import { type CreatorFigures, findCreatorFigures, findStatement, findSumsByKind, type StatementLine } from './ledger-reads';
import { readBooks } from './ledger-books';
import { findCampaignCharges, findReservationSpend, findReservationSpendTotals } from './ledger-spend-reads';
import { isUuid } from '@amplio/shared/domain/uuid';

export type { AccountRef } from './ledger-accounts';
export type { LedgerEntry } from './ledger.repository';
export type { CreatorFigures, StatementLine } from './ledger-reads';

/** debit = the account the money leaves; credit = the account it arrives in. balance = Σ credits − Σ debits. */
export interface TransferInput {
  debit: AccountRef;
  credit: AccountRef;
  amountPaise: bigint;
  kind: TransferKind;
  refType: LedgerRefType;
  refId: string;
  /** Unique per movement of money, e.g. `funding:<funding id>:escrow`. The same key again moves nothing. */
  idempotencyKey: string;
  /**
   * The campaign a refund_settled confirms an escrow refund of: its escrow's "refund pending" figure goes down.
   * Only refund_settled takes it (every other kind knows its campaign from its accounts).
   */
  campaignId?: string | null;
}

export interface TransferResult {
  transfer: LedgerTransferRow;
  /** false when the idempotency key had already moved this money: the existing transfer is returned. */
  created: boolean;
}

export interface EscrowFigures {
  funded: bigint;
  reserved: bigint;
  released: bigint;
  /** Sent back to the brand; `refundPending` of it is still on its way (the provider has not confirmed it). */
  refunded: bigint;
  refundPending: bigint;
  available: bigint;
}

/** The largest single transfer: beyond this a rupee amount at the API edge is no longer exact. */
export const MAX_TRANSFER_PAISE = MAX_EXACT_PAISE;
const PAGE_MAX = 200;

interface Leg extends Omit<TransferInput, 'debit' | 'credit'> {
  debit: NormalizedAccountRef;
  credit: NormalizedAccountRef;
  campaignId: string | null;
}

function prepareLeg(input: TransferInput): Leg {
  const { kind, amountPaise, idempotencyKey } = input;
  const route = TRANSFER_ROUTES[kind];
  if (!route) throw new LedgerInputError(`Unknown transfer kind ${String(kind)}`);
  const debit = normalizeAccountRef(input.debit);
  const credit = normalizeAccountRef(input.credit);
  if (debit.kind !== route[0] || credit.kind !== route[1]) {
    throw new LedgerInputError(`A ${kind} moves money from ${route[0]} to ${route[1]}, not from ${debit.kind} to ${credit.kind}`);
  }
  if (typeof amountPaise !== 'bigint' || amountPaise <= 0n || amountPaise > MAX_TRANSFER_PAISE) {
    throw new LedgerInputError(`A transfer moves a whole number of paise between 1 and ${MAX_TRANSFER_PAISE}, not ${String(amountPaise)}`);
  }
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length === 0 || idempotencyKey.length > 200) {
    throw new LedgerInputError('A transfer needs an idempotency key of 1 to 200 characters');
  }
  if (!(LEDGER_REF_TYPES as readonly string[]).includes(input.refType) || !isUuid(input.refId)) {
    throw new LedgerInputError(
      `A transfer belongs to a campaign, funding, script or payout by its uuid, not ${input.refType} ${input.refId}`,
    );
  }
  if ((kind === 'reservation' || kind === 'reservation_refund') && debit.campaignId !== credit.campaignId) {
    throw new LedgerInputError(`A ${kind} stays within one campaign`);
  }
  if (input.campaignId != null && (kind !== 'refund_settled' || !isUuid(input.campaignId))) {
    throw new LedgerInputError('Only a refund_settled names a campaign of its own (the escrow whose refund it confirms), by its uuid');
  }
  return { ...input, debit, credit, campaignId: debit.campaignId ?? credit.campaignId ?? input.campaignId ?? null };
}

function sameMovement(entry: LedgerEntry, leg: Leg): boolean {
  return (
    entry.kind === leg.kind &&
    entry.amountPaise === leg.amountPaise &&
    entry.refType === leg.refType &&
    entry.refId === leg.refId &&
    accountKey({ kind: entry.debitKind, ownerId: entry.debitOwnerId }) === accountKey(leg.debit) &&
    accountKey({ kind: entry.creditKind, ownerId: entry.creditOwnerId }) === accountKey(leg.credit)
  );
}

function existingResult(entry: LedgerEntry, leg: Leg): TransferResult {
  if (!sameMovement(entry, leg)) throw new IdempotencyKeyReusedError(leg.idempotencyKey);
  const { debitKind: _d, debitOwnerId: _do, creditKind: _c, creditOwnerId: _co, ...transfer } = entry;
  return { transfer, created: false };
}

/** How a transfer moves the escrow figures of its campaign, on the campaign's escrow account. */
function escrowEffects(leg: Leg, amount: bigint): Partial<Totals> {
  switch (leg.kind) {
    case 'funding':
    case 'suspense_funding':
      return { funded: amount };
    case 'escrow_refund':
      return { refunded: amount, refundPending: amount };
    case 'refund_settled':
      return { refundPending: -amount };
    case 'reservation':
      return { reserved: amount };
    case 'reservation_refund':
      return { reserved: -amount };
    case 'release':
      return { reserved: -amount, released: amount };
    default:
      return {};
  }
}

const isSettlement = (kind: TransferKind) => (RESERVATION_SETTLEMENT_KINDS as readonly string[]).includes(kind);

/** Refuses a leg that would break a rule, judged against the locked accounts as earlier legs of this call left them. */
function checkLeg(leg: Leg, debit: LockedAccount, credit: LockedAccount, debitBalance: bigint): void {
  if (leg.kind === 'reservation' && credit.reserved) throw new ReservationExistsError();
  if (isSettlement(leg.kind) && debit.settled) throw new ReservationSettledError();
  if (debit.kind !== 'external' && debitBalance < leg.amountPaise) {
    throw new InsufficientFundsError({
      accountKind: debit.kind,
      ownerId: debit.ownerId,
      balancePaise: debitBalance,
      amountPaise: leg.amountPaise,
    });
  }
  if (isSettlement(leg.kind) && debitBalance !== leg.amountPaise) {
    throw new LedgerInputError(`A reservation settles whole: ${debitBalance} paise, not ${leg.amountPaise}`);
  }
}

export function createLedgerService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * Moves money inside the caller's transaction, the one that makes the change the money follows (its type takes
   * nothing else): all accounts are created if missing and locked in one fixed order (after whatever rows the caller
   * locked first: campaign, script, funding, payout), every leg is checked against the locked balances before anything
   * is written, then one statement writes transfers, balances and audit entries. A refused leg throws before any
   * write, so the caller's transaction stays usable. A leg whose idempotency key already moved money comes back with
   * created: false.
   */
  async function transferMany(input: { tx: Tx; transfers: TransferInput[]; actor?: AuditActor }): Promise<TransferResult[]> {
    const legs = input.transfers.map(prepareLeg);
    if (legs.length === 0) return [];
    const keys = legs.map((leg) => leg.idempotencyKey);
    if (new Set(keys).size !== keys.length) throw new LedgerInputError('Each leg of a transfer needs its own idempotency key');
    if (!(input.tx instanceof PgTransaction))
      throw new LedgerInputError('Money moves only inside the transaction of the change it follows');
    const tx = input.tx;
    {
      const refs = legs.flatMap((leg) =>
        (leg.kind === 'release' || leg.kind === 'refund_settled') && leg.campaignId
          ? [leg.debit, leg.credit, escrowOf(leg.campaignId)]
          : [leg.debit, leg.credit],
      );
      const accounts = await lockAccounts(tx, refs);
      // Read under the locks: a parallel copy of this call may have committed while we waited for them.
      const done = await findEntriesByKeys(tx, keys);
      const totals = new Map<string, Totals>();
      const totalsOf = (id: string) => totals.get(id) ?? (totals.set(id, zeroTotals()).get(id) as Totals);
      const balanceOf = (row: LedgerAccountRow) => row.balancePaise + (totals.get(row.id)?.balance ?? 0n);
      const now = clock.now();
      const results = new Map<string, TransferResult>();
      const rows: NewTransfer[] = [];

      for (const leg of legs) {
        const prior = done.get(leg.idempotencyKey);
        if (prior) {
          results.set(leg.idempotencyKey, existingResult(prior, leg));
          continue;
        }
        const debit = accounts.get(accountKey(leg.debit)) as LockedAccount;
        const credit = accounts.get(accountKey(leg.credit)) as LockedAccount;
        const debitBalance = balanceOf(debit);
        checkLeg(leg, debit, credit, debitBalance);
        if (leg.kind === 'refund_settled' && leg.campaignId) {
          const escrow = accounts.get(accountKey(escrowOf(leg.campaignId))) as LockedAccount;
          const onItsWay = escrow.refundPendingPaise + (totals.get(escrow.id)?.refundPending ?? 0n);
          if (onItsWay < leg.amountPaise) {
            throw new LedgerInputError(`A refund_settled confirms at most the ${onItsWay} paise of refunds on their way from this escrow`);
          }
        }
        rows.push({
          id: randomUUID(),
          debitAccountId: debit.id,
          creditAccountId: credit.id,
          amountPaise: leg.amountPaise,
          kind: leg.kind,
          refType: leg.refType,
          refId: leg.refId,
          campaignId: leg.campaignId,
          idempotencyKey: leg.idempotencyKey,
          debitBalanceAfterPaise: debitBalance - leg.amountPaise,
          creditBalanceAfterPaise: balanceOf(credit) + leg.amountPaise,
          createdAt: now,
        });
        if (leg.kind === 'reservation') credit.reserved = true;
        if (isSettlement(leg.kind)) debit.settled = true;
        totalsOf(debit.id).balance -= leg.amountPaise;
        totalsOf(credit.id).balance += leg.amountPaise;
        const escrow = leg.campaignId ? accounts.get(accountKey(escrowOf(leg.campaignId))) : undefined;
        if (escrow) {
          const t = totalsOf(escrow.id);
          for (const [field, delta] of Object.entries(escrowEffects(leg, leg.amountPaise)) as [keyof Totals, bigint][]) {
            t[field] += delta;
          }
        }
      }

      if (rows.length > 0) {
        const written = await writeTransfers(tx, { rows, totals, actor: input.actor ?? SYSTEM_ACTOR, now });
        for (const transfer of written) results.set(transfer.idempotencyKey, { transfer, created: true });
      }
      return keys.map((key) => results.get(key) as TransferResult);
    }
  }

  async function transfer(input: TransferInput & { tx: Tx; actor?: AuditActor }): Promise<TransferResult> {
    const { tx, actor, ...leg } = input;
    const [result] = await transferMany({ tx, actor, transfers: [leg] });
    return result as TransferResult;
  }

  /** The account's balance from its row (0 for an account that never moved money). */
  async function balanceOf(input: { db?: DbOrTx; account: AccountRef }): Promise<bigint> {
    const ref = normalizeAccountRef(input.account);
    const row = (await findAccounts(input.db ?? db, [ref])).get(accountKey(ref));
    return row?.balancePaise ?? 0n;
  }

  /** Each campaign's escrow figures, read from its escrow account row; a campaign never funded has all zeros. */
  async function escrowFigures(input: { db?: DbOrTx; campaignIds: string[] }): Promise<Map<string, EscrowFigures>> {
    const ids = [...new Set(input.campaignIds)];
    const rows = await findEscrowAccounts(input.db ?? db, ids);
    const byCampaign = new Map(rows.map((row) => [row.campaignId as string, row]));
    return new Map(
      ids.map((id) => {
        const row = byCampaign.get(id);
        return [
          id,
          {
            funded: row?.fundedPaise ?? 0n,
            reserved: row?.reservedPaise ?? 0n,
            released: row?.releasedPaise ?? 0n,
            refunded: row?.refundedPaise ?? 0n,
            refundPending: row?.refundPendingPaise ?? 0n,
            available: row?.balancePaise ?? 0n,
          },
        ];
      }),
    );
  }

  /**
   * A campaign's transfers (escrow and its reservations), newest first. Page by `cursor` (the `nextCursor` of the
   * previous page) or by `page` (1-based, with `total`); `limit` is 1 to 200, default 50.
   */
  async function transfersFor(input: { db?: DbOrTx; campaignId: string; limit?: number; cursor?: string; page?: number }) {
    const reader = input.db ?? db;
    const limit = Math.min(Math.max(Math.trunc(input.limit ?? 50), 1), PAGE_MAX);
    const before = parseCursor(input.cursor);
    const page = input.page === undefined ? undefined : Math.max(Math.trunc(input.page), 1);
    const [rows, total] = await Promise.all([
      findCampaignEntries(reader, {
        campaignId: input.campaignId,
        limit: limit + 1,
        before,
        offset: page === undefined ? 0 : (page - 1) * limit,
      }),
      page === undefined ? Promise.resolve(undefined) : countCampaignTransfers(reader, input.campaignId),
    ]);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > limit && last ? String(last.seq) : null, total };
  }

  /** An account's transfers, newest first, each with the account's balance just after it (a statement). */
  async function statementOf(input: { db?: DbOrTx; account: AccountRef; limit?: number; cursor?: string }) {
    const reader = input.db ?? db;
    const ref = normalizeAccountRef(input.account);
    const account = (await findAccounts(reader, [ref])).get(accountKey(ref));
    if (!account) return { items: [], nextCursor: null, balancePaise: 0n };
    const limit = Math.min(Math.max(Math.trunc(input.limit ?? 50), 1), PAGE_MAX);
    const rows = await findAccountEntries(reader, { accountId: account.id, limit: limit + 1, before: parseCursor(input.cursor) });
    const items = rows.slice(0, limit).map((entry) => {
      const incoming = entry.creditAccountId === account.id;
      return {
        ...entry,
        direction: incoming ? ('in' as const) : ('out' as const),
        balanceAfterPaise: incoming ? entry.creditBalanceAfterPaise : entry.debitBalanceAfterPaise,
      };
    });
    const last = items.at(-1);
    return { items, nextCursor: rows.length > limit && last ? String(last.seq) : null, balancePaise: account.balancePaise };
  }

  /**
   * One page of an account's statement, newest first, each line with the account's balance just after it, and the
   * number of lines in all. `page` is 1-based; `perPage` 1 to 200. An account that never moved money has no lines.
   */
  async function statementPage(input: {
    db?: DbOrTx;
    account: AccountRef;
    page: number;
    perPage: number;
  }): Promise<{ items: StatementLine[]; total: number; balancePaise: bigint }> {
    const ref = normalizeAccountRef(input.account);
    const limit = Math.min(Math.max(Math.trunc(input.perPage), 1), PAGE_MAX);
    const offset = (Math.max(Math.trunc(input.page), 1) - 1) * limit;
    return findStatement(input.db ?? db, { kind: ref.kind, ownerId: ref.ownerId, limit, offset });
  }

  /**
   * A creator's wallet, payouts pending, what was paid out, and what the given scripts (the creator's open ones)
   * hold in reservation, read in one statement.
   */
  async function creatorFigures(input: { db?: DbOrTx; creatorId: string; scriptIds: string[] }): Promise<CreatorFigures> {
    if (!isUuid(input.creatorId) || !input.scriptIds.every((id) => isUuid(id))) {
      throw new LedgerInputError('creatorFigures takes uuids');
    }
    return findCreatorFigures(input.db ?? db, input);
  }

  /** Each kind of transfer summed into and out of an account (reads all its transfers: for checks, not for pages). */
  async function sumsByKind(input: { db?: DbOrTx; account: AccountRef }) {
    const reader = input.db ?? db;
    const ref = normalizeAccountRef(input.account);
    const account = (await findAccounts(reader, [ref])).get(accountKey(ref));
    const none: Awaited<ReturnType<typeof findSumsByKind>> = { in: {}, out: {} };
    return account ? findSumsByKind(reader, account.id) : none;
  }

  /** The balances by account kind and their total (the operator's books). */
  const books = (input: { db?: DbOrTx } = {}) => readBooks(input.db ?? db);

  /** Per script reservation of the campaigns (or of the scripts given): released to the creator, and still held. */
  function reservationSpend(input: { db?: DbOrTx; campaignIds?: string[]; scriptIds?: string[] }) {
    const ids = input.scriptIds ?? input.campaignIds ?? [];
    if (!ids.every((id) => isUuid(id))) throw new LedgerInputError('reservationSpend takes uuids');
    return findReservationSpend(input.db ?? db, input);
  }

  /** The campaigns' script reservations added up: released to creators, and still held. */
  function reservationSpendTotals(input: { db?: DbOrTx; campaignIds: string[] }) {
    if (!input.campaignIds.every((id) => isUuid(id))) throw new LedgerInputError('reservationSpendTotals takes uuids');
    return findReservationSpendTotals(input.db ?? db, input.campaignIds);
  }

  /** The platform fee and GST booked on the campaigns' fundings, less what fee and GST refunds returned. */
  function campaignCharges(input: { db?: DbOrTx; campaignIds: string[] }) {
    if (!input.campaignIds.every((id) => isUuid(id))) throw new LedgerInputError('campaignCharges takes uuids');
    return findCampaignCharges(input.db ?? db, input.campaignIds);
  }

  return {
    transfer,
    transferMany,
    balanceOf,
    escrowFigures,
    transfersFor,
    statementOf,
    statementPage,
    creatorFigures,
    sumsByKind,
    books,
    reservationSpend,
    reservationSpendTotals,
    campaignCharges,
  };
}

function parseCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  if (!/^[1-9]\d{0,15}$/.test(cursor)) throw fieldError('cursor', 'This page link has expired. Start again from the first page.');
  return Number(cursor);
}

export type LedgerService = ReturnType<typeof createLedgerService>;
