CREATE TABLE "payout_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"method" "payout_method" NOT NULL,
	"upi_id" text,
	"account_number" text,
	"account_holder_name" text,
	"ifsc" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_methods_destination_complete" CHECK (("payout_methods"."method" = 'upi' and "payout_methods"."upi_id" is not null) or ("payout_methods"."method" = 'bank' and "payout_methods"."account_number" is not null and "payout_methods"."ifsc" is not null and "payout_methods"."account_holder_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "brand_companies" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"state" text NOT NULL,
	"gstin" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_companies" ADD CONSTRAINT "brand_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_methods_creator_idx" ON "payout_methods" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_one_default" ON "payout_methods" USING btree ("creator_id") WHERE "payout_methods"."is_default";
