import { z } from 'zod';
import { POST_METRIC_SOURCES, POST_METRIC_STATUSES } from '../constants/post-metrics';

/**
 * The campaign report (issue 27 §3, decision 049). Rupees are numbers at the edge (paise inside); every count or rate
 * is null where nothing is known. `sources` says where each group of numbers came from.
 */
const count = z.number().int().nullable();
const rupees = z.number();

export const REPORT_SOURCES = {
  /** Spend: the ledger's transfers, exact to the paisa. */
  ledger: 'ledger',
  /** Clicks: Amplio's own tracked links. */
  tracked: 'tracked',
} as const;

export const ZReportSpend = z.object({
  /** Released to creators' wallets for completed work. */
  released: rupees,
  /** Reserved for creators and not yet released or refunded. */
  held: rupees,
  /** Amplio's platform fee, net of fee refunds. */
  fees: rupees,
  /** GST on the fee, net of GST refunds. */
  gst: rupees,
});

export const ZReportTotals = z.object({
  creators: z.number().int(),
  posts_live: z.number().int(),
  views: count,
  likes: count,
  comments: count,
  shares: count,
  saves: count,
  clicks: count,
  unique_clicks: count,
  /** Engagements (likes + comments + shares + saves) ÷ views × 100, two decimals. */
  engagement_rate: z.number().nullable(),
  /** Rupees: (released + held) ÷ views, to the paisa. */
  cost_per_view: z.number().nullable(),
  cost_per_engagement: z.number().nullable(),
  /** Rupees per 1,000 views. */
  cpm: z.number().nullable(),
  cost_per_click: z.number().nullable(),
});
export type TReportTotals = z.infer<typeof ZReportTotals>;

/** Where one creator's post numbers came from: their latest report that is accepted or not questioned. */
export const ZReportMetricsSource = z.object({
  source: z.enum(POST_METRIC_SOURCES),
  status: z.enum(POST_METRIC_STATUSES),
  checkpoint_day: z.number().int(),
  reported_at: z.string(),
});

export const ZReportCreator = z.object({
  script_id: z.string(),
  creator_id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  platform: z.string().nullable(),
  status: z.string(),
  post_link: z.string().nullable(),
  post_live: z.boolean(),
  /** Rupees from the ledger: released to this creator, and still held for them. */
  released: rupees,
  held: rupees,
  views: count,
  likes: count,
  comments: count,
  shares: count,
  saves: count,
  reach: count,
  clicks: count,
  unique_clicks: count,
  engagement_rate: z.number().nullable(),
  cost_per_view: z.number().nullable(),
  cost_per_click: z.number().nullable(),
  /** Null when the creator has reported nothing usable yet. */
  metrics: ZReportMetricsSource.nullable(),
  /** The creator's newest report was questioned by the brand and not answered yet. */
  questioned: z.boolean(),
  /** The creator's tracked link; null when the campaign has no destination or the creator has not taken a link yet. */
  link: z.string().nullable(),
});
export type TReportCreator = z.infer<typeof ZReportCreator>;

export const ZReportPoint = z.object({
  date: z.string(),
  /** Views known on that day: each creator's latest usable report up to it, summed; null before any report. */
  views: count,
  /** Clicks that day (all, bots left out). */
  clicks: z.number().int(),
});

export const ZReportSources = z.object({
  spend: z.object({ source: z.literal('ledger'), as_of: z.string() }),
  post_metrics: z.object({
    source: z.enum(POST_METRIC_SOURCES).nullable(),
    reports_used: z.number().int(),
    accepted: z.number().int(),
    pending: z.number().int(),
    questioned: z.number().int(),
    latest_reported_at: z.string().nullable(),
  }),
  clicks: z.object({
    source: z.literal('tracked'),
    /** Null when the campaign has no destination_url (no tracked links). */
    destination_url: z.string().nullable(),
    /** Counts reach the database in batches: at most this many seconds behind. */
    delay_seconds: z.number().int(),
  }),
});

/** The per-creator table's sortable columns (the report page's headers), sorted by the server (decision 049, stop 39). */
export const REPORT_SORT_KEYS = [
  'name',
  'released',
  'views',
  'likes',
  'comments',
  'shares',
  'saves',
  'clicks',
  'unique_clicks',
  'engagement_rate',
  'cost_per_view',
  'cost_per_click',
] as const;
export type TReportSortKey = (typeof REPORT_SORT_KEYS)[number];
export const REPORT_SORT_ORDERS = ['asc', 'desc'] as const;
export type TReportSortOrder = (typeof REPORT_SORT_ORDERS)[number];
/** Rows per page of the per-creator table, unless `per_page` asks for another (at most the max). */
export const REPORT_PAGE_SIZE = 50;
export const REPORT_PAGE_SIZE_MAX = 200;
/** With no `sort`: most views first. With `sort` but no `order`: names A to Z, numbers largest first. */
export const REPORT_DEFAULT_SORT: TReportSortKey = 'views';
export const defaultReportOrder = (sort: TReportSortKey): TReportSortOrder => (sort === 'name' ? 'asc' : 'desc');

