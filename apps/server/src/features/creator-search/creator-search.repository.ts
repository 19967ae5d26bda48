import { PLATFORM_KEYS } from '@amplio/shared/constants/social-platforms';
import type { TCreatorSearchQuery } from '@amplio/shared/schemas/creator-search';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cheapestFirstKeys, rowPrice } from './cheapest-first';
import type { SearchCursor, SortKeyType } from './search-cursor';

/** Where creator search reads from (decision 037): SQL on creator_search today, a search engine when volume needs one. */
export interface CreatorSearchIndex {
  page(input: {
    query: TCreatorSearchQuery;
    price: CampaignPriceTerms | null;
    cursor: SearchCursor | null;
    perPage: number;
    today: string;
  }): Promise<SearchHit[]>;
  facets(input: { query: TCreatorSearchQuery; price: CampaignPriceTerms | null; today: string }): Promise<FacetCount[]>;
  platforms(userIds: string[]): Promise<SearchPlatformRow[]>;
  /** How the query's sort key is written in a cursor, so a cursor can be checked before it reaches the index. */
  sortKeyType(query: TCreatorSearchQuery): SortKeyType;
}

/** What a creator's price on the chosen campaign depends on, besides their metrics (spec 3 §9). */
export interface CampaignPriceTerms {
  /** What the campaign pays a creator without a follower count on the platform. */
  compensationPaise: bigint;
  capPaise: bigint | null;
  /** The platforms the campaign posts on: a price filter or sort reads the creator's accounts there (all when none). */
  platforms: string[];
}

export interface SearchHit {
  user_id: string;
  username: string;
  name: string;
  profile_photo_file_id: string | null;
  city: string;
  state: string;
  country: string;
  categories: string[];
  languages: string[];
  content_type: string;
  completed_collaborations: number;
  on_time_rate: string | null;
  sort_key: string;
}

export interface SearchPlatformRow {
  user_id: string;
  platform: string;
  url: string;
  followers: number | null;
  avg_views: number | null;
  engagement_rate: string;
  metrics_source: string | null;
  metrics_updated_at: string | Date | null;
  avg_likes: number | null;
  avg_comments: number | null;
  avg_shares: number | null;
  avg_saves: number | null;
}

export interface FacetCount {
  facet: 'platform' | 'category' | 'language' | 'country';
  value: string;
  count: number;
}

const VERIFIED_SOURCES = sql`('platform_api', 'oauth_import')`;

/** A platform row p's price on the campaign, in paise: its formula price or the compensation, within the cap. */
const campaignPrice = (price: CampaignPriceTerms): SQL => rowPrice('p', price);

/** The rows a price is read from: the chosen platform's, else the campaign's platforms'. */
function priceRows(q: TCreatorSearchQuery, price: CampaignPriceTerms): SQL[] {
  if (q.platform) return [sql`p.platform = ${q.platform}`];
  return price.platforms.length ? [sql`p.platform = any(${sql.param(price.platforms)}::text[])`] : [];
}

/** The platform conditions, on the chosen platform's row, or on any of the creator's rows when none is chosen. */
function platformConditions(q: TCreatorSearchQuery, price: CampaignPriceTerms | null): SQL[] {
  const on: SQL[] = [];
  if (q.platform) on.push(sql`p.platform = ${q.platform}`);
  if (q.min_followers !== undefined) on.push(sql`p.followers >= ${q.min_followers}`);
  if (q.max_followers !== undefined) on.push(sql`p.followers <= ${q.max_followers}`);
  if (q.min_avg_views !== undefined) on.push(sql`p.avg_views >= ${q.min_avg_views}`);
  if (q.min_engagement !== undefined) on.push(sql`p.engagement_rate >= ${q.min_engagement}`);
  if (q.max_engagement !== undefined) on.push(sql`p.engagement_rate <= ${q.max_engagement}`);
  if (q.metrics_source === 'self_reported') on.push(sql`p.metrics_source = 'self_reported'`);
  if (q.metrics_source === 'verified') on.push(sql`p.metrics_source in ${VERIFIED_SOURCES}`);
  if (price && (q.min_price !== undefined || q.max_price !== undefined)) {
    if (!q.platform) on.push(...priceRows(q, price));
    if (q.min_price !== undefined) on.push(sql`${campaignPrice(price)} >= ${BigInt(q.min_price) * 100n}::bigint`);
    if (q.max_price !== undefined) on.push(sql`${campaignPrice(price)} <= ${BigInt(q.max_price) * 100n}::bigint`);
  }
  return on;
}

/** "fitness bhopal" as a lower-case text for the trigram operators. */
const lowerText = (q: string) => q.toLowerCase();

/** How many digits a follower count has: its band in the tags (`p:instagram:f5` holds 10,000–99,999). */
const followerBand = (followers: number) => String(Math.max(0, Math.trunc(followers))).length;
/** The widest band an int4 count reaches (2,147,483,647). */
const WIDEST_BAND = 10;

