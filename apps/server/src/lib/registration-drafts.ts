import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { type REGISTRATION_KINDS, type RegistrationDraftRow, registrationDrafts } from '../db/schema/index';
import { fieldError } from './errors';

/**
 * A registration in progress, kept against the visitor's session (brand and creator wizards alike): a reload or
 * a second tab resumes it, and nobody else's session can read or continue it.
 */
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface DraftKey {
  db: DbOrTx;
  kind: RegistrationKind;
  sessionHash: string;
}

export async function findLiveDraft(input: DraftKey & { now: Date }): Promise<RegistrationDraftRow | undefined> {
  const [row] = await input.db
    .select()
    .from(registrationDrafts)
    .where(
      and(
        eq(registrationDrafts.kind, input.kind),
        eq(registrationDrafts.sessionHash, input.sessionHash),
        gt(registrationDrafts.expiresAt, input.now),
      ),
    )
    .limit(1);
  return row;
}

/** Creates or replaces the session's draft and pushes its expiry a full lifetime ahead. */
export async function saveDraft(
  input: DraftKey & {
    email: string | null;
    stepReached: number;
    data: Record<string, unknown>;
    passwordHash: string | null;
    now: Date;
  },
): Promise<RegistrationDraftRow> {
  const values = {
    kind: input.kind,
    sessionHash: input.sessionHash,
    email: input.email,
    stepReached: input.stepReached,
    data: input.data,
    passwordHash: input.passwordHash,
    updatedAt: input.now,
    expiresAt: new Date(input.now.getTime() + DRAFT_LIFETIME_MS),
  };
  const [row] = await input.db
    .insert(registrationDrafts)
    .values({ ...values, createdAt: input.now })
    .onConflictDoUpdate({ target: [registrationDrafts.kind, registrationDrafts.sessionHash], set: values })
    .returning();
  if (!row) throw new Error('draft upsert returned no row');
  return row;
}

export async function deleteDraft(input: { db: DbOrTx; id: string }) {
  await input.db.delete(registrationDrafts).where(eq(registrationDrafts.id, input.id));
}

/**
 * Steps go in order: step 1 any time, step N once N-1 was saved (an expired draft counts as none). Saving an
 * earlier step again is allowed and keeps the furthest step reached.
 */
export function assertStepInOrder(input: { draft: RegistrationDraftRow | undefined; step: number; message: string }): void {
  const { draft, step } = input;
  if (step === 1) return;
  if (!draft || draft.stepReached < step - 1 || !draft.passwordHash) throw fieldError('step', input.message);
}

export const stepReachedAfter = (draft: RegistrationDraftRow | undefined, step: number) => Math.max(draft?.stepReached ?? 0, step);
