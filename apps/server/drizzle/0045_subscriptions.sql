ALTER TABLE "brand_billing" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "period_price_paise" bigint;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "pending_plan" "billing_plan";--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "mandate_provider" text;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "mandate_id" text;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "mandate_label" text;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "mandate_test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "retry_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD COLUMN "pre_debit_sent_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_billing" ADD CONSTRAINT "brand_billing_pending_plan_paid" CHECK ("brand_billing"."pending_plan" is null or "brand_billing"."pending_plan" in ('starter', 'growth'));--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan" "billing_plan" NOT NULL,
	"status" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"credit_paise" bigint DEFAULT 0 NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gst_bps" integer NOT NULL,
	"gst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"attempt" smallint DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_checkout_id" text,
	"provider_payment_id" text,
	"mandate_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_charges_kind_known" CHECK ("subscription_charges"."kind" in ('subscribe', 'upgrade', 'renewal', 'retry')),
	CONSTRAINT "subscription_charges_status_known" CHECK ("subscription_charges"."status" in ('pending', 'captured', 'failed', 'cancelled')),
	CONSTRAINT "subscription_charges_plan_paid" CHECK ("subscription_charges"."plan" in ('starter', 'growth', 'enterprise')),
	CONSTRAINT "subscription_charges_amounts" CHECK ("subscription_charges"."amount_paise" > 0 and "subscription_charges"."gst_paise" >= 0 and "subscription_charges"."credit_paise" >= 0 and "subscription_charges"."amount_paise" = "subscription_charges"."price_paise" - "subscription_charges"."credit_paise" and "subscription_charges"."total_paise" = "subscription_charges"."amount_paise" + "subscription_charges"."gst_paise")
);
--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_one_pending" ON "subscription_charges" USING btree ("user_id") WHERE "subscription_charges"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_checkout_unique" ON "subscription_charges" USING btree ("provider","provider_checkout_id");--> statement-breakpoint
CREATE INDEX "subscription_charges_user_idx" ON "subscription_charges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE TABLE "sandbox_mandates" (
	"mandate_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"decline_next" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_mandates" ADD CONSTRAINT "sandbox_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
