ALTER TABLE "campaigns" ADD COLUMN "destination_url" text;
--> statement-breakpoint
CREATE TABLE "tracked_links" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tracked_links_code_shape" CHECK ("tracked_links"."code" ~ '^[A-Za-z0-9_-]{8,32}$')
);
--> statement-breakpoint
CREATE TABLE "tracked_link_clicks" (
	"code" text NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tracked_link_clicks_code_day_pk" PRIMARY KEY("code","day"),
	CONSTRAINT "tracked_link_clicks_counts" CHECK ("tracked_link_clicks"."clicks" >= 0 and "tracked_link_clicks"."unique_clicks" between 0 and "tracked_link_clicks"."clicks")
);
--> statement-breakpoint
CREATE TABLE "tracked_link_visitors" (
	"code" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "tracked_link_visitors_code_day_hash_pk" PRIMARY KEY("code","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "tracked_link_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_links" ADD CONSTRAINT "tracked_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tracked_links" ADD CONSTRAINT "tracked_links_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tracked_link_clicks" ADD CONSTRAINT "tracked_link_clicks_code_tracked_links_code_fk" FOREIGN KEY ("code") REFERENCES "public"."tracked_links"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_links_campaign_creator_unique" ON "tracked_links" USING btree ("campaign_id","creator_id");
--> statement-breakpoint
CREATE INDEX "tracked_link_visitors_day_idx" ON "tracked_link_visitors" USING btree ("day");
