import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { INVITED_STATUSES } from '@amplio/shared/schemas/collaborations';
import type { DbOrTx } from '../../db/client';
import { brands, type CollaborationRow, campaigns, collaborations, creatorProfiles, scripts, users } from '../../db/schema/index';

/** A collaboration with what both sides' lists show beside it. */
export type CollaborationWithNames = CollaborationRow & {
  campaignName: string | null;
  brandName: string | null;
  creatorName: string;
  creatorUsername: string | null;
  creatorEmail: string;
  scriptStatus: string | null;
};

const withNames = {
  row: collaborations,
  campaignName: campaigns.productName,
  brandName: brands.name,
  creatorName: users.name,
  creatorUsername: creatorProfiles.username,
  creatorEmail: users.email,
  scriptStatus: scripts.status,
};

function selectWithNames(db: DbOrTx) {
  return db
    .select(withNames)
    .from(collaborations)
    .innerJoin(campaigns, eq(campaigns.id, collaborations.campaignId))
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .innerJoin(users, eq(users.id, collaborations.creatorId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, collaborations.creatorId))
    .leftJoin(scripts, eq(scripts.id, collaborations.scriptId));
}

const flatten = (r: { row: CollaborationRow } & Omit<CollaborationWithNames, keyof CollaborationRow>): CollaborationWithNames => {
  const { row, ...names } = r;
  return { ...row, ...names };
};

export async function insertCollaboration(tx: DbOrTx, values: typeof collaborations.$inferInsert): Promise<CollaborationRow> {
  const [row] = await tx.insert(collaborations).values(values).returning();
  return row!;
}

export async function findCollaboration(db: DbOrTx, id: string): Promise<CollaborationWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(collaborations.id, id));
  return row && flatten(row);
}

/** Locks one collaboration; call it after its campaign's lock (lib/money-locks.ts). */
export async function lockCollaboration(tx: DbOrTx, id: string): Promise<CollaborationRow | undefined> {
  const [row] = await tx.select().from(collaborations).where(eq(collaborations.id, id)).for('update');
  return row;
}

export async function updateCollaboration(tx: DbOrTx, id: string, values: Partial<typeof collaborations.$inferInsert>) {
  const [row] = await tx.update(collaborations).set(values).where(eq(collaborations.id, id)).returning();
  return row!;
}

/** The creator's live offer on the campaign: waiting for an answer, or accepted and waiting for the script. */
export async function findLiveCollaboration(db: DbOrTx, input: { campaignId: string; creatorId: string; lock?: boolean }) {
  const query = db
    .select()
    .from(collaborations)
    .where(
      and(
        eq(collaborations.campaignId, input.campaignId),
        eq(collaborations.creatorId, input.creatorId),
        or(eq(collaborations.status, 'pending'), and(eq(collaborations.status, 'accepted'), isNull(collaborations.scriptId))),
      ),
    );
  const [row] = input.lock ? await query.for('update') : await query;
  return row;
}

/** How many of the creator's scripts on the campaign were completed, and how many are still open. */
export async function creatorScriptsOn(db: DbOrTx, input: { campaignId: string; creatorId: string }) {
  const [row] = await db
    .select({
      completed: sql<number>`count(*) filter (where ${scripts.closedReason} = 'completed')::int`,
      open: sql<number>`count(*) filter (where ${scripts.closedAt} is null)::int`,
    })
    .from(scripts)
    .where(and(eq(scripts.campaignId, input.campaignId), eq(scripts.creatorId, input.creatorId)));
  return { completed: row?.completed ?? 0, open: row?.open ?? 0 };
}

/**
 * Creators holding a slot on the campaign: accepted and waiting for their script, or with a script that is open or
 * completed (a script closed otherwise gives its slot back). Read under the campaign's lock, so it cannot race.
 */
