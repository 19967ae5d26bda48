CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"sequence" integer NOT NULL,
	"brand_user_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" text NOT NULL,
	"supplier_legal_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_state" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"recipient_legal_name" text NOT NULL,
	"recipient_address" text,
	"recipient_state" text,
	"recipient_gstin" text,
	"place_of_supply" text NOT NULL,
	"sac_code" text NOT NULL,
	"description" text NOT NULL,
	"gst_rate_bps" integer NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"odd_paisa_to" text,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tax_invoices_number_length" CHECK (char_length("tax_invoices"."number") <= 16),
	CONSTRAINT "tax_invoices_amounts" CHECK ("tax_invoices"."taxable_paise" >= 0 and "tax_invoices"."total_paise" = "tax_invoices"."taxable_paise" + "tax_invoices"."cgst_paise" + "tax_invoices"."sgst_paise" + "tax_invoices"."igst_paise"),
	CONSTRAINT "tax_invoices_credit_note_names_invoice" CHECK (("tax_invoices"."kind" = 'credit_note') = ("tax_invoices"."invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_brand_user_id_users_id_fk" FOREIGN KEY ("brand_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_number_unique" ON "tax_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_series_sequence_unique" ON "tax_invoices" USING btree ("series","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_source_key_unique" ON "tax_invoices" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "tax_invoices_brand_idx" ON "tax_invoices" USING btree ("brand_user_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_invoices_source_idx" ON "tax_invoices" USING btree ("source_type","source_id");
