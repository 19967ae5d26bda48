CREATE TABLE "sales_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"monthly_campaigns" integer NOT NULL,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sales_leads_campaigns_positive" CHECK ("sales_leads"."monthly_campaigns" > 0)
);
--> statement-breakpoint
ALTER TABLE "sales_leads" ADD CONSTRAINT "sales_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_leads_created_at_idx" ON "sales_leads" USING btree ("created_at");
