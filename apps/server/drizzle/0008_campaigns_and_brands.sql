CREATE TYPE "public"."campaign_status" AS ENUM('draft', 'upcoming', 'active', 'paused', 'completed', 'archived');--> statement-breakpoint
CREATE TYPE "public"."marketing_objective" AS ENUM('brand_awareness', 'lead_generation', 'sales', 'traffic', 'engagement', 'app_installs', 'video_views');--> statement-breakpoint
CREATE TYPE "public"."usage_rights" AS ENUM('organic_only', 'paid_ads_30_days', 'paid_ads_90_days', 'perpetual');--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'brand_logo';--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'campaign_cover';--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo_file_id" uuid,
	"website" text,
	"industry" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"brand_id" uuid,
	"product_name" text,
	"description" text,
	"key_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"platform" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_style" text,
	"marketing_objective" "marketing_objective",
	"target_audience" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"start_date" date,
	"end_date" date,
	"compensation_paise" bigint,
	"budget_paise" bigint,
	"price_cap_paise" bigint,
	"usage_rights" "usage_rights",
	"status" "campaign_status" DEFAULT 'draft' NOT NULL,
	"cover_file_id" uuid,
	"published_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_platform_known" CHECK ("campaigns"."platform" <@ array['instagram', 'youtube', 'facebook', 'tiktok', 'twitter', 'linkedin']::text[]),
	CONSTRAINT "campaigns_money_positive" CHECK (coalesce("campaigns"."compensation_paise", 1) > 0 and coalesce("campaigns"."budget_paise", 1) > 0 and coalesce("campaigns"."price_cap_paise", 1) > 0),
	CONSTRAINT "campaigns_dates_ordered" CHECK ("campaigns"."start_date" is null or "campaigns"."end_date" is null or "campaigns"."end_date" >= "campaigns"."start_date"),
	CONSTRAINT "campaigns_published_complete" CHECK ("campaigns"."status" in ('draft', 'archived') or ("campaigns"."brand_id" is not null and "campaigns"."product_name" is not null and "campaigns"."start_date" is not null and "campaigns"."end_date" is not null and "campaigns"."compensation_paise" is not null and "campaigns"."budget_paise" is not null and "campaigns"."usage_rights" is not null and "campaigns"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_user_idx" ON "brands" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_user_created_idx" ON "campaigns" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "campaigns_user_status_created_idx" ON "campaigns" USING btree ("user_id","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "campaigns_status_end_idx" ON "campaigns" USING btree ("status","end_date");--> statement-breakpoint
ALTER TABLE "fundings" ADD CONSTRAINT "fundings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
INSERT INTO "brands" ("user_id", "name", "website", "industry", "created_at", "updated_at")
SELECT "user_id", "company_name", nullif("website", ''), "industry", "created_at", "created_at" FROM "brand_profiles";--> statement-breakpoint
INSERT INTO "brands" ("user_id", "name", "industry", "created_at", "updated_at")
SELECT "u"."id", "u"."name", 'other', "u"."created_at", "u"."created_at" FROM "users" "u"
WHERE "u"."user_type" = 'brand' AND NOT EXISTS (SELECT 1 FROM "brands" "b" WHERE "b"."user_id" = "u"."id");
