import { isUuid } from '@amplio/shared/domain/uuid';
import {
  PAYOUT_METHOD_LIMITS,
  PAYOUT_METHOD_MESSAGES as M,
  type TPayoutMethod,
  type TSavePayoutMethodResponse,
  ZCreatePayoutMethodRequest,
} from '@amplio/shared/schemas/payout-methods';
import type { Db, DbOrTx } from '../../db/client';
import type { PayoutMethodRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { destinationLabel } from '../payouts/payout-records';
import * as repo from './payout-methods.repository';

export const payoutMethodNotFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });

export function toPayoutMethod(row: PayoutMethodRow): TPayoutMethod {
  return {
    id: row.id,
    payment_method: row.method,
    label: destinationLabel(row),
    account_holder_name: row.accountHolderName,
    ifsc: row.ifsc,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

const sameDestination = (a: Pick<PayoutMethodRow, 'method' | 'upiId' | 'accountNumber' | 'ifsc'>, b: typeof a) =>
  a.method === b.method &&
  (a.method === 'upi' ? a.upiId?.toLowerCase() === b.upiId?.toLowerCase() : a.accountNumber === b.accountNumber && a.ifsc === b.ifsc);

/** The creator's own saved method, or 404 for a missing one or another creator's (ids cannot be probed). */
async function ownMethod(db: DbOrTx, input: { creatorId: string; id: string }) {
  const row = isUuid(input.id) ? await repo.findPayoutMethod(db, input) : undefined;
  if (!row) throw payoutMethodNotFound();
  return row;
}

/**
 * Where a withdrawal with `payout_method_id` goes: the saved method's details, copied onto the payout so that deleting
 * the method later changes nothing already paid. Another creator's id answers 404.
 */
export async function savedPayoutDestination(db: DbOrTx, input: { creatorId: string; id: string }) {
  const row = await ownMethod(db, input);
  return row.method === 'upi'
    ? { payment_method: 'upi' as const, upi_id: row.upiId ?? undefined }
    : {
        payment_method: 'bank' as const,
        account_number: row.accountNumber ?? undefined,
        ifsc: row.ifsc ?? undefined,
        account_holder_name: row.accountHolderName ?? undefined,
      };
}

/** A creator's saved payout methods (issue 25): UPI ids and bank accounts, shown masked, exactly one default. */
export function createPayoutMethodsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function answer(tx: DbOrTx, creatorId: string, message: string): Promise<TSavePayoutMethodResponse> {
    return { success: true, message, data: (await repo.listPayoutMethods(tx, creatorId)).map(toPayoutMethod) };
  }

  return {
    async list(input: { creatorId: string }) {
      return { success: true as const, data: (await repo.listPayoutMethods(db, input.creatorId)).map(toPayoutMethod) };
    },

    /** Saves a method; the creator's first, or one sent with make_default, becomes the default. */
    async create(input: { creatorId: string; body: unknown; actor: AuditActor }) {
      const v = parseOrThrow(ZCreatePayoutMethodRequest, input.body);
      const values =
        v.payment_method === 'upi'
          ? { method: 'upi' as const, upiId: v.upi_id!, accountNumber: null, accountHolderName: null, ifsc: null }
          : {
              method: 'bank' as const,
              upiId: null,
              accountNumber: v.account_number!,
              accountHolderName: v.account_holder_name!,
              ifsc: v.ifsc!,
            };
      return db.transaction(async (tx) => {
        await repo.lockCreatorAccount(tx, input.creatorId);
        const existing = await repo.listPayoutMethods(tx, input.creatorId);
        if (existing.some((row) => sameDestination(row, values))) {
          throw new AppError({ code: 'duplicate_payout_method', status: 409, message: M.duplicate });
        }
        if (existing.length >= PAYOUT_METHOD_LIMITS.perCreatorMax) {
          throw new AppError({ code: 'too_many_payout_methods', status: 409, message: M.tooMany });
        }
        const makeDefault = existing.length === 0 || v.make_default === true;
        if (makeDefault) await repo.setDefaultPayoutMethod(tx, { id: null, creatorId: input.creatorId });
        const row = await repo.insertPayoutMethod(tx, {
          ...values,
          creatorId: input.creatorId,
          isDefault: makeDefault,
          createdAt: clock.now(),
        });
        await recordAudit({
          tx,
          actor: input.actor,
          at: row.createdAt,
          action: 'payout_method.created',
          entityType: 'payout_method',
          entityId: row.id,
          data: { method: row.method, label: destinationLabel(row), is_default: makeDefault },
        });
        return answer(tx, input.creatorId, M.created);
      });
    },

    /** Deletes a method (payouts keep their own copy of the details); the oldest remaining one becomes the default. */
    async remove(input: { creatorId: string; id: string; actor: AuditActor }) {
      return db.transaction(async (tx) => {
        await repo.lockCreatorAccount(tx, input.creatorId);
        const row = await ownMethod(tx, input);
        await repo.deletePayoutMethod(tx, { id: row.id, creatorId: input.creatorId });
        const [next] = await repo.listPayoutMethods(tx, input.creatorId);
        if (row.isDefault && next) await repo.setDefaultPayoutMethod(tx, { id: next.id, creatorId: input.creatorId });
        await recordAudit({
          tx,
          actor: input.actor,
          at: clock.now(),
          action: 'payout_method.deleted',
          entityType: 'payout_method',
          entityId: row.id,
          data: { method: row.method, label: destinationLabel(row), new_default_id: row.isDefault ? (next?.id ?? null) : undefined },
        });
        return answer(tx, input.creatorId, M.deleted);
      });
    },

    async makeDefault(input: { creatorId: string; id: string; actor: AuditActor }) {
      return db.transaction(async (tx) => {
        await repo.lockCreatorAccount(tx, input.creatorId);
        const row = await ownMethod(tx, input);
        await repo.setDefaultPayoutMethod(tx, { id: row.id, creatorId: input.creatorId });
        await recordAudit({
          tx,
          actor: input.actor,
          at: clock.now(),
          action: 'payout_method.made_default',
          entityType: 'payout_method',
          entityId: row.id,
          data: { method: row.method, label: destinationLabel(row) },
        });
        return answer(tx, input.creatorId, M.madeDefault);
      });
    },
  };
}

export type PayoutMethodsService = ReturnType<typeof createPayoutMethodsService>;
