CREATE TYPE "public"."campaign_access_mode" AS ENUM('open', 'approval', 'invite_only');--> statement-breakpoint
CREATE TYPE "public"."collaboration_kind" AS ENUM('invitation', 'application');--> statement-breakpoint
CREATE TYPE "public"."collaboration_status" AS ENUM('pending', 'accepted', 'declined', 'expired', 'withdrawn', 'lapsed');--> statement-breakpoint
CREATE TABLE "collaborations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "collaboration_kind" NOT NULL,
	"status" "collaboration_status" DEFAULT 'pending' NOT NULL,
	"campaign_id" uuid NOT NULL,
	"brand_user_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"message" text,
	"decline_reason" text,
	"script_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collaborations_price_positive" CHECK ("collaborations"."price_paise" > 0),
	CONSTRAINT "collaborations_script_only_when_accepted" CHECK ("collaborations"."script_id" is null or "collaborations"."status" = 'accepted')
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "access_mode" "campaign_access_mode" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "max_creators" integer;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_brand_user_id_users_id_fk" FOREIGN KEY ("brand_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborations_one_live_per_creator_campaign" ON "collaborations" USING btree ("campaign_id","creator_id") WHERE "collaborations"."status" = 'pending' or ("collaborations"."status" = 'accepted' and "collaborations"."script_id" is null);--> statement-breakpoint
CREATE INDEX "collaborations_campaign_created_idx" ON "collaborations" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "collaborations_creator_created_idx" ON "collaborations" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "collaborations_due_idx" ON "collaborations" USING btree ("expires_at") WHERE "collaborations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "collaborations_hold_due_idx" ON "collaborations" USING btree ("hold_until") WHERE "collaborations"."status" = 'accepted' and "collaborations"."script_id" is null;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_max_creators_positive" CHECK ("campaigns"."max_creators" is null or "campaigns"."max_creators" > 0);