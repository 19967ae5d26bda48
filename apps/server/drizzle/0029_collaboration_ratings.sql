CREATE TYPE "public"."rating_side" AS ENUM('brand', 'creator');--> statement-breakpoint
CREATE TABLE "collaboration_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"script_id" uuid NOT NULL,
	"rater_side" "rating_side" NOT NULL,
	"rater_user_id" uuid NOT NULL,
	"ratee_user_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collaboration_ratings_stars_range" CHECK ("collaboration_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "collaboration_ratings" ADD CONSTRAINT "collaboration_ratings_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_ratings" ADD CONSTRAINT "collaboration_ratings_rater_user_id_users_id_fk" FOREIGN KEY ("rater_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_ratings" ADD CONSTRAINT "collaboration_ratings_ratee_user_id_users_id_fk" FOREIGN KEY ("ratee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_ratings_one_per_side" ON "collaboration_ratings" USING btree ("script_id","rater_side");--> statement-breakpoint
CREATE INDEX "collaboration_ratings_ratee_idx" ON "collaboration_ratings" USING btree ("ratee_user_id","rater_side");