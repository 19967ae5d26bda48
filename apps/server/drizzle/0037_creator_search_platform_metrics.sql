ALTER TABLE "creator_search" ADD COLUMN "platform_metrics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The platform rows the search filters read, as one JSON array on the search row (decision 037).
CREATE FUNCTION creator_search_platform_metrics(uid uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('platform', p.platform, 'followers', p.followers, 'avg_views', p.avg_views,
      'engagement_rate', p.engagement_rate, 'metrics_source', p.metrics_source, 'formula_price_paise', p.formula_price_paise)
    ORDER BY p.platform), '[]'::jsonb)
  FROM creator_search_platforms p WHERE p.user_id = uid
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_search_refresh(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM creator_profiles WHERE user_id = uid) THEN
    DELETE FROM creator_search WHERE user_id = uid;
    RETURN;
  END IF;
  INSERT INTO creator_search AS cs (user_id, username, name, bio, profile_photo_file_id, city, state, country, categories,
    languages, content_type, audience_size, gender, date_of_birth, document, name_text, top_followers, top_engagement, created_at,
    open_to_invitations, email_verified, tags)
  SELECT p.user_id, p.username, trim(p.first_name || ' ' || p.last_name), p.bio, p.profile_photo_file_id, p.city, p.state,
    p.country, p.categories, ARRAY[p.language] || ARRAY(SELECT l FROM unnest(p.extra_languages) l WHERE l <> p.language), p.content_type, p.audience_size, p.gender, p.date_of_birth,
    setweight(to_tsvector('simple', p.first_name || ' ' || p.last_name || ' ' || p.username), 'A')
      || setweight(to_tsvector('simple', p.bio), 'B'),
    lower(p.first_name || ' ' || p.last_name || ' ' || p.username),
    coalesce((SELECT max(s.followers) FROM social_accounts s WHERE s.user_id = uid), 0),
    coalesce((SELECT max(CASE WHEN coalesce(s.followers, 0) > 0
      THEN round((coalesce(s.avg_likes, 0)::numeric + coalesce(s.avg_comments, 0)) * 100 / s.followers, 2) ELSE 0 END)
      FROM social_accounts s WHERE s.user_id = uid), 0),
    p.created_at, p.open_to_invitations,
    coalesce((SELECT u.email_verified_at IS NOT NULL FROM users u WHERE u.id = uid), false),
    creator_search_tags(uid)
  FROM creator_profiles p WHERE p.user_id = uid
  ON CONFLICT (user_id) DO UPDATE SET username = excluded.username, name = excluded.name, bio = excluded.bio,
    profile_photo_file_id = excluded.profile_photo_file_id, city = excluded.city, state = excluded.state,
    country = excluded.country, categories = excluded.categories, languages = excluded.languages,
    content_type = excluded.content_type, audience_size = excluded.audience_size, gender = excluded.gender,
    date_of_birth = excluded.date_of_birth, document = excluded.document, name_text = excluded.name_text,
    top_followers = excluded.top_followers, top_engagement = excluded.top_engagement,
    open_to_invitations = excluded.open_to_invitations, email_verified = excluded.email_verified, tags = excluded.tags;
  DELETE FROM creator_search_platforms WHERE user_id = uid;
  INSERT INTO creator_search_platforms (user_id, platform, url, followers, avg_views, engagement_rate, metrics_source,
    metrics_updated_at, formula_price_paise)
  SELECT s.user_id, s.platform, s.url, s.followers, s.avg_views,
    CASE WHEN coalesce(s.followers, 0) > 0
      THEN round((coalesce(s.avg_likes, 0)::numeric + coalesce(s.avg_comments, 0)) * 100 / s.followers, 2) ELSE 0 END,
    s.metrics_source, s.metrics_updated_at,
    creator_formula_price_paise(s.platform, s.followers, s.avg_views, s.avg_likes, s.avg_comments, s.avg_shares, s.avg_saves)
  FROM social_accounts s WHERE s.user_id = uid;
  UPDATE creator_search SET platform_metrics = creator_search_platform_metrics(uid) WHERE user_id = uid;
END $$;
--> statement-breakpoint
UPDATE creator_search SET platform_metrics = creator_search_platform_metrics(user_id);
