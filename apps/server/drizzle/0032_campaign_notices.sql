-- Issue 24 §3: a brand hears when one of its campaigns starts and ends, in the transaction that changes its status
-- (the start and end jobs, a brand's own "complete"), as an in-app notification and an event on its streams.
-- Campaigns are not in the categories e-mailed by default (reviews, deadlines, money, invitations, applications).
CREATE FUNCTION campaigns_notices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  title text;
  message text;
  product text := coalesce(NEW.product_name, 'Your campaign');
  at timestamptz := coalesce(NEW.updated_at, now());
  n notifications%ROWTYPE;
BEGIN
  IF NEW.status IS NOT DISTINCT FROM OLD.status THEN RETURN NULL; END IF;
  IF NEW.status = 'active' AND OLD.status = 'upcoming' THEN
    title := product || ' has started';
    message := 'Creators can find it now and start their scripts.';
  ELSIF NEW.status = 'completed' THEN
    title := product || ' has ended';
    message := 'Unused escrow goes back to you. Reviews of work already sent go on as before.';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO notifications (user_id, kind, category, title, message, link, dedupe_key, created_at)
    VALUES (NEW.user_id, 'campaignUpdates', 'campaigns', title, message, '/brand/campaigns/' || NEW.id, 'campaign:' || NEW.id || ':' || NEW.status, at)
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING * INTO n;
  IF n.id IS NULL THEN RETURN NULL; END IF;
  INSERT INTO user_events (user_id, type, data, created_at) VALUES (NEW.user_id, 'notification', jsonb_build_object('notification', jsonb_build_object(
    'id', n.id, 'category', n.category, 'title', n.title, 'message', n.message, 'link', n.link,
    'created_at', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'read', false)), at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaigns_notices AFTER UPDATE OF status ON "campaigns" FOR EACH ROW EXECUTE FUNCTION campaigns_notices();
