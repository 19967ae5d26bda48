ALTER TABLE "creator_search_platforms" ADD COLUMN "formula_price_paise" bigint;--> statement-breakpoint
CREATE INDEX "creator_search_platforms_price_idx" ON "creator_search_platforms" USING btree ("platform","formula_price_paise");--> statement-breakpoint
-- Spec 3 §9's price from a creator's metrics on one platform, in paise, before a campaign's cap: the same arithmetic,
-- in the same order and in double precision, as computeDynamicPrice (packages/shared/src/domain/dynamic-price.ts),
-- which creator-formula-price.property.test.ts checks it against. NULL without a follower count.
-- Rates: PLATFORM_PRICE_RATES; rules: PRICE_RULES (creator-pricing.ts). Halves round up, as Math.round does.
CREATE FUNCTION creator_formula_price_paise(platform text, followers bigint, avg_views bigint, avg_likes bigint,
  avg_comments bigint, avg_shares bigint, avg_saves bigint) RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  rate float8;
  views_reference float8;
  f float8;
  base float8;
  views_counted float8;
  views_factor float8 := 1;
  engagement_counted float8;
  engagement_factor float8 := 1;
  quality float8;
  rounded float8;
BEGIN
  IF followers IS NULL OR followers < 0 THEN RETURN NULL; END IF;
  SELECT r.rate, r.views_reference INTO rate, views_reference
    FROM (VALUES ('instagram', 1450::float8, 0.3::float8), ('youtube', 2900, 0.15), ('facebook', 870, 0.06),
                 ('tiktok', 870, 0.3), ('twitter', 580, 0.1), ('linkedin', 2175, 0.15)) AS r(platform, rate, views_reference)
    WHERE r.platform = creator_formula_price_paise.platform;
  IF rate IS NULL THEN RETURN NULL; END IF;
  f := greatest(followers::float8, 1000);
  base := rate * power(f / 1000, 0.77);
  IF avg_views >= 0 THEN
    views_counted := least(avg_views::float8, 20 * f);
    views_factor := power(views_counted / f / views_reference, 0.3);
  END IF;
  IF avg_likes >= 0 OR avg_comments >= 0 OR avg_shares >= 0 OR avg_saves >= 0 THEN
    engagement_counted := CASE WHEN avg_likes >= 0 THEN avg_likes::float8 ELSE 0 END
      + CASE WHEN avg_comments >= 0 THEN 2 * avg_comments::float8 ELSE 0 END
      + CASE WHEN avg_shares >= 0 THEN 3 * avg_shares::float8 ELSE 0 END
      + CASE WHEN avg_saves >= 0 THEN 3 * avg_saves::float8 ELSE 0 END;
    IF views_counted IS NOT NULL THEN engagement_counted := least(engagement_counted, views_counted); END IF;
    engagement_factor := power(engagement_counted / f / 0.035, 0.3);
  END IF;
  quality := least(2, greatest(0.5, engagement_factor * views_factor));
  rounded := floor(base * quality / 50 + 0.5) * 50;
  RETURN (least(2500000, greatest(500, rounded)) * 100)::bigint;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_search_refresh(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM creator_profiles WHERE user_id = uid) THEN
    DELETE FROM creator_search WHERE user_id = uid;
    RETURN;
  END IF;
  INSERT INTO creator_search AS cs (user_id, username, name, bio, profile_photo_file_id, city, state, country, categories,
    languages, content_type, audience_size, gender, date_of_birth, document, name_text, top_followers, top_engagement, created_at)
  SELECT p.user_id, p.username, trim(p.first_name || ' ' || p.last_name), p.bio, p.profile_photo_file_id, p.city, p.state,
    p.country, p.categories, ARRAY[p.language], p.content_type, p.audience_size, p.gender, p.date_of_birth,
    setweight(to_tsvector('simple', p.first_name || ' ' || p.last_name || ' ' || p.username), 'A')
      || setweight(to_tsvector('simple', p.bio), 'B'),
    lower(p.first_name || ' ' || p.last_name || ' ' || p.username),
    coalesce((SELECT max(s.followers) FROM social_accounts s WHERE s.user_id = uid), 0),
    coalesce((SELECT max(CASE WHEN coalesce(s.followers, 0) > 0
      THEN round((coalesce(s.avg_likes, 0) + coalesce(s.avg_comments, 0))::numeric * 100 / s.followers, 2) ELSE 0 END)
      FROM social_accounts s WHERE s.user_id = uid), 0),
    p.created_at
  FROM creator_profiles p WHERE p.user_id = uid
  ON CONFLICT (user_id) DO UPDATE SET username = excluded.username, name = excluded.name, bio = excluded.bio,
    profile_photo_file_id = excluded.profile_photo_file_id, city = excluded.city, state = excluded.state,
    country = excluded.country, categories = excluded.categories, languages = excluded.languages,
    content_type = excluded.content_type, audience_size = excluded.audience_size, gender = excluded.gender,
    date_of_birth = excluded.date_of_birth, document = excluded.document, name_text = excluded.name_text,
    top_followers = excluded.top_followers, top_engagement = excluded.top_engagement;
  DELETE FROM creator_search_platforms WHERE user_id = uid;
  INSERT INTO creator_search_platforms (user_id, platform, url, followers, avg_views, engagement_rate, metrics_source,
    metrics_updated_at, formula_price_paise)
  SELECT s.user_id, s.platform, s.url, s.followers, s.avg_views,
    CASE WHEN coalesce(s.followers, 0) > 0
      THEN round((coalesce(s.avg_likes, 0) + coalesce(s.avg_comments, 0))::numeric * 100 / s.followers, 2) ELSE 0 END,
    s.metrics_source, s.metrics_updated_at,
    creator_formula_price_paise(s.platform, s.followers, s.avg_views, s.avg_likes, s.avg_comments, s.avg_shares, s.avg_saves)
  FROM social_accounts s WHERE s.user_id = uid;
END $$;
--> statement-breakpoint
UPDATE creator_search_platforms p SET formula_price_paise =
  creator_formula_price_paise(s.platform, s.followers, s.avg_views, s.avg_likes, s.avg_comments, s.avg_shares, s.avg_saves)
  FROM social_accounts s WHERE s.user_id = p.user_id AND s.platform = p.platform;
