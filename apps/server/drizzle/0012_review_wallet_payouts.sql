CREATE TYPE "public"."script_closed_reason" AS ENUM('completed', 'rejected', 'abandoned', 'campaign_ended');--> statement-breakpoint
CREATE TYPE "public"."payout_event_source" AS ENUM('creator', 'operator', 'provider', 'system');--> statement-breakpoint
CREATE TYPE "public"."payout_method" AS ENUM('upi', 'bank');--> statement-breakpoint
CREATE TYPE "public"."payout_state" AS ENUM('pending', 'processing', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."alert_kind" AS ENUM('paymentStatus', 'campaignUpdates');--> statement-breakpoint
ALTER TYPE "public"."user_type" ADD VALUE 'operator';--> statement-breakpoint
CREATE TABLE "social_metric_snapshots" (
	"social_account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"captured_on" date NOT NULL,
	"followers" integer,
	"avg_views" integer,
	"avg_likes" integer,
	"avg_comments" integer,
	"metrics_source" "social_metrics_source",
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_status_events" (
	"payout_id" uuid NOT NULL,
	"status" "payout_state" NOT NULL,
	"source" "payout_event_source" NOT NULL,
	"provider_event_id" text,
	"actor_user_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_status_events_payout_id_status_pk" PRIMARY KEY("payout_id","status")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"creator_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" "payout_method" NOT NULL,
	"upi_id" text,
	"account_number" text,
	"account_holder_name" text,
	"ifsc" text,
	"status" "payout_state" DEFAULT 'pending' NOT NULL,
	"provider" text,
	"provider_payout_id" text,
	"utr" text,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"processing_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_amount_minimum" CHECK ("payouts"."amount_paise" >= 10000),
	CONSTRAINT "payouts_destination_complete" CHECK (("payouts"."method" = 'upi' and "payouts"."upi_id" is not null) or ("payouts"."method" = 'bank' and "payouts"."account_number" is not null and "payouts"."ifsc" is not null and "payouts"."account_holder_name" is not null)),
	CONSTRAINT "payouts_paid_has_utr" CHECK ("payouts"."status" <> 'paid' or ("payouts"."utr" is not null and "payouts"."paid_at" is not null)),
	CONSTRAINT "payouts_failed_has_reason" CHECK ("payouts"."status" <> 'failed' or ("payouts"."failure_reason" is not null and "payouts"."failed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "creator_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "alert_kind" NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"script_id" uuid,
	"payout_id" uuid,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "brand_user_id" uuid;--> statement-breakpoint
UPDATE "scripts" SET "brand_user_id" = "campaigns"."user_id" FROM "campaigns" WHERE "campaigns"."id" = "scripts"."campaign_id";--> statement-breakpoint
ALTER TABLE "scripts" ALTER COLUMN "brand_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "rejected_remarks" text;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "rejected_post_remarks" text;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "video_mime_type" text;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "post_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "auto_approve_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "closed_reason" "script_closed_reason";--> statement-breakpoint
UPDATE "scripts" SET "closed_reason" = CASE WHEN "status" = 'Completed' THEN 'completed'::script_closed_reason ELSE 'abandoned'::script_closed_reason END WHERE "closed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "social_metric_snapshots" ADD CONSTRAINT "social_metric_snapshots_social_account_id_social_accounts_id_fk" FOREIGN KEY ("social_account_id") REFERENCES "public"."social_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_metric_snapshots" ADD CONSTRAINT "social_metric_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_status_events" ADD CONSTRAINT "payout_status_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_alerts" ADD CONSTRAINT "creator_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_metric_snapshots_account_day_unique" ON "social_metric_snapshots" USING btree ("social_account_id","captured_on");--> statement-breakpoint
CREATE INDEX "social_metric_snapshots_user_day_idx" ON "social_metric_snapshots" USING btree ("user_id","captured_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_creator_idempotency_unique" ON "payouts" USING btree ("creator_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_unique" ON "payouts" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE INDEX "payouts_status_requested_idx" ON "payouts" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "payouts_creator_requested_idx" ON "payouts" USING btree ("creator_id","requested_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_alerts_dedupe_unique" ON "creator_alerts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "creator_alerts_user_created_idx" ON "creator_alerts" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "creator_alerts_user_unread_idx" ON "creator_alerts" USING btree ("user_id") WHERE "creator_alerts"."read_at" is null;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_brand_user_id_users_id_fk" FOREIGN KEY ("brand_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scripts_brand_submitted_idx" ON "scripts" USING btree ("brand_user_id","submitted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "scripts_brand_status_submitted_idx" ON "scripts" USING btree ("brand_user_id","status","submitted_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_closed_with_reason" CHECK (("scripts"."closed_at" is null) = ("scripts"."closed_reason" is null));