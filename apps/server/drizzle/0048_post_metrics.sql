ALTER TYPE "public"."file_purpose" ADD VALUE 'post_metric_proof';--> statement-breakpoint
CREATE TYPE "public"."post_metric_source" AS ENUM('self_reported_with_proof', 'tracked', 'platform_api');--> statement-breakpoint
CREATE TYPE "public"."post_metric_status" AS ENUM('pending', 'accepted', 'questioned');--> statement-breakpoint
CREATE TABLE "post_metric_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"brand_user_id" uuid NOT NULL,
	"checkpoint_day" smallint NOT NULL,
	"source" "post_metric_source" DEFAULT 'self_reported_with_proof' NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"saves" bigint NOT NULL,
	"reach" bigint,
	"proof_file_id" uuid,
	"status" "post_metric_status" DEFAULT 'pending' NOT NULL,
	"question_reason" text,
	"questioned_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"answers_report_id" uuid,
	"reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_metric_reports_checkpoint_day" CHECK ("post_metric_reports"."checkpoint_day" in (1, 7, 30)),
	CONSTRAINT "post_metric_reports_counts_range" CHECK ("post_metric_reports"."views" between 0 and 10000000000 and "post_metric_reports"."likes" between 0 and 10000000000 and "post_metric_reports"."comments" between 0 and 10000000000 and "post_metric_reports"."shares" between 0 and 10000000000 and "post_metric_reports"."saves" between 0 and 10000000000 and ("post_metric_reports"."reach" is null or "post_metric_reports"."reach" between 0 and 10000000000)),
	CONSTRAINT "post_metric_reports_proof_when_self_reported" CHECK ("post_metric_reports"."source" <> 'self_reported_with_proof' or "post_metric_reports"."proof_file_id" is not null),
	CONSTRAINT "post_metric_reports_questioned_with_reason" CHECK (("post_metric_reports"."status" = 'questioned') = ("post_metric_reports"."question_reason" is not null and "post_metric_reports"."questioned_at" is not null)),
	CONSTRAINT "post_metric_reports_accepted_at" CHECK (("post_metric_reports"."status" = 'accepted') = ("post_metric_reports"."accepted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "post_metric_reports" ADD CONSTRAINT "post_metric_reports_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_reports" ADD CONSTRAINT "post_metric_reports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_reports" ADD CONSTRAINT "post_metric_reports_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_reports" ADD CONSTRAINT "post_metric_reports_brand_user_id_users_id_fk" FOREIGN KEY ("brand_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_reports" ADD CONSTRAINT "post_metric_reports_proof_file_id_stored_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_reports" ADD CONSTRAINT "post_metric_reports_answers_report_id_post_metric_reports_id_fk" FOREIGN KEY ("answers_report_id") REFERENCES "public"."post_metric_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_metric_reports_one_live_per_checkpoint" ON "post_metric_reports" USING btree ("script_id","checkpoint_day") WHERE "post_metric_reports"."status" <> 'questioned';--> statement-breakpoint
CREATE UNIQUE INDEX "post_metric_reports_one_answer" ON "post_metric_reports" USING btree ("answers_report_id");--> statement-breakpoint
CREATE INDEX "post_metric_reports_script_reported_idx" ON "post_metric_reports" USING btree ("script_id","reported_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "post_metric_reports_campaign_reported_idx" ON "post_metric_reports" USING btree ("campaign_id","reported_at","id");--> statement-breakpoint
CREATE INDEX "post_metric_reports_brand_status_idx" ON "post_metric_reports" USING btree ("brand_user_id","status");
