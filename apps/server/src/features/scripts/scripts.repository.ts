import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, type CampaignRow, campaigns, type ScriptRow, scripts } from '../../db/schema/index';

export type ScriptWithCampaign = ScriptRow & { productName: string | null; brandName: string | null };
export type CampaignForScript = CampaignRow & { brandName: string | null };

const withCampaign = { script: scripts, productName: campaigns.productName, brandName: brands.name };
const flatten = (r: { script: ScriptRow; productName: string | null; brandName: string | null }): ScriptWithCampaign => ({
  ...r.script,
  productName: r.productName,
  brandName: r.brandName,
});

/** The campaign with its brand's name, its row locked for the rest of the transaction. */
export async function lockCampaignForScript(tx: DbOrTx, id: string): Promise<CampaignForScript | undefined> {
  const [row] = await tx
    .select({ campaign: campaigns, brandName: brands.name })
    .from(campaigns)
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .where(eq(campaigns.id, id))
    .for('update', { of: campaigns });
  return row && { ...row.campaign, brandName: row.brandName };
}

export async function findOpenScript(db: DbOrTx, input: { creatorId: string; campaignId: string }) {
  const [row] = await db
    .select({ id: scripts.id })
    .from(scripts)
    .where(and(eq(scripts.creatorId, input.creatorId), eq(scripts.campaignId, input.campaignId), isNull(scripts.closedAt)));
  return row;
}

/** A script of the creator on the campaign that the brand closed by rejecting it three times, if there is one. */
export async function findRejectedOutScript(db: DbOrTx, input: { creatorId: string; campaignId: string }) {
  const [row] = await db
    .select({ id: scripts.id })
    .from(scripts)
    .where(and(eq(scripts.creatorId, input.creatorId), eq(scripts.campaignId, input.campaignId), eq(scripts.closedReason, 'rejected')))
    .limit(1);
  return row;
}

/** A completed script of the creator on the campaign (the brand paid for it), if there is one. */
export async function findCompletedScript(db: DbOrTx, input: { creatorId: string; campaignId: string }) {
  const [row] = await db
    .select({ id: scripts.id })
    .from(scripts)
    .where(and(eq(scripts.creatorId, input.creatorId), eq(scripts.campaignId, input.campaignId), eq(scripts.closedReason, 'completed')))
    .limit(1);
  return row;
}

export async function insertScript(tx: DbOrTx, values: typeof scripts.$inferInsert): Promise<ScriptRow> {
  const [row] = await tx.insert(scripts).values(values).returning();
  return row!;
}

const prepareCreatorScripts = (db: DbOrTx) =>
  db
    .select(withCampaign)
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .leftJoin(brands, eq(brands.id, scripts.brandId))
    .where(eq(scripts.creatorId, sql.placeholder('creatorId')))
    .orderBy(desc(scripts.createdAt), desc(scripts.id))
    .limit(sql.placeholder('limit'))
    .prepare('amplio_list_creator_scripts');
const creatorScriptsBy = new WeakMap<DbOrTx, ReturnType<typeof prepareCreatorScripts>>();

/**
 * The creator's scripts, newest first. Every visit to the scripts page runs it: prepared once per database, so
 * neither Drizzle nor PostgreSQL builds and plans it again per request.
 */
export async function listCreatorScripts(db: DbOrTx, input: { creatorId: string; limit: number }): Promise<ScriptWithCampaign[]> {
  let query = creatorScriptsBy.get(db);
  if (!query) {
    query = prepareCreatorScripts(db);
    creatorScriptsBy.set(db, query);
  }
  const rows = await query.execute(input);
  return rows.map(flatten);
}

export async function findCreatorScript(db: DbOrTx, input: { id: string; creatorId: string }): Promise<ScriptWithCampaign | undefined> {
  const [row] = await db
    .select(withCampaign)
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .leftJoin(brands, eq(brands.id, scripts.brandId))
    .where(and(eq(scripts.id, input.id), eq(scripts.creatorId, input.creatorId)));
  return row && flatten(row);
}

/** The creator's campaigns through their scripts, newest script first, with the campaign's end date and status. */
export async function listCreatorCampaigns(db: DbOrTx, input: { creatorId: string; limit: number }) {
  return db
    .select({
      campaignId: campaigns.id,
      productName: campaigns.productName,
      brandName: brands.name,
      endDate: campaigns.endDate,
      campaignStatus: campaigns.status,
      scriptId: scripts.id,
      scriptStatus: scripts.status,
      videoPath: scripts.videoPath,
      reservedPaise: scripts.reservedPaise,
    })
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .leftJoin(brands, eq(brands.id, scripts.brandId))
    .where(eq(scripts.creatorId, input.creatorId))
    .orderBy(desc(scripts.createdAt), desc(scripts.id))
    .limit(input.limit);
}

/** One of the creator's scripts with its campaign's names, its row locked for the transaction (an edit after a rejection). */
export async function lockCreatorScriptForEdit(
  tx: DbOrTx,
  input: { id: string; creatorId: string },
): Promise<ScriptWithCampaign | undefined> {
  const [row] = await tx
    .select(withCampaign)
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .leftJoin(brands, eq(brands.id, scripts.brandId))
    .where(and(eq(scripts.id, input.id), eq(scripts.creatorId, input.creatorId)))
    .for('update', { of: scripts });
  return row && flatten(row);
}

export async function updateScriptFields(tx: DbOrTx, id: string, values: Partial<ScriptRow>): Promise<ScriptRow> {
  const [row] = await tx.update(scripts).set(values).where(eq(scripts.id, id)).returning();
  return row!;
}
