ALTER TABLE "payment_refunds" ADD COLUMN "fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "gst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_fee_share" CHECK ("payment_refunds"."fee_paise" >= 0 and "payment_refunds"."gst_paise" >= 0 and "payment_refunds"."fee_paise" + "payment_refunds"."gst_paise" < "payment_refunds"."amount_paise");
