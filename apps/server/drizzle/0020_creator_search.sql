-- pg_trgm: the typo-tolerant part of creator search (PGlite loads it as an extension, PostgreSQL ships it in contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "creator_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"bio" text NOT NULL,
	"profile_photo_file_id" uuid,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"categories" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"content_type" text NOT NULL,
	"audience_size" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"open_to_invitations" boolean DEFAULT true NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_text" text NOT NULL,
	"top_followers" integer DEFAULT 0 NOT NULL,
	"top_engagement" numeric(9, 2) DEFAULT '0' NOT NULL,
	"completed_collaborations" integer DEFAULT 0 NOT NULL,
	"on_time_rate" numeric(5, 2),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_search_platforms" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"followers" integer,
	"avg_views" integer,
	"engagement_rate" numeric(9, 2) NOT NULL,
	"metrics_source" "social_metrics_source",
	"metrics_updated_at" timestamp with time zone,
	CONSTRAINT "creator_search_platforms_user_id_platform_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
ALTER TABLE "creator_search" ADD CONSTRAINT "creator_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_search_platforms" ADD CONSTRAINT "creator_search_platforms_user_id_creator_search_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."creator_search"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_search_document_idx" ON "creator_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "creator_search_name_trgm_idx" ON "creator_search" USING gin ("name_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creator_search_categories_idx" ON "creator_search" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "creator_search_languages_idx" ON "creator_search" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "creator_search_place_idx" ON "creator_search" USING btree ("country","state","city");--> statement-breakpoint
CREATE INDEX "creator_search_newest_idx" ON "creator_search" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "creator_search_followers_idx" ON "creator_search" USING btree ("top_followers","user_id");--> statement-breakpoint
CREATE INDEX "creator_search_platforms_followers_idx" ON "creator_search_platforms" USING btree ("platform","followers");--> statement-breakpoint
-- One creator's search rows from their profile and accounts; run by the triggers below in the writer's transaction.
-- The track record columns are left as they are: they come from the review history, not from the profile.
CREATE FUNCTION creator_search_refresh(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM creator_profiles WHERE user_id = uid) THEN
    DELETE FROM creator_search WHERE user_id = uid;
    RETURN;
  END IF;
  INSERT INTO creator_search AS cs (user_id, username, name, bio, profile_photo_file_id, city, state, country, categories,
    languages, content_type, audience_size, gender, date_of_birth, document, name_text, top_followers, top_engagement, created_at)
  SELECT p.user_id, p.username, trim(p.first_name || ' ' || p.last_name), p.bio, p.profile_photo_file_id, p.city, p.state,
    p.country, p.categories, ARRAY[p.language], p.content_type, p.audience_size, p.gender, p.date_of_birth,
    setweight(to_tsvector('simple', p.first_name || ' ' || p.last_name || ' ' || p.username), 'A')
      || setweight(to_tsvector('simple', p.bio), 'B'),
    lower(p.first_name || ' ' || p.last_name || ' ' || p.username),
    coalesce((SELECT max(s.followers) FROM social_accounts s WHERE s.user_id = uid), 0),
    coalesce((SELECT max(CASE WHEN coalesce(s.followers, 0) > 0
      THEN round((coalesce(s.avg_likes, 0) + coalesce(s.avg_comments, 0))::numeric * 100 / s.followers, 2) ELSE 0 END)
      FROM social_accounts s WHERE s.user_id = uid), 0),
    p.created_at
  FROM creator_profiles p WHERE p.user_id = uid
  ON CONFLICT (user_id) DO UPDATE SET username = excluded.username, name = excluded.name, bio = excluded.bio,
    profile_photo_file_id = excluded.profile_photo_file_id, city = excluded.city, state = excluded.state,
    country = excluded.country, categories = excluded.categories, languages = excluded.languages,
    content_type = excluded.content_type, audience_size = excluded.audience_size, gender = excluded.gender,
    date_of_birth = excluded.date_of_birth, document = excluded.document, name_text = excluded.name_text,
    top_followers = excluded.top_followers, top_engagement = excluded.top_engagement;
  DELETE FROM creator_search_platforms WHERE user_id = uid;
  INSERT INTO creator_search_platforms (user_id, platform, url, followers, avg_views, engagement_rate, metrics_source, metrics_updated_at)
  SELECT s.user_id, s.platform, s.url, s.followers, s.avg_views,
    CASE WHEN coalesce(s.followers, 0) > 0
      THEN round((coalesce(s.avg_likes, 0) + coalesce(s.avg_comments, 0))::numeric * 100 / s.followers, 2) ELSE 0 END,
    s.metrics_source, s.metrics_updated_at
  FROM social_accounts s WHERE s.user_id = uid;
END $$;
--> statement-breakpoint
CREATE FUNCTION creator_search_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM creator_search_refresh(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN PERFORM creator_search_refresh(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creator_search_on_profile AFTER INSERT OR UPDATE OR DELETE ON creator_profiles
  FOR EACH ROW EXECUTE FUNCTION creator_search_on_change();
--> statement-breakpoint
CREATE TRIGGER creator_search_on_social_account AFTER INSERT OR UPDATE OR DELETE ON social_accounts
  FOR EACH ROW EXECUTE FUNCTION creator_search_on_change();
--> statement-breakpoint
SELECT creator_search_refresh(user_id) FROM creator_profiles;
