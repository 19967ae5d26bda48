import { PLATFORM_KEYS } from '@amplio/shared/constants/social-platforms';
import { type SQL, sql } from 'drizzle-orm';
import type { SearchCursor } from './search-cursor';

/**
 * The "price, lowest first" page for a campaign as index walks (decision 037). A creator's key is their lowest price
 * over the platforms that price them; pricing every match to sort them read every match (28,000 creators for one
 * category at 100,000). Instead, per platform, the creator rows whose cheapest priced row is that platform's are
 * walked in price order, and each walk stops after one page:
 * - a formula price under the cap: the key is the formula price (index on platform, price, user id);
 * - a formula price at or over the cap: the key is the cap;
 * - no formula price (no follower count): the key is the campaign's compensation, within the cap;
 * - creators with no row on those platforms at all, last (only when no platform condition asks for a row).
 * The walks' pages are merged by (key, user id descending), as the other sorts order their ties.
 */
export interface CheapestFirstInput {
  /** Every filter over creator_search cs. */
  where: SQL;
  /** The platforms whose rows price a creator: the chosen one, else the campaign's; null for every platform. */
  platforms: string[] | null;
  compensationPaise: bigint;
  capPaise: bigint | null;
  /** Whether the filters ask for a platform row (then a creator without one is never found). */
  needsRow: boolean;
  cursor: SearchCursor | null;
  limit: number;
  /** The key of a creator without a price: after everyone with one. */
  noPricePaise: bigint;
}

/** The rows of `alias` that price a creator. */
const pricing = (alias: string, platforms: string[] | null) =>
  platforms ? sql`${sql.raw(alias)}.platform = any(${sql.param(platforms)}::text[])` : sql`true`;

/** A row's price on the campaign: its formula price or the compensation, within the cap. */
export function rowPrice(alias: string, terms: { compensationPaise: bigint; capPaise: bigint | null }): SQL {
  const uncapped = sql`coalesce(${sql.raw(alias)}.formula_price_paise, ${terms.compensationPaise}::bigint)`;
  return terms.capPaise === null ? uncapped : sql`least(${uncapped}, ${terms.capPaise}::bigint)`;
}

/** `(user_id, k)` for one page in price order, lowest first, ties by user id descending. */
export function cheapestFirstKeys(input: CheapestFirstInput): SQL {
  const { where, platforms, capPaise, cursor, limit } = input;
  const price = (alias: string) => rowPrice(alias, input);
  const cursorPrice = cursor ? sql`(-(cast(${cursor.key} as numeric)))` : null;
  const cursorId = cursor ? sql`${cursor.id}::uuid` : null;
  /** After the cursor, for a walk whose key is `key` and whose rows are ordered by `id` descending. */
  const after = (key: SQL, id: SQL) =>
    cursor ? sql`and (${key} > ${cursorPrice} or (${key} = ${cursorPrice} and ${id} < ${cursorId}))` : sql``;
  // This row is the creator's cheapest pricing row (ties to the first platform by name): one walk finds each creator.
  const cheapestRow = sql`not exists (select 1 from creator_search_platforms o where o.user_id = p.user_id and ${pricing('o', platforms)}
    and (${price('o')}, o.platform) < (${price('p')}, p.platform))`;
  const walk = (platform: string, rows: SQL, key: SQL, order: SQL, extra: SQL = sql``) => sql`(select p.user_id, ${key} as k
    from creator_search_platforms p join creator_search cs on cs.user_id = p.user_id
    where p.platform = ${platform} and ${rows} and ${cheapestRow} and ${where} ${extra} ${after(key, sql`p.user_id`)}
    order by ${order} limit ${limit})`;
  const walks: SQL[] = [];
  for (const platform of platforms ?? PLATFORM_KEYS) {
    const underCap = capPaise === null ? sql`` : sql`and p.formula_price_paise < ${capPaise}::bigint`;
    // Under the cap the key is the formula price itself, so the index walks in key order from the cursor's price.
    const fromCursor = cursor ? sql`and p.formula_price_paise >= ${cursorPrice}` : sql``;
    walks.push(
      walk(
        platform,
        sql`p.formula_price_paise is not null ${underCap}`,
        sql`p.formula_price_paise`,
        sql`p.formula_price_paise, p.user_id desc`,
        fromCursor,
      ),
    );
    if (capPaise !== null)
      walks.push(walk(platform, sql`p.formula_price_paise >= ${capPaise}::bigint`, sql`${capPaise}::bigint`, sql`p.user_id desc`));
    walks.push(walk(platform, sql`p.formula_price_paise is null`, price('p'), sql`p.user_id desc`));
  }
  if (!input.needsRow) {
    const none = sql`${input.noPricePaise}::bigint`;
    walks.push(sql`(select cs.user_id, ${none} as k from creator_search cs
      where ${where} and not exists (select 1 from creator_search_platforms o where o.user_id = cs.user_id and ${pricing('o', platforms)})
      ${after(none, sql`cs.user_id`)}
      order by cs.user_id desc limit ${limit})`);
  }
  return sql`(select x.user_id, x.k from (${sql.join(walks, sql` union all `)}) x order by x.k, x.user_id desc limit ${limit})`;
}
