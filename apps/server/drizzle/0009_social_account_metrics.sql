CREATE TYPE "public"."social_metrics_source" AS ENUM('self_reported', 'platform_api', 'oauth_import');--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "followers" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "following" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "posts" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "avg_views" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "avg_likes" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "avg_comments" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "avg_shares" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "avg_saves" integer;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "metrics_source" "social_metrics_source";--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "metrics_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_metrics_not_negative" CHECK (coalesce("social_accounts"."followers", 0) >= 0 and coalesce("social_accounts"."following", 0) >= 0 and coalesce("social_accounts"."posts", 0) >= 0 and coalesce("social_accounts"."avg_views", 0) >= 0 and coalesce("social_accounts"."avg_likes", 0) >= 0 and coalesce("social_accounts"."avg_comments", 0) >= 0 and coalesce("social_accounts"."avg_shares", 0) >= 0 and coalesce("social_accounts"."avg_saves", 0) >= 0);