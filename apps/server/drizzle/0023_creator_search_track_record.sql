-- A creator's track record in search (issue 23 §1 and §2), from the review history, never typed: collaborations
-- completed, and the share of them whose post link came in by the end of the campaign's last day in India. Kept by the
-- triggers below in the transaction that completes a script.
CREATE FUNCTION creator_search_track_record(uid uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE creator_search cs SET completed_collaborations = t.completed, on_time_rate = t.on_time_rate
  FROM (
    SELECT count(*)::int AS completed,
      round(100.0 * count(*) FILTER (WHERE s.post_submitted_at < ((c.end_date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'))
        / nullif(count(*), 0), 2) AS on_time_rate
    FROM scripts s JOIN campaigns c ON c.id = s.campaign_id
    WHERE s.creator_id = uid AND s.status = 'Completed'
  ) t
  WHERE cs.user_id = uid;
$$;
--> statement-breakpoint
CREATE FUNCTION creator_search_on_script_completed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM creator_search_track_record(NEW.creator_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER creator_search_on_script_completed AFTER UPDATE OF status ON scripts
  FOR EACH ROW WHEN (NEW.status = 'Completed' AND OLD.status IS DISTINCT FROM 'Completed')
  EXECUTE FUNCTION creator_search_on_script_completed();
--> statement-breakpoint
CREATE TRIGGER creator_search_on_script_inserted_completed AFTER INSERT ON scripts
  FOR EACH ROW WHEN (NEW.status = 'Completed')
  EXECUTE FUNCTION creator_search_on_script_completed();
--> statement-breakpoint
-- A profile written after its scripts (the seeds) starts with its record too.
CREATE OR REPLACE FUNCTION creator_search_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM creator_search_refresh(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN PERFORM creator_search_refresh(NEW.user_id); END IF;
  IF TG_OP = 'INSERT' AND TG_TABLE_NAME = 'creator_profiles' THEN PERFORM creator_search_track_record(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT creator_search_track_record(user_id) FROM creator_search;
