import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CAMPAIGN_ACCESS_MODES } from '@amplio/shared/schemas/collaborations';
import {
  CAMPAIGN_PLATFORM_VALUES,
  CAMPAIGN_STATUSES,
  MARKETING_OBJECTIVE_VALUES,
  USAGE_RIGHTS_VALUES,
} from '@amplio/shared/constants/campaigns';
import { brands } from './brand-profiles';
import { storedFiles } from './stored-files';
import { users } from './users';

export const campaignStatusEnum = pgEnum('campaign_status', CAMPAIGN_STATUSES);
export const marketingObjectiveEnum = pgEnum('marketing_objective', MARKETING_OBJECTIVE_VALUES);
export const usageRightsEnum = pgEnum('usage_rights', USAGE_RIGHTS_VALUES);
export const campaignAccessModeEnum = pgEnum('campaign_access_mode', CAMPAIGN_ACCESS_MODES);

const paise = (name: string) => bigint(name, { mode: 'bigint' });
const platformList = CAMPAIGN_PLATFORM_VALUES.map((p) => `'${p}'`).join(', ');

/**
 * A campaign (spec 3 §3). A draft may be half-filled; a published one (upcoming and later) has every required
 * field, which the service checks before funding. Money is paise; the escrow itself lives in the ledger.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    productName: text('product_name'),
    description: text('description'),
    keyFeatures: text('key_features').array().notNull().default(sql`'{}'::text[]`),
    platform: text('platform').array().notNull().default(sql`'{}'::text[]`),
    videoStyle: text('video_style'),
    marketingObjective: marketingObjectiveEnum('marketing_objective'),
    targetAudience: text('target_audience'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    compensationPaise: paise('compensation_paise'),
    budgetPaise: paise('budget_paise'),
    priceCapPaise: paise('price_cap_paise'),
    usageRights: usageRightsEnum('usage_rights'),
    status: campaignStatusEnum('status').notNull().default('draft'),
    /** Who may work on it (issue 23 §3): anyone eligible, accepted applicants, or invited creators only. */
    accessMode: campaignAccessModeEnum('access_mode').notNull().default('open'),
    /** At most this many creators hold a slot at once; null: no limit. */
    maxCreators: integer('max_creators'),
    /** Who it is for (issue 23 §3): empty lists and a null minimum ask for nothing. */
    reqMinFollowers: integer('req_min_followers'),
    reqCategories: text('req_categories').array().notNull().default(sql`'{}'::text[]`),
    reqLanguages: text('req_languages').array().notNull().default(sql`'{}'::text[]`),
    /** ISO 3166-1 alpha-2 codes. */
    reqCountries: text('req_countries').array().notNull().default(sql`'{}'::text[]`),
    coverFileId: uuid('cover_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Why a paused campaign waits (issue 26 §1): 'plan_limit' when its funding arrived with no free slot in the plan. */
    holdReason: text('hold_reason'),
    /** Where creators' tracked links send people (issue 27 §2): https only; null, no tracked links. */
    destinationUrl: text('destination_url'),
    /** Issue 28 §1: creators' scripts wait for the brand's approval before filming (copied onto each script at saving). */
    scriptApprovalRequired: boolean('script_approval_required').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('campaigns_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc(), t.id),
    index('campaigns_status_end_idx').on(t.status, t.endDate),
    /**
     * Discovery walks the active campaigns newest first (this index backwards) or oldest first, and stops after a page
     * instead of sorting every match (bench/results/creator.md).
     */
    index('campaigns_active_created_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'active'`),
    check('campaigns_platform_known', sql`${t.platform} <@ array[${sql.raw(platformList)}]::text[]`),
    check(
      'campaigns_money_positive',
      sql`coalesce(${t.compensationPaise}, 1) > 0 and coalesce(${t.budgetPaise}, 1) > 0 and coalesce(${t.priceCapPaise}, 1) > 0`,
    ),
    check('campaigns_hold_reason_known', sql`${t.holdReason} is null or ${t.holdReason} in ('plan_limit')`),
    check('campaigns_max_creators_positive', sql`${t.maxCreators} is null or ${t.maxCreators} > 0`),
    check('campaigns_req_min_followers_positive', sql`${t.reqMinFollowers} is null or ${t.reqMinFollowers} > 0`),
    check('campaigns_dates_ordered', sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check(
      'campaigns_published_complete',
      sql`${t.status} in ('draft', 'archived') or (${t.brandId} is not null and ${t.productName} is not null and ${t.startDate} is not null and ${t.endDate} is not null and ${t.compensationPaise} is not null and ${t.budgetPaise} is not null and ${t.usageRights} is not null and ${t.publishedAt} is not null)`,
    ),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
