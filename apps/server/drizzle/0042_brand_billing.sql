CREATE TYPE "public"."billing_plan" AS ENUM('trial', 'starter', 'growth', 'enterprise', 'none');--> statement-breakpoint
CREATE TYPE "public"."billing_status" AS ENUM('trialing', 'active', 'past_due', 'canceled', 'lapsed');--> statement-breakpoint
CREATE TABLE "brand_billing" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan" "billing_plan" NOT NULL,
	"status" "billing_status" NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"campaign_limit_override" integer,
	"price_paise_override" bigint,
	"trial_reminder_sent_days" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "brand_billing_limit_positive" CHECK ("brand_billing"."campaign_limit_override" is null or "brand_billing"."campaign_limit_override" >= 0),
	CONSTRAINT "brand_billing_price_positive" CHECK ("brand_billing"."price_paise_override" is null or "brand_billing"."price_paise_override" > 0)
);
--> statement-breakpoint
ALTER TABLE "brand_billing" ADD CONSTRAINT "brand_billing_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_hold_reason_known" CHECK ("campaigns"."hold_reason" is null or "campaigns"."hold_reason" in ('plan_limit'));--> statement-breakpoint
-- Existing verified brands start the 14-day trial today (no reminder jobs: they are told by the banner).
INSERT INTO "brand_billing" ("user_id", "plan", "status", "trial_ends_at", "created_at", "updated_at")
SELECT "id", 'trial', 'trialing', now() + interval '14 days', now(), now() FROM "users"
WHERE "user_type" = 'brand' AND "email_verified_at" IS NOT NULL
ON CONFLICT DO NOTHING;
