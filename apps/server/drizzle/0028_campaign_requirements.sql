ALTER TABLE "campaigns" ADD COLUMN "req_min_followers" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "req_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "req_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "req_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_req_min_followers_positive" CHECK ("campaigns"."req_min_followers" is null or "campaigns"."req_min_followers" > 0);