/**
 * The follower bands a range touches, on the chosen platform or on any: a necessary condition the GIN index answers
 * before a row is read (the exact range is checked on the platform row after).
 */
function followerBandTags(q: TCreatorSearchQuery): string[] {
  if (q.min_followers === undefined && q.max_followers === undefined) return [];
  const low = followerBand(q.min_followers ?? 0);
  const high = q.max_followers === undefined ? WIDEST_BAND : followerBand(q.max_followers);
  const platforms = q.platform ? [q.platform] : PLATFORM_KEYS;
  return platforms.flatMap((platform) => Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => `p:${platform}:f${low + i}`));
}

/**
 * The search row's copy of its platform rows (migration 0037) as rows p with creator_search_platforms' own column
 * names and types, so a platform condition reads the same whether it runs over the copy or the table.
 */
const PLATFORM_METRICS = sql`jsonb_to_recordset(cs.platform_metrics) as p(platform text, followers integer, avg_views integer,
  engagement_rate numeric, metrics_source text, formula_price_paise bigint)`;

/** Tags written as the search row writes them (migration 0035): the prefix, then the value in lower case. */
const tag = (prefix: string, value: string) => sql`${`${prefix}:`} || lower(${value})`;
const tagArray = (tags: SQL[]) => sql`array[${sql.join(tags, sql`, `)}]::text[]`;

/**
 * Every filter as one WHERE clause over creator_search cs. The equality filters are tags the partial GIN index on
 * listed rows answers in one bitmap: every `@>` tag must be there, and one of each `&&` group.
 */
function whereClause(q: TCreatorSearchQuery, price: CampaignPriceTerms | null, today: string): SQL {
  const where: SQL[] = [sql`cs.listed`];
  const every: SQL[] = [];
  if (q.country) every.push(tag('country', q.country));
  if (q.state) every.push(tag('state', q.state));
  if (q.city) every.push(tag('city', q.city));
  if (q.content_type) every.push(tag('ct', q.content_type));
  if (q.audience_size) every.push(tag('aud', q.audience_size));
  if (q.gender) every.push(tag('g', q.gender));
  // A follower band on the platform implies the platform: its smaller posting list alone narrows faster.
  const bands = followerBandTags(q);
  if (q.platform && !bands.length) every.push(tag('p', q.platform));
  if (every.length) where.push(sql`cs.tags @> ${tagArray(every)}`);
  const anyOf = [
    (q.category ?? []).map((value) => tag('cat', value)),
    (q.language ?? []).map((value) => tag('lang', value)),
    bands.map((value) => sql`${value}`),
  ];
  for (const group of anyOf) if (group.length) where.push(sql`cs.tags && ${tagArray(group)}`);
  if (q.q) {
    where.push(
      sql`(cs.document @@ websearch_to_tsquery('simple', ${q.q}) or ${lowerText(q.q)} <% cs.name_text or cs.name_text % ${lowerText(q.q)})`,
    );
  }
  const onPlatform = platformConditions(q, price);
  // The platform alone is answered by its tag; any other condition on it is checked on the platform row.
  if (onPlatform.length > (q.platform ? 1 : 0)) {
    where.push(sql`exists (select 1 from ${PLATFORM_METRICS} where ${sql.join(onPlatform, sql` and `)})`);
  }
  // At least N years old on `today`: born on or before today minus N years.
  if (q.min_age !== undefined) where.push(sql`cs.date_of_birth <= (${today}::date - make_interval(years => ${q.min_age}))::date`);
  if (q.max_age !== undefined) where.push(sql`cs.date_of_birth > (${today}::date - make_interval(years => ${q.max_age + 1}))::date`);
  if (q.min_completed !== undefined) where.push(sql`cs.completed_collaborations >= ${q.min_completed}`);
  if (q.min_on_time_rate !== undefined) where.push(sql`cs.on_time_rate >= ${q.min_on_time_rate}`);
  if (q.campaign_id) {
    where.push(sql`not exists (select 1 from scripts s where s.campaign_id = ${q.campaign_id} and s.creator_id = cs.user_id)`);
  }
  return sql.join(where, sql` and `);
}

/**
 * The sort's key (higher first) and how a cursor's copy of it is read back. Where a key is a plain column (newest,
 * followers and engagement without a platform, on-time rate), ORDER BY and the cursor's row comparison use that
 * column's own type, so its index walks the page instead of the whole result being sorted.
 */
export interface SortKey {
  /** The key as SQL over creator_search cs. */
  key: SQL;
  /** The key as exact text for the cursor. */
  text: SQL;
  /** The SQL type the cursor's text is cast back to. */
  cast: SortKeyType;
}

