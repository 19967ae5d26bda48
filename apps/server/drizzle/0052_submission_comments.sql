CREATE TABLE "submission_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"at_ms" integer NOT NULL,
	"end_ms" integer,
	"body" text NOT NULL,
	"author_user_id" uuid,
	"author_role" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_comments_version_positive" CHECK ("submission_comments"."version" >= 1),
	CONSTRAINT "submission_comments_at_not_negative" CHECK ("submission_comments"."at_ms" >= 0),
	CONSTRAINT "submission_comments_range_ordered" CHECK ("submission_comments"."end_ms" is null or "submission_comments"."end_ms" > "submission_comments"."at_ms"),
	CONSTRAINT "submission_comments_author_known" CHECK ("submission_comments"."author_role" in ('brand', 'creator'))
);
--> statement-breakpoint
CREATE TABLE "submission_comment_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_user_id" uuid,
	"author_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_comment_replies_author_known" CHECK ("submission_comment_replies"."author_role" in ('brand', 'creator'))
);
--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comments" ADD CONSTRAINT "submission_comments_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comment_replies" ADD CONSTRAINT "submission_comment_replies_comment_id_submission_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."submission_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_comment_replies" ADD CONSTRAINT "submission_comment_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_comments_script_idx" ON "submission_comments" USING btree ("script_id","version","at_ms");--> statement-breakpoint
CREATE INDEX "submission_comment_replies_comment_idx" ON "submission_comment_replies" USING btree ("comment_id","created_at");
