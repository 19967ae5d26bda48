import { eq } from 'drizzle-orm';
import { scripts } from '../../../src/db/schema/index';
import { createLedgerService } from '../../../src/features/ledger/ledger.service';
import type { TestApp } from '../../helpers/build-test-app';

/**
 * Completes a saved script without going through the review (upload, approve, post link): marks it Completed and
 * books the release of its reservation to the creator's wallet, as the review would, so the ledger stays whole.
 */
export async function completeScriptByHand(
  t: TestApp,
  input: { scriptId: string; campaignId: string; creatorId: string; reservedPaise: bigint },
) {
  const at = t.clock.now();
  await t.db
    .update(scripts)
    .set({ status: 'Completed', closedAt: at, closedReason: 'completed', completedAt: at })
    .where(eq(scripts.id, input.scriptId));
  await t.db.transaction((tx) =>
    createLedgerService({ db: t.db, clock: t.clock }).transfer({
      tx,
      debit: { kind: 'script_reservation', ownerId: input.scriptId, campaignId: input.campaignId },
      credit: { kind: 'creator_wallet', ownerId: input.creatorId },
      amountPaise: input.reservedPaise,
      kind: 'release',
      refType: 'script',
      refId: input.scriptId,
      idempotencyKey: `release:${input.scriptId}`,
    }),
  );
}
