CREATE TABLE "video_renditions" (
	"original_file_id" uuid PRIMARY KEY NOT NULL,
	"script_id" uuid,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"rendition_file_id" uuid,
	"poster_file_id" uuid,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"video_codec" text,
	"audio_codec" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "video_renditions_status_known" CHECK ("video_renditions"."status" in ('processing', 'ready', 'failed', 'unprocessed')),
	CONSTRAINT "video_renditions_progress_range" CHECK ("video_renditions"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "video_renditions" ADD CONSTRAINT "video_renditions_original_file_id_stored_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_renditions" ADD CONSTRAINT "video_renditions_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_renditions" ADD CONSTRAINT "video_renditions_rendition_file_id_stored_files_id_fk" FOREIGN KEY ("rendition_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_renditions" ADD CONSTRAINT "video_renditions_poster_file_id_stored_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_renditions_script_idx" ON "video_renditions" USING btree ("script_id");--> statement-breakpoint
CREATE INDEX "video_renditions_rendition_idx" ON "video_renditions" USING btree ("rendition_file_id");--> statement-breakpoint
CREATE INDEX "video_renditions_poster_idx" ON "video_renditions" USING btree ("poster_file_id");
