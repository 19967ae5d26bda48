import { bigint, boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { postMetricReports, postMetricSourceEnum, postMetricStatusEnum } from './post-metrics';
import { scripts } from './scripts';
import { trackedLinks } from './tracked-links';

/**
 * What the campaign report reads, kept up to date (migration 0053, decision 049 "Kept aggregates and a paged table"):
 * each script's usable numbers (its latest report that is accepted or not questioned, decision 048), rewritten in
 * the transactions that add, accept or question a report. Views to likes are null when nothing is usable.
 */
export const postMetricScriptResults = pgTable(
  'post_metric_script_results',
  {
    scriptId: uuid('script_id')
      .primaryKey()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => postMetricReports.id, { onDelete: 'set null' }),
    source: postMetricSourceEnum('source'),
    status: postMetricStatusEnum('status'),
    checkpointDay: smallint('checkpoint_day'),
    views: bigint('views', { mode: 'number' }),
    likes: bigint('likes', { mode: 'number' }),
    comments: bigint('comments', { mode: 'number' }),
    shares: bigint('shares', { mode: 'number' }),
    saves: bigint('saves', { mode: 'number' }),
    reach: bigint('reach', { mode: 'number' }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** The script's newest report is questioned and not answered yet. */
    questioned: boolean('questioned').notNull().default(false),
    /** Questioned reports of the script no report answers yet. */
    openQuestions: integer('open_questions').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_metric_script_results_campaign_idx').on(t.campaignId)],
);

/**
 * The views-over-time series as per-script change points: on `day` the script's usable views changed by
 * `views_delta` (`starts` on its first usable day). A campaign's series is one grouped, cumulative read.
 */
export const postMetricViewSteps = pgTable(
  'post_metric_view_steps',
  {
    scriptId: uuid('script_id')
      .notNull()
      .references(() => scripts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    campaignId: uuid('campaign_id').notNull(),
    viewsDelta: bigint('views_delta', { mode: 'number' }).notNull(),
    starts: boolean('starts').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.scriptId, t.day] }), index('post_metric_view_steps_campaign_day_idx').on(t.campaignId, t.day)],
);

/** A campaign's post numbers added up over its scripts' usable reports, rewritten with them. */
export const campaignReportTotals = pgTable('campaign_report_totals', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  reportsUsed: integer('reports_used').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  openQuestions: integer('open_questions').notNull().default(0),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  likes: bigint('likes', { mode: 'number' }).notNull().default(0),
  comments: bigint('comments', { mode: 'number' }).notNull().default(0),
  shares: bigint('shares', { mode: 'number' }).notNull().default(0),
  saves: bigint('saves', { mode: 'number' }).notNull().default(0),
  /** How many usable reports came from each source. */
  selfReported: integer('self_reported').notNull().default(0),
  tracked: integer('tracked').notNull().default(0),
  platformApi: integer('platform_api').notNull().default(0),
  latestReportedAt: timestamp('latest_reported_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each tracked link's clicks in total, added by the click counter's flush in the statement that adds the day's. */
export const trackedLinkTotals = pgTable('tracked_link_totals', {
  code: text('code')
    .primaryKey()
    .references(() => trackedLinks.code, { onDelete: 'cascade' }),
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  uniqueClicks: bigint('unique_clicks', { mode: 'number' }).notNull().default(0),
});

/** A campaign's clicks per UTC day over all its links (the report's series), added by the same flush. */
export const trackedLinkCampaignDays = pgTable(
  'tracked_link_campaign_days',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);