const numericKey = (key: SQL, cast: SortKeyType = 'numeric'): SortKey => ({ key, text: sql`(${key})::text`, cast });
const NEWEST: SortKey = {
  key: sql`cs.created_at`,
  text: sql`to_char(cs.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  cast: 'timestamptz',
};

/** No price to sort by: after every creator who has one. */
const NO_PRICE_PAISE = 10n ** 12n;

function sortKeyOf(q: TCreatorSearchQuery, price: CampaignPriceTerms | null): SortKey {
  const platformMetric = (column: string) =>
    sql`(select coalesce(max(p.${sql.raw(column)}), -1) from ${PLATFORM_METRICS} where p.platform = ${q.platform})`;
  switch (q.sort ?? (q.q ? 'relevance' : 'newest')) {
    case 'relevance':
      return q.q
        ? numericKey(
            sql`round((ts_rank(cs.document, websearch_to_tsquery('simple', ${q.q})) + word_similarity(${lowerText(q.q)}, cs.name_text))::numeric, 6)`,
          )
        : NEWEST;
    case 'followers':
      return q.platform ? numericKey(sql`${platformMetric('followers')}::numeric`) : numericKey(sql`cs.top_followers`, 'integer');
    case 'engagement':
      return q.platform ? numericKey(sql`${platformMetric('engagement_rate')}::numeric`) : numericKey(sql`cs.top_engagement`);
    case 'on_time_rate':
      return numericKey(sql`coalesce(cs.on_time_rate, -1)`);
    case 'price': {
      // Lowest first: the key is the lowest price negated, as every key sorts highest first.
      // Without a campaign there is no price (the query's schema asks for one); the key's type is what matters here.
      if (!price) return numericKey(sql`0`);
      const rows = priceRows(q, price);
      const where = sql.join([sql`p.user_id = cs.user_id`, ...rows], sql` and `);
      return numericKey(
        sql`(-coalesce((select min(${campaignPrice(price)}) from creator_search_platforms p where ${where}), ${NO_PRICE_PAISE}::bigint))::numeric`,
      );
    }
    default:
      return NEWEST;
  }
}

/** A page's columns of creator_search cs (SearchHit without its sort key). */
const HIT_COLUMNS = sql`cs.user_id, cs.username, cs.name, cs.profile_photo_file_id, cs.city, cs.state, cs.country, cs.categories,
  cs.languages, cs.content_type, cs.completed_collaborations, cs.on_time_rate::text as on_time_rate`;

export function createCreatorSearchIndex(db: DbOrTx): CreatorSearchIndex {
  return {
    sortKeyType: (query) => sortKeyOf(query, null).cast,

    async page({ query, price, cursor, perPage, today }) {
      if (query.sort === 'price' && price) {
        const keys = cheapestFirstKeys({
          where: whereClause(query, price, today),
          platforms: query.platform ? [query.platform] : price.platforms.length ? price.platforms : null,
          compensationPaise: price.compensationPaise,
          capPaise: price.capPaise,
          needsRow: platformConditions(query, price).length > 0,
          cursor,
          limit: perPage + 1,
          noPricePaise: NO_PRICE_PAISE,
        });
        const { rows } = (await db.execute(sql`
          select ${HIT_COLUMNS}, (-x.k)::numeric::text as sort_key
          from ${keys} x join creator_search cs on cs.user_id = x.user_id
          order by x.k, x.user_id desc`)) as unknown as { rows: SearchHit[] };
        return rows;
      }
      const { key, text, cast } = sortKeyOf(query, price);
      const after = cursor ? sql`and (${key}, cs.user_id) < (cast(${cursor.key} as ${sql.raw(cast)}), ${cursor.id}::uuid)` : sql``;
      const { rows } = (await db.execute(sql`
        select ${HIT_COLUMNS}, ${text} as sort_key
        from creator_search cs
        where ${whereClause(query, price, today)} ${after}
        order by ${key} desc, cs.user_id desc
        limit ${perPage + 1}`)) as unknown as { rows: SearchHit[] };
      return rows;
    },

    async facets({ query, price, today }) {
      const { rows } = (await db.execute(sql`
        with found as (
          select cs.user_id, cs.categories, cs.languages, cs.country
          from creator_search cs
          where ${whereClause(query, price, today)}
        )
        select 'platform' as facet, p.platform as value, count(*)::int as count
          from found f join creator_search_platforms p on p.user_id = f.user_id group by p.platform
        union all select 'category', c, count(*)::int from found, unnest(found.categories) c group by c
        union all select 'language', l, count(*)::int from found, unnest(found.languages) l group by l
        union all select 'country', country, count(*)::int from found group by country`)) as unknown as { rows: FacetCount[] };
      return rows;
    },

    async platforms(userIds) {
      if (userIds.length === 0) return [];
      const { rows } = (await db.execute(sql`
        select p.user_id, p.platform, p.url, p.followers, p.avg_views, p.engagement_rate::text as engagement_rate,
          p.metrics_source::text as metrics_source, p.metrics_updated_at,
          s.avg_likes, s.avg_comments, s.avg_shares, s.avg_saves
        from creator_search_platforms p
        join social_accounts s on s.user_id = p.user_id and s.platform = p.platform
        where p.user_id = any(${sql.param(userIds)}::uuid[])
        order by p.user_id, p.followers desc nulls last, p.platform`)) as unknown as { rows: SearchPlatformRow[] };
      return rows;
    },
  };
}
