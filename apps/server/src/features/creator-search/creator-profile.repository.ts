import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { SearchHit } from './creator-search.repository';

export interface OpenCreator extends SearchHit {
  bio: string;
}

export interface RunningCampaign {
  id: string;
  product_name: string;
  platforms: string[];
  compensation_paise: string;
  cap_paise: string | null;
}

/** What a brand's view of one creator reads besides search's own rows (issue 23 §2). */
export function createCreatorProfileReader(db: DbOrTx) {
  return {
    /** The creator with this username (any case), when brands may see them: verified and open to invitations. */
    async openCreator(username: string): Promise<OpenCreator | null> {
      const { rows } = (await db.execute(sql`
        select cs.user_id, cs.username, cs.name, cs.bio, cs.profile_photo_file_id, cs.city, cs.state, cs.country,
          cs.categories, cs.languages, cs.content_type, cs.completed_collaborations, cs.on_time_rate::text as on_time_rate,
          '' as sort_key
        from creator_search cs
        where lower(cs.username) = lower(${username}) and cs.listed
        limit 1`)) as unknown as { rows: OpenCreator[] };
      return rows[0] ?? null;
    },

    /** The creator's own row, whatever their switch: the preview of their page (undefined before the profile exists). */
    async ownRow(userId: string): Promise<OpenCreator | null> {
      const { rows } = (await db.execute(sql`
        select cs.user_id, cs.username, cs.name, cs.bio, cs.profile_photo_file_id, cs.city, cs.state, cs.country,
          cs.categories, cs.languages, cs.content_type, cs.completed_collaborations, cs.on_time_rate::text as on_time_rate,
          '' as sort_key
        from creator_search cs where cs.user_id = ${userId}`)) as unknown as { rows: OpenCreator[] };
      return rows[0] ?? null;
    },

    /** The creator's switch and extra languages, from their profile. */
    async brandViewSettings(userId: string): Promise<{ open_to_invitations: boolean; extra_languages: string[] } | null> {
      const { rows } = (await db.execute(
        sql`select open_to_invitations, extra_languages from creator_profiles where user_id = ${userId}`,
      )) as unknown as { rows: { open_to_invitations: boolean; extra_languages: string[] }[] };
      return rows[0] ?? null;
    },

    /** Saves them; the search row follows in the same statement (creator_search_refresh, migration 0025). */
    async saveBrandViewSettings(input: { userId: string; open: boolean; extraLanguages: string[]; now: Date }) {
      await db.execute(sql`
        update creator_profiles set open_to_invitations = ${input.open}, extra_languages = ${sql.param(input.extraLanguages)}::text[],
          updated_at = ${input.now}
        where user_id = ${input.userId}`);
    },

    /** The creators among `userIds` that brands may see, in no particular order. */
    async openCreators(userIds: string[]): Promise<OpenCreator[]> {
      if (userIds.length === 0) return [];
      const { rows } = (await db.execute(sql`
        select cs.user_id, cs.username, cs.name, cs.bio, cs.profile_photo_file_id, cs.city, cs.state, cs.country,
          cs.categories, cs.languages, cs.content_type, cs.completed_collaborations, cs.on_time_rate::text as on_time_rate,
          '' as sort_key
        from creator_search cs
        where cs.user_id = any(${sql.param(userIds)}::uuid[]) and cs.listed`)) as unknown as {
        rows: OpenCreator[];
      };
      return rows;
    },

    /** Rejections per completed collaboration, from the review history; null before the first. */
    async averageRejections(userId: string): Promise<number | null> {
      const { rows } = (await db.execute(sql`
        select round(avg(rejection_count), 2)::text as average from scripts
        where creator_id = ${userId} and status = 'Completed'`)) as unknown as { rows: { average: string | null }[] };
      const average = rows[0]?.average ?? null;
      return average === null ? null : Number(average);
    },

    /** The brand's running (active) campaigns with their price terms, newest first. */
    async runningCampaigns(brandUserId: string): Promise<RunningCampaign[]> {
      const { rows } = (await db.execute(sql`
        select id, product_name, platform as platforms, compensation_paise::text as compensation_paise, price_cap_paise::text as cap_paise
        from campaigns
        where user_id = ${brandUserId} and status = 'active' and compensation_paise is not null and product_name is not null
        order by created_at desc, id desc`)) as unknown as { rows: RunningCampaign[] };
      return rows;
    },
  };
}

export type CreatorProfileReader = ReturnType<typeof createCreatorProfileReader>;
