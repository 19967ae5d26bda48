import { sql } from 'drizzle-orm';
import { formatPaise } from '@amplio/shared/domain/money';
import { ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/account';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import type { Storage } from '../../lib/storage/storage';
import { recordAudit } from '../audit/audit-log';
import type { LedgerService } from '../ledger/ledger.service';
import type { AccountService, AccountSessions, Caller } from './account.service';
import {
  campaignIdsOf,
  deleteAllSessions,
  deleteByAddresses,
  erasePersonalRows,
  hasFundingInFlight,
  scriptIdsOf,
  updateUser,
} from './account.repository';

const blocked = (reason: string, message: string) => new AppError({ code: 'account_holds_money', status: 409, message, extra: { reason } });

/**
 * Why the account cannot go yet, read from the ledger's balances (never a figure of our own): money held for it or
 * owed to it. Null when nothing is.
 */
export async function moneyHeldFor(input: { db: DbOrTx; ledger: LedgerService; userId: string; kind: string }) {
  const { db, ledger, userId } = input;
  if (input.kind === 'brand') {
    const campaignIds = await campaignIdsOf(db, userId);
    const escrow = await ledger.escrowFigures({ db, campaignIds });
    const scriptIds = await scriptIdsOf(db, { brandUserId: userId });
    // The brand's scripts' reservations are still the brand's money until released.
    const { reservedPaise } = await ledger.creatorFigures({ db, creatorId: userId, scriptIds });
    let held = reservedPaise;
    for (const figures of escrow.values()) held += figures.available + figures.refundPending;
    if (held > 0n) return blocked('escrow', M.blockedEscrow(formatPaise(held)));
    if (await hasFundingInFlight(db, userId)) return blocked('funding', M.blockedFunding);
    return null;
  }
  if (input.kind === 'creator') {
    const scriptIds = await scriptIdsOf(db, { creatorId: userId });
    const figures = await ledger.creatorFigures({ db, creatorId: userId, scriptIds });
    if (figures.reservedPaise > 0n) return blocked('reservations', M.blockedReservations(formatPaise(figures.reservedPaise)));
    if (figures.walletPaise > 0n) return blocked('wallet', M.blockedWallet(formatPaise(figures.walletPaise)));
    if (figures.pendingPaise > 0n) return blocked('payouts', M.blockedPayouts(formatPaise(figures.pendingPaise)));
    return null;
  }
  return null;
}

/**
 * Decision 040: the account is anonymised, not dropped. Its row stays (the ledger, campaigns, scripts and invoices
 * point at it and keep only amounts and ids); its name, address and password go, its own personal rows and files
 * are erased, and every session ends.
 */
export function createAccountDeletion(deps: {
  db: Db;
  clock: Clock;
  storage: Storage;
  ledger: LedgerService;
  account: Pick<AccountService, 'assertPassword'>;
  sessions: AccountSessions;
  logger?: { warn(obj: object, msg?: string): void };
}) {
  const { db, clock, storage, ledger, sessions } = deps;
  return {
    async deleteAccount(input: { caller: Caller; password: string }) {
      const { user } = input.caller;
      await deps.account.assertPassword(user, input.password, 'password', M.deletePasswordWrong);
      const unusable = await hashPassword(randomToken(32));
      const now = clock.now();
      const { keys, ended } = await db.transaction(async (tx) => {
        // The row is locked first: a withdrawal or a funding racing with the deletion waits, then sees the account gone.
        await tx.execute(sqlLockUser(user.id));
        const refusal = await moneyHeldFor({ db: tx, ledger, userId: user.id, kind: user.userType });
        if (refusal) throw refusal;
        const fileKeys = await erasePersonalRows(tx, user.id);
        await deleteByAddresses(tx, [user.email, user.pendingEmail ?? '']);
        await updateUser(tx, user.id, {
          name: 'Deleted account',
          email: `deleted-${user.id}@deleted.amplio.invalid`,
          pendingEmail: null,
          passwordHash: unusable,
          emailVerifiedAt: null,
          deletedAt: now,
          updatedAt: now,
        });
        const hashes = await deleteAllSessions(tx, user.id);
        await recordAudit({
          tx,
          actor: input.caller.actor,
          at: now,
          action: 'account.deleted',
          entityType: 'user',
          entityId: user.id,
          data: { files_removed: fileKeys.length, sessions_ended: hashes.length },
        });
        return { keys: fileKeys, ended: hashes };
      });
      await sessions.forgetUser(user.id);
      for (const hash of ended) await sessions.forgetSession(hash);
      // Bytes go only after the commit (a rollback must never leave a row whose bytes are gone).
      const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
      for (const result of results) {
        if (result.status === 'rejected') deps.logger?.warn({ err: result.reason }, 'could not delete a deleted account file');
      }
      return { success: true as const, message: M.deleted };
    },
  };
}

const sqlLockUser = (userId: string) => sql`select id from users where id = ${userId} for update`;
