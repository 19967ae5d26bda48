import type { Db, Tx } from '../../src/db/client';
import type { AuditActor } from '../../src/features/audit/audit-log';
import type { LedgerService, TransferInput } from '../../src/features/ledger/ledger.service';

/**
 * The ledger for tests that move money with no change of their own to make: a call without `tx` runs in a
 * transaction of its own, standing in for the change that would cause the money. The app's ledger takes only a
 * transaction (its type requires one, and it refuses anything else at run time).
 */
export function testLedger(db: Db, ledger: LedgerService) {
  return {
    ...ledger,
    transfer: (input: TransferInput & { tx?: Tx; actor?: AuditActor }) =>
      input.tx ? ledger.transfer({ ...input, tx: input.tx }) : db.transaction((tx) => ledger.transfer({ ...input, tx })),
    transferMany: (input: { tx?: Tx; transfers: TransferInput[]; actor?: AuditActor }) =>
      input.tx ? ledger.transferMany({ ...input, tx: input.tx }) : db.transaction((tx) => ledger.transferMany({ ...input, tx })),
    /** The app's own ledger, for the tests of its transaction rule. */
    strict: ledger,
  };
}

export type TestLedger = ReturnType<typeof testLedger>;
