ALTER TABLE "scripts" ADD COLUMN "video_submitted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "scripts" SET "video_submitted_at" = coalesce(
	(SELECT max("audit_log"."occurred_at") FROM "audit_log"
		WHERE "audit_log"."entity_type" = 'script' AND "audit_log"."entity_id" = "scripts"."id"::text AND "audit_log"."action" = 'script.video_uploaded'),
	CASE WHEN "scripts"."post_submitted_at" IS NULL THEN "scripts"."submitted_at" END
) WHERE "scripts"."submitted_at" IS NOT NULL;
