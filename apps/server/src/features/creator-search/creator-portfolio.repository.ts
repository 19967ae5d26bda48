import { PORTFOLIO_USAGE_RIGHTS } from '@amplio/shared/schemas/creator-portfolio';
import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, creatorPortfolioItems, creatorProfiles, creatorSearch, scripts } from '../../db/schema/index';

/** What a creator may show of a script: completed, with a video, under usage rights that let them (issue 23 §2). */
const showableVideo = and(
  eq(scripts.status, 'Completed'),
  isNotNull(scripts.videoPath),
  inArray(campaigns.usageRights, [...PORTFOLIO_USAGE_RIGHTS]),
);

export interface CompletedVideoRow {
  scriptId: string;
  scriptTitle: string | null;
  campaignName: string | null;
  brandName: string;
  usageRights: string | null;
  completedAt: Date | null;
  videoPath: string;
  videoMimeType: string | null;
}

export interface PortfolioPickRow {
  id: string;
  scriptId: string | null;
  title: string | null;
  url: string | null;
}

export interface ShownPortfolioRow extends PortfolioPickRow {
  scriptTitle: string | null;
  campaignName: string | null;
  videoPath: string | null;
}

export type PortfolioRowInput = { scriptId: string } | { title: string; url: string };

/** The creator's portfolio rows and the scripts they pick from. */
export function createCreatorPortfolioRepository(db: DbOrTx) {
  return {
    /** Every completed script of the creator with a video, newest first, whatever its usage rights. */
    async completedVideos(creatorId: string): Promise<CompletedVideoRow[]> {
      const rows = await db
        .select({
          scriptId: scripts.id,
          scriptTitle: scripts.title,
          campaignName: campaigns.productName,
          brandName: brands.name,
          usageRights: campaigns.usageRights,
          completedAt: scripts.completedAt,
          videoPath: scripts.videoPath,
          videoMimeType: scripts.videoMimeType,
        })
        .from(scripts)
        .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
        .innerJoin(brands, eq(brands.id, scripts.brandId))
        .where(and(eq(scripts.creatorId, creatorId), eq(scripts.status, 'Completed'), isNotNull(scripts.videoPath)))
        .orderBy(desc(scripts.completedAt), desc(scripts.id));
      return rows.map((row) => ({ ...row, videoPath: row.videoPath! }));
    },

    /** The scripts among `ids` that are the creator's, with what decides whether they may be shown. */
    async ownScripts(input: { creatorId: string; ids: string[] }) {
      if (input.ids.length === 0) return [];
      return db
        .select({ id: scripts.id, status: scripts.status, videoPath: scripts.videoPath, usageRights: campaigns.usageRights })
        .from(scripts)
        .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
        .where(and(eq(scripts.creatorId, input.creatorId), inArray(scripts.id, input.ids)));
    },

    /** The portfolio as saved, in the creator's order, including videos that no longer qualify. */
    picks(creatorId: string): Promise<PortfolioPickRow[]> {
      return db
        .select({
          id: creatorPortfolioItems.id,
          scriptId: creatorPortfolioItems.scriptId,
          title: creatorPortfolioItems.title,
          url: creatorPortfolioItems.url,
        })
        .from(creatorPortfolioItems)
        .where(eq(creatorPortfolioItems.creatorId, creatorId))
        .orderBy(asc(creatorPortfolioItems.position));
    },

    /** What brands see, in the creator's order: the links, and the picked videos that still qualify. */
    shown(creatorId: string): Promise<ShownPortfolioRow[]> {
      return db
        .select({
          id: creatorPortfolioItems.id,
          scriptId: creatorPortfolioItems.scriptId,
          title: creatorPortfolioItems.title,
          url: creatorPortfolioItems.url,
          scriptTitle: scripts.title,
          campaignName: campaigns.productName,
          videoPath: scripts.videoPath,
        })
        .from(creatorPortfolioItems)
        .leftJoin(scripts, eq(scripts.id, creatorPortfolioItems.scriptId))
        .leftJoin(campaigns, eq(campaigns.id, scripts.campaignId))
        .where(and(eq(creatorPortfolioItems.creatorId, creatorId), or(isNotNull(creatorPortfolioItems.url), showableVideo)))
        .orderBy(asc(creatorPortfolioItems.position));
    },

    /**
     * Replaces the portfolio with `items`, in order. The creator's profile row is locked first, so two saves at once
     * run one after the other; false when the creator has no profile yet.
     */
    async replace(input: { creatorId: string; items: PortfolioRowInput[]; now: Date }): Promise<boolean> {
      const [profile] = await db
        .select({ userId: creatorProfiles.userId })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, input.creatorId))
        .for('update');
      if (!profile) return false;
      await db.delete(creatorPortfolioItems).where(eq(creatorPortfolioItems.creatorId, input.creatorId));
      if (input.items.length === 0) return true;
      await db.insert(creatorPortfolioItems).values(
        input.items.map((item, position) => ({
          creatorId: input.creatorId,
          position,
          createdAt: input.now,
          ...('scriptId' in item ? { scriptId: item.scriptId } : { title: item.title, url: item.url }),
        })),
      );
      return true;
    },

    async hasProfile(creatorId: string): Promise<boolean> {
      const [row] = await db.select({ userId: creatorProfiles.userId }).from(creatorProfiles).where(eq(creatorProfiles.userId, creatorId));
      return Boolean(row);
    },

    /** Whether the video at `videoPath` is on the page of `creatorId` as brands see it (the creator listed in search). */
    async isShownVideo(input: { creatorId: string; videoPath: string }): Promise<boolean> {
      const [row] = await db
        .select({ id: creatorPortfolioItems.id })
        .from(creatorPortfolioItems)
        .innerJoin(scripts, eq(scripts.id, creatorPortfolioItems.scriptId))
        .innerJoin(campaigns, eq(campaigns.id, scripts.campaignId))
        .innerJoin(creatorSearch, eq(creatorSearch.userId, creatorPortfolioItems.creatorId))
        .where(
          and(
            eq(creatorPortfolioItems.creatorId, input.creatorId),
            eq(scripts.videoPath, input.videoPath),
            showableVideo,
            // Listed: open to invitations and verified, as search shows creators.
            eq(creatorSearch.listed, true),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

export type CreatorPortfolioRepository = ReturnType<typeof createCreatorPortfolioRepository>;
