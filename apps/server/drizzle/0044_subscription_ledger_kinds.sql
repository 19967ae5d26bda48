ALTER TYPE "public"."transfer_kind" ADD VALUE 'subscription_charge';--> statement-breakpoint
ALTER TYPE "public"."transfer_kind" ADD VALUE 'subscription_gst';--> statement-breakpoint
ALTER TYPE "public"."ledger_ref_type" ADD VALUE 'subscription_charge';
