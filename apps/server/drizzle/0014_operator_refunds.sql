ALTER TABLE "payment_refunds" ADD COLUMN "settled_reference" text;--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status","created_at");