import { and, eq, lte, sql } from 'drizzle-orm';
import type { VerificationPurpose } from '@amplio/shared/constants/roles';
import type { DbOrTx } from '../../db/client';
import { verificationCodes, type VerificationCodeRow } from '../../db/schema/index';

interface Key {
  email: string;
  purpose: VerificationPurpose;
}

const byKey = (key: Key) => and(eq(verificationCodes.email, key.email), eq(verificationCodes.purpose, key.purpose));

/**
 * Writes a fresh code over the old one, unless the old one was sent after `cooldownFrom`.
 * One statement, so two concurrent resends cannot both pass the cooldown. Returns nothing while cooling down.
 */
export async function replaceCodeUnlessCoolingDown(
  db: DbOrTx,
  input: Key & { codeHash: string; now: Date; expiresAt: Date; cooldownFrom: Date },
): Promise<VerificationCodeRow | undefined> {
  const fresh = { codeHash: input.codeHash, attempts: 0, expiresAt: input.expiresAt, lastSentAt: input.now, consumedAt: null };
  const [row] = await db
    .insert(verificationCodes)
    .values({ email: input.email, purpose: input.purpose, ...fresh, createdAt: input.now })
    .onConflictDoUpdate({
      target: [verificationCodes.email, verificationCodes.purpose],
      set: { ...fresh, createdAt: input.now },
      setWhere: lte(verificationCodes.lastSentAt, input.cooldownFrom),
    })
    .returning();
  return row;
}

export async function findCode(db: DbOrTx, key: Key): Promise<VerificationCodeRow | undefined> {
  const [row] = await db.select().from(verificationCodes).where(byKey(key)).limit(1);
  return row;
}

/** Reads the code and holds its row until the transaction ends, so concurrent tries are counted one by one. */
export async function lockCode(tx: DbOrTx, key: Key): Promise<VerificationCodeRow | undefined> {
  const [row] = await tx.select().from(verificationCodes).where(byKey(key)).limit(1).for('update');
  return row;
}

export async function countWrongAttempt(tx: DbOrTx, key: Key): Promise<number> {
  const [row] = await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(byKey(key))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function consumeCode(tx: DbOrTx, key: Key & { now: Date }): Promise<void> {
  await tx.update(verificationCodes).set({ consumedAt: key.now }).where(byKey(key));
}