export const REPORT_QUERY_MESSAGES = {
  sort: `sort must be one of ${REPORT_SORT_KEYS.join(', ')}`,
  order: 'order must be asc or desc',
  page: 'page must be a whole number from 1 to 100000',
  perPage: `per_page must be a whole number from 1 to ${REPORT_PAGE_SIZE_MAX}`,
} as const;

const wholeIn = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/**
 * The query of GET /api/brands/campaigns/{id}/report: `sort`, `order`, `page` (1-based), `per_page`. Each is optional;
 * a wrong value is a 400 naming the parameter. Unknown parameters are ignored.
 */
export const ZCampaignReportQuery = z.object({
  sort: z.enum(REPORT_SORT_KEYS, { error: REPORT_QUERY_MESSAGES.sort }).optional(),
  order: z.enum(REPORT_SORT_ORDERS, { error: REPORT_QUERY_MESSAGES.order }).optional(),
  page: wholeIn(1, 100_000, REPORT_QUERY_MESSAGES.page).optional(),
  per_page: wholeIn(1, REPORT_PAGE_SIZE_MAX, REPORT_QUERY_MESSAGES.perPage).optional(),
});

/** Which page of the per-creator table `creators` holds: `total` creators in all, sorted by `sort` in `order`. */
export const ZReportCreatorsPage = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  sort: z.enum(REPORT_SORT_KEYS),
  order: z.enum(REPORT_SORT_ORDERS),
});
export type TReportCreatorsPage = z.infer<typeof ZReportCreatorsPage>;

export const ZCampaignReport = z.object({
  campaign: z.object({
    id: z.string(),
    product_name: z.string().nullable(),
    status: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
  }),
  spend: ZReportSpend,
  totals: ZReportTotals,
  /** One page of the per-creator table (see `creators_page`); the CSV has every row. */
  creators: z.array(ZReportCreator),
  creators_page: ZReportCreatorsPage,
  series: z.array(ZReportPoint),
  sources: ZReportSources,
});
export type TCampaignReport = z.infer<typeof ZCampaignReport>;

/** GET /api/brands/campaigns/{id}/report. */
export const ZCampaignReportResponse = z.object({ success: z.literal(true), data: ZCampaignReport });
export type TCampaignReportResponse = z.infer<typeof ZCampaignReportResponse>;

/** GET /api/brands/reports/summary: the brand's campaigns added up (dashboard card). */
export const ZReportSummaryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    campaigns: z.number().int(),
    spend: ZReportSpend,
    totals: ZReportTotals,
  }),
});
export type TReportSummaryResponse = z.infer<typeof ZReportSummaryResponse>;

/** One of the creator's collaborations, with its results (GET /api/creator/results). */
export const ZCreatorResult = z.object({
  script_id: z.string(),
  campaign_id: z.string(),
  product_name: z.string().nullable(),
  status: z.string(),
  /** Rupees from the ledger: released to the creator for it. */
  earned: rupees,
  views: count,
  likes: count,
  comments: count,
  shares: count,
  saves: count,
  clicks: count,
  unique_clicks: count,
  engagement_rate: z.number().nullable(),
  metrics: ZReportMetricsSource.nullable(),
  questioned: z.boolean(),
  /** The tracked link to share; null when the campaign has no destination. */
  link: z.string().nullable(),
});
export type TCreatorResult = z.infer<typeof ZCreatorResult>;

export const ZCreatorResultsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(ZCreatorResult),
    total: z.object({
      collaborations: z.number().int(),
      earned: rupees,
      views: count,
      likes: count,
      clicks: count,
      unique_clicks: count,
      engagement_rate: z.number().nullable(),
    }),
  }),
});
export type TCreatorResultsResponse = z.infer<typeof ZCreatorResultsResponse>;

/** The CSV's columns, in order (the per-creator table). */
export const REPORT_CSV_COLUMNS = [
  'creator',
  'username',
  'platform',
  'status',
  'post_link',
  'released_inr',
  'held_inr',
  'views',
  'likes',
  'comments',
  'shares',
  'saves',
  'clicks',
  'unique_clicks',
  'engagement_rate_percent',
  'cost_per_view_inr',
  'cost_per_click_inr',
  'metrics_source',
  'metrics_status',
  'reported_at',
] as const;
