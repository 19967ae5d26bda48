CREATE TYPE "public"."file_purpose" AS ENUM('profile_photo', 'campaign_video');--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"registration_session_hash" text,
	"purpose" "file_purpose" NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "stored_files_has_owner" CHECK ("stored_files"."owner_user_id" is not null or "stored_files"."registration_session_hash" is not null),
	CONSTRAINT "stored_files_size_not_negative" CHECK ("stored_files"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "stored_files_registration_session_idx" ON "stored_files" USING btree ("registration_session_hash");--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_profile_photo_file_id_stored_files_id_fk" FOREIGN KEY ("profile_photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;