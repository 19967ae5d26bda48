-- Issue 27 §3's speed goal (decision 049, "Kept aggregates and a paged table (stop 39)"): what the campaign report
-- reads, kept up to date in the transactions that add, accept or question a post-metric report and in the click
-- counter's flush, so the report reads a handful of rows instead of every report and every link-day.
CREATE TABLE "post_metric_script_results" (
	"script_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"report_id" uuid,
	"source" "post_metric_source",
	"status" "post_metric_status",
	"checkpoint_day" smallint,
	"views" bigint,
	"likes" bigint,
	"comments" bigint,
	"shares" bigint,
	"saves" bigint,
	"reach" bigint,
	"reported_at" timestamp with time zone,
	"questioned" boolean DEFAULT false NOT NULL,
	"open_questions" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_metric_script_results" ADD CONSTRAINT "post_metric_script_results_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_script_results" ADD CONSTRAINT "post_metric_script_results_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_script_results" ADD CONSTRAINT "post_metric_script_results_report_id_post_metric_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."post_metric_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_metric_script_results_campaign_idx" ON "post_metric_script_results" USING btree ("campaign_id");--> statement-breakpoint
CREATE TABLE "post_metric_view_steps" (
	"script_id" uuid NOT NULL,
	"day" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"views_delta" bigint NOT NULL,
	"starts" boolean DEFAULT false NOT NULL,
	CONSTRAINT "post_metric_view_steps_script_id_day_pk" PRIMARY KEY("script_id","day")
);
--> statement-breakpoint
ALTER TABLE "post_metric_view_steps" ADD CONSTRAINT "post_metric_view_steps_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_metric_view_steps_campaign_day_idx" ON "post_metric_view_steps" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE TABLE "campaign_report_totals" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"reports_used" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"open_questions" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"shares" bigint DEFAULT 0 NOT NULL,
	"saves" bigint DEFAULT 0 NOT NULL,
	"self_reported" integer DEFAULT 0 NOT NULL,
	"tracked" integer DEFAULT 0 NOT NULL,
	"platform_api" integer DEFAULT 0 NOT NULL,
	"latest_reported_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_report_totals" ADD CONSTRAINT "campaign_report_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "tracked_link_totals" (
	"code" text PRIMARY KEY NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"unique_clicks" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_link_totals" ADD CONSTRAINT "tracked_link_totals_code_tracked_links_code_fk" FOREIGN KEY ("code") REFERENCES "public"."tracked_links"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "tracked_link_campaign_days" (
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tracked_link_campaign_days_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
ALTER TABLE "tracked_link_campaign_days" ADD CONSTRAINT "tracked_link_campaign_days_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: the same rules as the maintenance in features/post-metrics (post-metric-aggregates.ts).
INSERT INTO "post_metric_script_results" ("script_id", "campaign_id", "report_id", "source", "status", "checkpoint_day", "views", "likes",
	"comments", "shares", "saves", "reach", "reported_at", "questioned", "open_questions")
SELECT s.id, s.campaign_id, u.id, u.source, u.status, u.checkpoint_day, u.views, u.likes, u.comments, u.shares, u.saves, u.reach, u.reported_at,
	coalesce(n.status = 'questioned' and not exists (select 1 from post_metric_reports a where a.answers_report_id = n.id), false),
	(select (count(*) filter (where q.status = 'questioned') - count(q.answers_report_id))::int from post_metric_reports q where q.script_id = s.id)
FROM scripts s
LEFT JOIN LATERAL (select * from post_metric_reports r where r.script_id = s.id and r.status <> 'questioned' order by r.reported_at desc, r.id desc limit 1) u ON true
LEFT JOIN LATERAL (select r.id, r.status from post_metric_reports r where r.script_id = s.id order by r.reported_at desc, r.id desc limit 1) n ON true
WHERE exists (select 1 from post_metric_reports r where r.script_id = s.id);--> statement-breakpoint
INSERT INTO "post_metric_view_steps" ("script_id", "day", "campaign_id", "views_delta", "starts")
SELECT script_id, day, campaign_id, views - coalesce(previous, 0), previous is null
FROM (
	SELECT d.*, lag(d.views) over (partition by d.script_id order by d.day) as previous
	FROM (
		SELECT DISTINCT ON (r.script_id, (r.reported_at at time zone 'UTC')::date) r.script_id, r.campaign_id,
			(r.reported_at at time zone 'UTC')::date as day, r.views
		FROM post_metric_reports r WHERE r.status <> 'questioned'
		ORDER BY r.script_id, (r.reported_at at time zone 'UTC')::date, r.reported_at desc, r.id desc
	) d
) x
WHERE previous is null or views <> previous;--> statement-breakpoint
INSERT INTO "campaign_report_totals" ("campaign_id", "reports_used", "accepted", "pending", "open_questions", "views", "likes", "comments",
	"shares", "saves", "self_reported", "tracked", "platform_api", "latest_reported_at")
SELECT r.campaign_id, count(r.report_id), count(*) filter (where r.status = 'accepted'), count(*) filter (where r.status = 'pending'),
	coalesce(sum(r.open_questions), 0), coalesce(sum(r.views), 0), coalesce(sum(r.likes), 0), coalesce(sum(r.comments), 0),
	coalesce(sum(r.shares), 0), coalesce(sum(r.saves), 0), count(*) filter (where r.source = 'self_reported_with_proof'),
	count(*) filter (where r.source = 'tracked'), count(*) filter (where r.source = 'platform_api'), max(r.reported_at)
FROM post_metric_script_results r JOIN scripts s ON s.id = r.script_id AND (s.closed_reason is null or s.closed_reason = 'completed')
GROUP BY r.campaign_id;--> statement-breakpoint
INSERT INTO "tracked_link_totals" ("code", "clicks", "unique_clicks")
SELECT code, sum(clicks), sum(unique_clicks) FROM tracked_link_clicks GROUP BY code;--> statement-breakpoint
INSERT INTO "tracked_link_campaign_days" ("campaign_id", "day", "clicks")
SELECT l.campaign_id, k.day, sum(k.clicks) FROM tracked_link_clicks k JOIN tracked_links l ON l.code = k.code GROUP BY l.campaign_id, k.day;
