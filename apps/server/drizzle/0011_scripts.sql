CREATE TYPE "public"."script_status" AS ENUM('New', 'Draft', 'Script Generated', 'In Review', 'Approved', 'Rejected', 'Script Rejected', 'Post Rejected', 'Published', 'Completed', 'Not Uploaded');--> statement-breakpoint
CREATE TABLE "scripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"platform" text,
	"title" text,
	"description" text,
	"script" text NOT NULL,
	"status" "script_status" DEFAULT 'Script Generated' NOT NULL,
	"rejection_count" integer DEFAULT 0 NOT NULL,
	"reserved_paise" bigint NOT NULL,
	"script_rejected_remarks" text,
	"video_path" text,
	"post_link" text,
	"submitted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scripts_reserved_positive" CHECK ("scripts"."reserved_paise" > 0),
	CONSTRAINT "scripts_rejection_count_range" CHECK ("scripts"."rejection_count" between 0 and 3),
	CONSTRAINT "scripts_completed_closed" CHECK ("scripts"."status" <> 'Completed' or "scripts"."closed_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scripts_one_open_per_creator_campaign" ON "scripts" USING btree ("creator_id","campaign_id") WHERE "scripts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "scripts_creator_created_idx" ON "scripts" USING btree ("creator_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "scripts_campaign_idx" ON "scripts" USING btree ("campaign_id");