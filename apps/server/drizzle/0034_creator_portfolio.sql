CREATE TABLE "creator_portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"script_id" uuid,
	"title" text,
	"url" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "creator_portfolio_items_position_unique" UNIQUE("creator_id","position"),
	CONSTRAINT "creator_portfolio_items_script_unique" UNIQUE("creator_id","script_id"),
	CONSTRAINT "creator_portfolio_items_one_kind" CHECK (("creator_portfolio_items"."script_id" is null) <> ("creator_portfolio_items"."url" is null)),
	CONSTRAINT "creator_portfolio_items_link_titled" CHECK ("creator_portfolio_items"."url" is null or "creator_portfolio_items"."title" is not null),
	CONSTRAINT "creator_portfolio_items_position_range" CHECK ("creator_portfolio_items"."position" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "creator_portfolio_items" ADD CONSTRAINT "creator_portfolio_items_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_portfolio_items" ADD CONSTRAINT "creator_portfolio_items_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;