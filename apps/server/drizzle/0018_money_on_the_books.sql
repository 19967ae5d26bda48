CREATE TYPE "public"."payment_refund_kind" AS ENUM('escrow', 'late_capture', 'suspense');--> statement-breakpoint
CREATE TYPE "public"."suspense_state" AS ENUM('open', 'refunded', 'applied');--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'refunds_pending';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'suspense';--> statement-breakpoint
ALTER TYPE "public"."ledger_ref_type" ADD VALUE 'refund';--> statement-breakpoint
ALTER TYPE "public"."ledger_ref_type" ADD VALUE 'suspense_item';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'refund_settled';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'late_capture';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'suspense_in';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'suspense_refund';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'suspense_funding';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'suspense_fee';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'suspense_gst';--> statement-breakpoint
ALTER TYPE "public"."funding_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."funding_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."funding_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."funding_status" ADD VALUE 'held';--> statement-breakpoint
CREATE TABLE "suspense_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_checkout_id" text NOT NULL,
	"funding_id" uuid,
	"campaign_id" uuid,
	"amount_paise" bigint NOT NULL,
	"expected_paise" bigint,
	"status" "suspense_state" DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"note" text,
	CONSTRAINT "suspense_items_amount_positive" CHECK ("suspense_items"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "reconciliation_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"check" text NOT NULL,
	"message" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"summary" jsonb NOT NULL,
	"mismatches" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_totals_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_shape";--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "funding_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "refund_pending_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fundings" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "fundings" ADD COLUMN "received_paise" bigint;--> statement-breakpoint
ALTER TABLE "fundings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fundings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "kind" "payment_refund_kind" DEFAULT 'escrow' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "suspense_item_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "booked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "suspense_items" ADD CONSTRAINT "suspense_items_funding_id_fundings_id_fk" FOREIGN KEY ("funding_id") REFERENCES "public"."fundings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspense_items" ADD CONSTRAINT "suspense_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspense_items" ADD CONSTRAINT "suspense_items_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_alerts" ADD CONSTRAINT "reconciliation_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suspense_items_payment_unique" ON "suspense_items" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "suspense_items_status_idx" ON "suspense_items" USING btree ("status","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_alerts_open_key" ON "reconciliation_alerts" USING btree ("key") WHERE "reconciliation_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reconciliation_alerts_open_idx" ON "reconciliation_alerts" USING btree ("resolved_at","first_seen_at");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_finished_idx" ON "reconciliation_runs" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_idx" ON "ledger_transfers" USING btree ("created_at","seq");--> statement-breakpoint
-- Before a campaign could hold only one open checkout it could hold several: the newest stays open, the others close.
-- (The new statuses cannot be written in this transaction, so they close as failed, with the reason.)
UPDATE "fundings" SET "status" = 'failed', "failed_at" = now(), "updated_at" = now(),
  "failure_reason" = 'Closed because a newer checkout was opened for the same campaign.'
WHERE "status" = 'pending' AND "id" NOT IN (
  SELECT DISTINCT ON ("campaign_id") "id" FROM "fundings" WHERE "status" = 'pending' ORDER BY "campaign_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
UPDATE "fundings" SET "expires_at" = "created_at" + interval '30 minutes' WHERE "status" = 'pending';--> statement-breakpoint
-- Refunds decided until now moved their money straight out of escrow to external: nothing of theirs waits in refunds pending.
UPDATE "payment_refunds" r SET "booked" = false, "provider_payment_id" = f."provider_payment_id"
FROM "fundings" f WHERE f."id" = r."funding_id";--> statement-breakpoint
CREATE UNIQUE INDEX "fundings_one_open_per_campaign" ON "fundings" USING btree ("campaign_id") WHERE "fundings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_refunds_campaign_idx" ON "payment_refunds" USING btree ("campaign_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_totals_not_negative" CHECK ("ledger_accounts"."funded_paise" >= 0 and "ledger_accounts"."reserved_paise" >= 0 and "ledger_accounts"."released_paise" >= 0 and "ledger_accounts"."refunded_paise" >= 0 and "ledger_accounts"."refund_pending_paise" >= 0 and "ledger_accounts"."refund_pending_paise" <= "ledger_accounts"."refunded_paise");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_shape" CHECK (("ledger_accounts"."kind"::text in ('external', 'platform_revenue', 'tax_payable', 'refunds_pending', 'suspense')) = ("ledger_accounts"."owner_id" is null));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_names_a_payment" CHECK ("payment_refunds"."funding_id" is not null or "payment_refunds"."suspense_item_id" is not null);