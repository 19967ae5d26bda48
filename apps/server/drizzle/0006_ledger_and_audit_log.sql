CREATE TYPE "public"."ledger_account_kind" AS ENUM('external', 'campaign_escrow', 'script_reservation', 'creator_wallet', 'payouts_pending', 'platform_revenue', 'tax_payable');--> statement-breakpoint
CREATE TYPE "public"."ledger_ref_type" AS ENUM('campaign', 'funding', 'script', 'payout');--> statement-breakpoint
CREATE TYPE "public"."transfer_kind" AS ENUM('funding', 'platform_fee', 'gst', 'reservation', 'release', 'reservation_refund', 'escrow_refund', 'withdrawal', 'payout_settled', 'payout_failed', 'fee_refund', 'gst_refund');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"owner_id" uuid,
	"campaign_id" uuid,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"funded_paise" bigint DEFAULT 0 NOT NULL,
	"reserved_paise" bigint DEFAULT 0 NOT NULL,
	"released_paise" bigint DEFAULT 0 NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_owner_unique" UNIQUE NULLS NOT DISTINCT("kind","owner_id"),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."kind" = 'external' or "ledger_accounts"."balance_paise" >= 0),
	CONSTRAINT "ledger_accounts_totals_not_negative" CHECK ("ledger_accounts"."funded_paise" >= 0 and "ledger_accounts"."reserved_paise" >= 0 and "ledger_accounts"."released_paise" >= 0 and "ledger_accounts"."refunded_paise" >= 0),
	CONSTRAINT "ledger_accounts_owner_shape" CHECK (("ledger_accounts"."kind" in ('external', 'platform_revenue', 'tax_payable')) = ("ledger_accounts"."owner_id" is null)),
	CONSTRAINT "ledger_accounts_campaign_shape" CHECK (("ledger_accounts"."kind" in ('campaign_escrow', 'script_reservation')) = ("ledger_accounts"."campaign_id" is not null)),
	CONSTRAINT "ledger_accounts_escrow_owner" CHECK ("ledger_accounts"."kind" <> 'campaign_escrow' or "ledger_accounts"."owner_id" = "ledger_accounts"."campaign_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"kind" "transfer_kind" NOT NULL,
	"ref_type" "ledger_ref_type" NOT NULL,
	"ref_id" uuid NOT NULL,
	"campaign_id" uuid,
	"idempotency_key" text NOT NULL,
	"debit_balance_after_paise" bigint NOT NULL,
	"credit_balance_after_paise" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount_paise" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"request_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_campaign_idx" ON "ledger_accounts" USING btree ("campaign_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_transfers_campaign_idx" ON "ledger_transfers" USING btree ("campaign_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_transfers_ref_idx" ON "ledger_transfers" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_one_settlement_per_reservation" ON "ledger_transfers" USING btree ("debit_account_id") WHERE "ledger_transfers"."kind" in ('release', 'reservation_refund');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_one_reservation_per_account" ON "ledger_transfers" USING btree ("credit_account_id") WHERE "ledger_transfers"."kind" = 'reservation';--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","seq");--> statement-breakpoint
CREATE FUNCTION "refuse_append_only_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"();
