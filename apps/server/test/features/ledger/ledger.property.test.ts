import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerTransfers } from '../../../src/db/schema/index';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { LedgerInputError } from '../../../src/features/ledger/ledger.errors';
import { openTestDatabase } from '../../helpers/test-database';
import { ledgerFor } from './ledger-fixtures';
import { keyOf, LedgerModel, type LedgerOp, type Outcome } from './ledger-model';

/**
 * 1,000 sequences on PostgreSQL (CI's full-strength pass). PGlite runs every statement on one in-process WebAssembly
 * connection, several times slower, so its light pass runs 100. LEDGER_SEQUENCES overrides both.
 */
const SEQUENCES = Number(process.env.LEDGER_SEQUENCES ?? (process.env.TEST_DATABASE_URL ? 1_000 : 100));

let database: Database;
let ledger: ReturnType<typeof ledgerFor>['ledger'];

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = ledgerFor(database).ledger;
});
afterAll(async () => {
  await database?.close();
});

const amount = fc.bigInt({ min: 1n, max: 3_000n });
const campaign = fc.integer({ min: 0, max: 1 });
const script = fc.integer({ min: 0, max: 3 });
const creator = fc.integer({ min: 0, max: 1 });

const op: fc.Arbitrary<LedgerOp> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('fund' as const), campaign, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('fundWithFees' as const), campaign, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('subscriptionCharge' as const), price: amount, credit: amount }) },
  { weight: 4, arbitrary: fc.record({ t: fc.constant('reserve' as const), script, amount }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('release' as const), script, creator }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('refundReservation' as const), script }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('escrowRefund' as const), campaign, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('escrowRefundWithFees' as const), campaign, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('settleRefund' as const), campaign, amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('lateCapture' as const), amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('settleLateRefund' as const), amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('suspenseIn' as const), amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('suspenseRefund' as const), amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('suspenseApply' as const), campaign, amount }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('withdraw' as const), creator, amount }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('withdrawBoth' as const), amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('settlePayout' as const), creator, amount }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('failPayout' as const), creator, amount }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('replay' as const), step: fc.nat() }) },
);

function outcomeOf(error: unknown): Outcome {
  if (error instanceof LedgerInputError && /settles whole/.test(error.message)) return 'partial_settlement';
  if (error instanceof LedgerInputError && /refunds on their way/.test(error.message)) return 'refund_not_pending';
  const code = (error as { code?: string }).code;
  if (code === 'insufficient_funds' || code === 'reservation_settled' || code === 'reservation_exists') return code;
  throw error;
}

const ids = (n: number) => Array.from({ length: n }, () => randomUUID());

/**
 * Each sequence runs in a transaction that is rolled back at the end, so every sequence starts from an empty
 * ledger and the invariants are checked over exactly its own transfers. A refused step throws before the ledger
 * writes anything, so the sequence goes on in the same transaction, as a caller that handles the error would.
 */
async function runSequence(ops: LedgerOp[]): Promise<void> {
  const model = new LedgerModel({ campaigns: ids(2), scripts: ids(4), creators: ids(2), refs: ids(3) });
  const rolledBack = new Error('roll back the sequence');
  await database.db
    .transaction(async (tx) => {
      for (const [step, o] of ops.entries()) {
        const legs = model.legsFor(o, step);
        if (!legs) continue;
        const expected = model.apply(legs);
        const actual = await ledger
          .transferMany({ tx, transfers: legs })
          .then((results) => (results.some((r) => r.created) ? 'created' : 'duplicate') as Outcome, outcomeOf);
        expect({ step, op: o, outcome: actual }).toEqual({ step, op: o, outcome: expected });
        await checkLedgerInvariants(tx);
      }
      const rows = await tx.select().from(ledgerAccounts);
      const actualBalances = Object.fromEntries(rows.map((row) => [keyOf(row), row.balancePaise]));
      const expectedBalances = Object.fromEntries(model.balances);
      for (const key of Object.keys(actualBalances)) expectedBalances[key] ??= 0n;
      expect(actualBalances).toEqual(expectedBalances);
      // Fees follow the work (decision 047), never beyond what was charged: fees and GST refunded ≤ fees and GST charged.
      const sums = await tx
        .select({ kind: ledgerTransfers.kind, total: sql<string>`sum(${ledgerTransfers.amountPaise})::text` })
        .from(ledgerTransfers)
        .groupBy(ledgerTransfers.kind);
      const sum = (...kinds: string[]) => sums.filter((r) => kinds.includes(r.kind)).reduce((a, r) => a + BigInt(r.total), 0n);
      expect(sum('fee_refund')).toBeLessThanOrEqual(sum('platform_fee', 'suspense_fee'));
      expect(sum('gst_refund')).toBeLessThanOrEqual(sum('gst', 'suspense_gst'));
      throw rolledBack;
    })
    .catch((error) => {
      if (error !== rolledBack) throw error;
    });
}

it(`keeps every invariant through ${SEQUENCES} random sequences of funding, reservation, release, refunds sent (with their fee and GST) and confirmed, late captures, suspense and withdrawal`, async () => {
  await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), runSequence), { numRuns: SEQUENCES });
}, 600_000);
