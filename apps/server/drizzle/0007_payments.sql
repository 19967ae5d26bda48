CREATE TYPE "public"."funding_status" AS ENUM('pending', 'captured', 'failed');--> statement-breakpoint
CREATE TYPE "public"."idempotency_state" AS ENUM('processing', 'completed');--> statement-breakpoint
CREATE TYPE "public"."payment_refund_status" AS ENUM('pending', 'processed', 'failed');--> statement-breakpoint
CREATE TABLE "fundings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" "funding_status" DEFAULT 'pending' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"platform_fee_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"platform_fee_bps" integer NOT NULL,
	"gst_bps" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"provider" text NOT NULL,
	"provider_checkout_id" text NOT NULL,
	"provider_payment_id" text,
	"idempotency_key" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fundings_amount_positive" CHECK ("fundings"."amount_paise" > 0),
	CONSTRAINT "fundings_charges_non_negative" CHECK ("fundings"."platform_fee_paise" >= 0 and "fundings"."gst_paise" >= 0),
	CONSTRAINT "fundings_total_adds_up" CHECK ("fundings"."total_paise" = "fundings"."amount_paise" + "fundings"."platform_fee_paise" + "fundings"."gst_paise")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" "idempotency_state" DEFAULT 'processing' NOT NULL,
	"response_status" integer,
	"response_body" text,
	"response_content_type" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"funding_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" "payment_refund_status" DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"funding_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "fundings" ADD CONSTRAINT "fundings_brand_user_id_users_id_fk" FOREIGN KEY ("brand_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_funding_id_fundings_id_fk" FOREIGN KEY ("funding_id") REFERENCES "public"."fundings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_funding_id_fundings_id_fk" FOREIGN KEY ("funding_id") REFERENCES "public"."fundings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_brand_idempotency_unique" ON "fundings" USING btree ("brand_user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_provider_checkout_unique" ON "fundings" USING btree ("provider","provider_checkout_id");--> statement-breakpoint
CREATE INDEX "fundings_campaign_idx" ON "fundings" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_unique" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_funding_idx" ON "payment_refunds" USING btree ("funding_id");