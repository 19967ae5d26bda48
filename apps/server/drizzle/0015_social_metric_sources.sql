ALTER TABLE "social_accounts" ADD COLUMN "metric_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "social_accounts" SET "metric_sources" = jsonb_strip_nulls(jsonb_build_object(
  'followers', CASE WHEN "followers" IS NOT NULL THEN "metrics_source" END,
  'following', CASE WHEN "following" IS NOT NULL THEN "metrics_source" END,
  'posts', CASE WHEN "posts" IS NOT NULL THEN "metrics_source" END,
  'avg_views', CASE WHEN "avg_views" IS NOT NULL THEN "metrics_source" END,
  'avg_likes', CASE WHEN "avg_likes" IS NOT NULL THEN "metrics_source" END,
  'avg_comments', CASE WHEN "avg_comments" IS NOT NULL THEN "metrics_source" END,
  'avg_shares', CASE WHEN "avg_shares" IS NOT NULL THEN "metrics_source" END,
  'avg_saves', CASE WHEN "avg_saves" IS NOT NULL THEN "metrics_source" END
)) WHERE "metrics_source" IS NOT NULL;
