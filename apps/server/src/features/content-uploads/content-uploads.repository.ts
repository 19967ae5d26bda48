import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, type ScriptRow, scripts } from '../../db/schema/index';

export type ScriptForSubmission = ScriptRow & { productName: string | null; brandName: string | null; platforms: string[] };

/** The creator's script with its campaign's product, brand and platforms, its row locked for the transaction. */
export async function lockCreatorScript(tx: DbOrTx, input: { id: string; creatorId: string }): Promise<ScriptForSubmission | undefined> {
  const [row] = await tx
    .select({ script: scripts, productName: campaigns.productName, brandName: brands.name, platforms: campaigns.platform })
    .from(scripts)
    .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
    .leftJoin(brands, eq(brands.id, scripts.brandId))
    .where(and(eq(scripts.id, input.id), eq(scripts.creatorId, input.creatorId)))
    .for('update', { of: scripts });
  return row && { ...row.script, productName: row.productName, brandName: row.brandName, platforms: row.platforms ?? [] };
}

export async function updateScript(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      ScriptRow,
      | 'status'
      | 'videoPath'
      | 'videoMimeType'
      | 'postLink'
      | 'submittedAt'
      | 'videoSubmittedAt'
      | 'postSubmittedAt'
      | 'autoApproveAt'
      | 'creatorDueAt'
      | 'updatedAt'
    >
  >,
): Promise<ScriptRow> {
  const [row] = await tx.update(scripts).set(values).where(eq(scripts.id, id)).returning();
  return row!;
}

/** Whether `videoPath` is the current video of one of `creatorId`'s scripts for a brand the brand user owns. */
export async function isVideoOfBrandScript(db: DbOrTx, input: { videoPath: string; creatorId: string; brandUserId: string }) {
  const ownBrands = db.select({ id: brands.id }).from(brands).where(eq(brands.userId, input.brandUserId));
  const [row] = await db
    .select({ id: scripts.id })
    .from(scripts)
    .where(and(eq(scripts.creatorId, input.creatorId), eq(scripts.videoPath, input.videoPath), inArray(scripts.brandId, ownBrands)))
    .limit(1);
  return row !== undefined;
}
