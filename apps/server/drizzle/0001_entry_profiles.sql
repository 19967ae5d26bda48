CREATE TYPE "public"."registration_kind" AS ENUM('brand', 'creator');--> statement-breakpoint
CREATE TABLE "brand_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"website" text NOT NULL,
	"industry" text NOT NULL,
	"company_size" text NOT NULL,
	"job_title" text NOT NULL,
	"phone" text NOT NULL,
	"objectives" text[] NOT NULL,
	"objective_other_text" text,
	"budget" text NOT NULL,
	"additional_info" text,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"username" text NOT NULL,
	"phone_country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"language" text NOT NULL,
	"bio" text NOT NULL,
	"profile_photo_file_id" uuid,
	"address1" text NOT NULL,
	"address2" text,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"timezone" text NOT NULL,
	"categories" text[] NOT NULL,
	"content_type" text NOT NULL,
	"audience_size" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"audience_range" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "registration_kind" NOT NULL,
	"session_hash" text NOT NULL,
	"email" text,
	"step_reached" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_profiles" ADD CONSTRAINT "brand_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_profiles_username_lower_unique" ON "creator_profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_user_platform_unique" ON "social_accounts" USING btree ("user_id","platform");--> statement-breakpoint
CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_drafts_kind_session_unique" ON "registration_drafts" USING btree ("kind","session_hash");--> statement-breakpoint
CREATE INDEX "registration_drafts_expires_idx" ON "registration_drafts" USING btree ("expires_at");