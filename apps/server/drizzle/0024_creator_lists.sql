CREATE TABLE "creator_list_members" (
	"list_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "creator_list_members_list_id_creator_id_pk" PRIMARY KEY("list_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "creator_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_list_members" ADD CONSTRAINT "creator_list_members_list_id_creator_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."creator_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_list_members" ADD CONSTRAINT "creator_list_members_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_lists" ADD CONSTRAINT "creator_lists_brand_user_id_users_id_fk" FOREIGN KEY ("brand_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_list_members_creator_idx" ON "creator_list_members" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_lists_brand_name_unique" ON "creator_lists" USING btree ("brand_user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "creator_lists_brand_created_idx" ON "creator_lists" USING btree ("brand_user_id","created_at");