export async function countSlotsTaken(db: DbOrTx, campaignId: string): Promise<number> {
  const result = (await db.execute(sql`
    select (
      (select count(*) from ${collaborations} c
        where c.campaign_id = ${campaignId} and c.status = 'accepted' and c.script_id is null)
      + (select count(distinct s.creator_id) from ${scripts} s
        where s.campaign_id = ${campaignId} and (s.closed_at is null or s.closed_reason = 'completed'))
    )::int as n`)) as unknown as { rows: { n: number }[] };
  const row = result.rows[0];
  return Number(row?.n ?? 0);
}

/** Everyone invited to or applying for the campaign, newest first. */
export async function listCampaignCollaborations(db: DbOrTx, campaignId: string): Promise<CollaborationWithNames[]> {
  const rows = await selectWithNames(db)
    .where(eq(collaborations.campaignId, campaignId))
    .orderBy(desc(collaborations.createdAt), desc(collaborations.id))
    .limit(2000);
  return rows.map(flatten);
}

/** The creator's invitations and applications, newest first. */
export async function listCreatorCollaborations(db: DbOrTx, creatorId: string): Promise<CollaborationWithNames[]> {
  const rows = await selectWithNames(db)
    .where(eq(collaborations.creatorId, creatorId))
    .orderBy(desc(collaborations.createdAt), desc(collaborations.id))
    .limit(200);
  return rows.map(flatten);
}

/** Pending offers past their expiry, oldest first: what the sweep expires. */
export async function findExpiredPending(db: DbOrTx, input: { now: Date; limit: number }) {
  return db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(and(eq(collaborations.status, 'pending'), lte(collaborations.expiresAt, input.now)))
    .orderBy(asc(collaborations.expiresAt))
    .limit(input.limit);
}

/** Accepted offers whose hold is due back (no script in time), oldest first. */
export async function findLapsedHolds(db: DbOrTx, input: { now: Date; limit: number }) {
  return db
    .select({ id: collaborations.id, campaignId: collaborations.campaignId })
    .from(collaborations)
    .where(and(eq(collaborations.status, 'accepted'), isNull(collaborations.scriptId), lte(collaborations.holdUntil, input.now)))
    .orderBy(asc(collaborations.holdUntil))
    .limit(input.limit);
}

/** A creator who may be invited: verified, a creator, with the brand-view switch on. */
export async function findInvitableCreator(db: DbOrTx, creatorId: string) {
  const [row] = await db
    .select({ id: users.id, openToInvitations: creatorProfiles.openToInvitations })
    .from(users)
    .innerJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(and(eq(users.id, creatorId), eq(users.userType, 'creator'), sql`${users.emailVerifiedAt} is not null`));
  return row;
}

/** Of these campaigns, the ones the creator holds an invitation on: waiting for an answer, or accepted. */
export async function findInvitedCampaignIds(db: DbOrTx, input: { creatorId: string; campaignIds: string[] }): Promise<string[]> {
  if (input.campaignIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ campaignId: collaborations.campaignId })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.creatorId, input.creatorId),
        eq(collaborations.kind, 'invitation'),
        inArray(collaborations.status, [...INVITED_STATUSES]),
        inArray(collaborations.campaignId, input.campaignIds),
      ),
    );
  return rows.map((r) => r.campaignId);
}

/** What a campaign's requirements are checked against, from the creator's profile (null: no profile). */
export async function findCreatorProfileFacts(db: DbOrTx, creatorId: string) {
  const [row] = await db
    .select({
      categories: creatorProfiles.categories,
      language: creatorProfiles.language,
      extraLanguages: creatorProfiles.extraLanguages,
      country: creatorProfiles.country,
    })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId));
  return row ?? null;
}

/** The campaign's live offers (waiting, or accepted without a script), locked in id order: what its end closes. */
export async function lockLiveCollaborations(tx: DbOrTx, campaignId: string): Promise<CollaborationRow[]> {
  return tx
    .select()
    .from(collaborations)
    .where(
      and(
        eq(collaborations.campaignId, campaignId),
        or(eq(collaborations.status, 'pending'), and(eq(collaborations.status, 'accepted'), isNull(collaborations.scriptId))),
      ),
    )
    .orderBy(asc(collaborations.id))
    .for('update');
}
