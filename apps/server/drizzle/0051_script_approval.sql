ALTER TYPE "public"."script_status" ADD VALUE 'Script Submitted';--> statement-breakpoint
ALTER TYPE "public"."script_status" ADD VALUE 'Script Approved';--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "script_approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "script_approval_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "script_approved_at" timestamp with time zone;
