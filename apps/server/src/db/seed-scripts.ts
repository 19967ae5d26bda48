import { asc, eq } from 'drizzle-orm';
import { generateScript } from '@amplio/shared/domain/script-template';
import { SYSTEM_ACTOR } from '../features/audit/audit-log';
import type { ScriptsService } from '../features/scripts/scripts.service';
import type { Db } from './client';
import { brands, campaigns, users } from './schema/index';

/** The demo creator's saved script for the first active demo campaign, saved (and reserved) through the service. */
export async function seedDemoScript(input: { db: Db; scripts: Pick<ScriptsService, 'save'>; creatorEmail: string }) {
  const { db } = input;
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.creatorEmail));
  const [campaign] = await db
    .select({ campaign: campaigns, brandName: brands.name })
    .from(campaigns)
    .leftJoin(brands, eq(brands.id, campaigns.brandId))
    .where(eq(campaigns.status, 'active'))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
    .limit(1);
  if (!creator || !campaign?.campaign.productName) return;
  const { campaign: row, brandName } = campaign;
  const script = generateScript({
    productName: row.productName!,
    objective: row.marketingObjective,
    keyFeatures: row.keyFeatures,
    brandName,
  });
  await input.scripts.save({
    userId: creator.id,
    actor: { ...SYSTEM_ACTOR, role: 'seed' },
    body: {
      brand_id: row.brandId,
      campaign_id: row.id,
      script: script.text,
      title: `${row.productName} - morning routine reel`,
      description: 'A 30-second reel filmed at home.',
    },
  });
}
