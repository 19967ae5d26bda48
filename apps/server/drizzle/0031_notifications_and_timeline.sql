-- Issue 24. One notification model for brands and creators: the creator's alerts table becomes `notifications`, with a
-- category that e-mail preferences are kept by. Events for the live stream are rows of user_events; a NOTIFY at insert
-- reaches every node when (and only when) the transaction commits. Status changes of scripts and invitations write
-- the conversation's timeline (system messages) in the transaction that changes them (decision 039).
ALTER TABLE "creator_alerts" RENAME TO "notifications";--> statement-breakpoint
ALTER TABLE "notifications" RENAME CONSTRAINT "creator_alerts_pkey" TO "notifications_pkey";--> statement-breakpoint
ALTER TABLE "notifications" RENAME CONSTRAINT "creator_alerts_user_id_users_id_fk" TO "notifications_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "creator_alerts_dedupe_unique" RENAME TO "notifications_dedupe_unique";--> statement-breakpoint
ALTER INDEX "creator_alerts_user_created_idx" RENAME TO "notifications_user_created_idx";--> statement-breakpoint
ALTER INDEX "creator_alerts_user_unread_idx" RENAME TO "notifications_user_unread_idx";--> statement-breakpoint
CREATE TYPE "public"."notification_category" AS ENUM('reviews', 'deadlines', 'money', 'collaborations', 'messages', 'campaigns');--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "category" "notification_category";--> statement-breakpoint
UPDATE "notifications" SET "category" = CASE WHEN "kind" = 'paymentStatus' THEN 'money'::notification_category ELSE 'reviews'::notification_category END;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "category" SET NOT NULL;--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'message_attachment';--> statement-breakpoint

CREATE FUNCTION user_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('amplio_events', NEW.user_id::text || ':' || NEW.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_events_notify AFTER INSERT ON "user_events" FOR EACH ROW EXECUTE FUNCTION user_events_notify();--> statement-breakpoint

-- '₹12,34,567' or '₹2,500.50': Indian grouping, paise only when there are some.
CREATE FUNCTION amplio_rupees(paise bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  whole text := (paise / 100)::text;
  rest int := (paise % 100)::int;
BEGIN
  IF length(whole) > 3 THEN
    whole := regexp_replace(left(whole, length(whole) - 3), '(\d)(?=(\d\d)+$)', '\1,', 'g') || ',' || right(whole, 3);
  END IF;
  RETURN '₹' || whole || CASE WHEN rest <> 0 THEN '.' || lpad(rest::text, 2, '0') ELSE '' END;
END $$;--> statement-breakpoint

-- The conversation of a campaign and creator, opened by the first of an invitation, an application, a script or a
-- question; both participants get their side of it.
CREATE FUNCTION conversation_open(p_campaign uuid, p_creator uuid, p_opener conversation_opener, p_at timestamptz) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  conv uuid;
  brand_user uuid;
BEGIN
  SELECT id INTO conv FROM conversations WHERE campaign_id = p_campaign AND creator_id = p_creator;
  IF conv IS NOT NULL THEN RETURN conv; END IF;
  SELECT user_id INTO brand_user FROM campaigns WHERE id = p_campaign;
  INSERT INTO conversations (campaign_id, brand_user_id, creator_id, opened_by, last_message_at, created_at)
    VALUES (p_campaign, brand_user, p_creator, p_opener, p_at, p_at)
    ON CONFLICT (campaign_id, creator_id) DO NOTHING
    RETURNING id INTO conv;
  IF conv IS NULL THEN
    SELECT id INTO conv FROM conversations WHERE campaign_id = p_campaign AND creator_id = p_creator;
    RETURN conv;
  END IF;
  INSERT INTO conversation_participants (conversation_id, user_id, side, last_message_at)
    VALUES (conv, brand_user, 'brand', p_at), (conv, p_creator, 'creator', p_at);
  RETURN conv;
END $$;--> statement-breakpoint

-- A system message on the timeline, once per dedupe key, told to both participants' event streams.
CREATE FUNCTION conversation_system_message(p_conversation uuid, p_body text, p_dedupe text, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  msg conversation_messages%ROWTYPE;
BEGIN
  INSERT INTO conversation_messages (conversation_id, sender, body, dedupe_key, created_at)
    VALUES (p_conversation, 'system', p_body, p_dedupe, p_at)
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING * INTO msg;
  IF msg.id IS NULL THEN RETURN; END IF;
  UPDATE conversations SET last_message_at = greatest(last_message_at, p_at) WHERE id = p_conversation;
  UPDATE conversation_participants SET last_message_at = greatest(last_message_at, p_at) WHERE conversation_id = p_conversation;
  INSERT INTO user_events (user_id, type, data, created_at)
    SELECT p.user_id, 'message', jsonb_build_object(
      'conversation_id', p_conversation,
      'message', jsonb_build_object(
        'id', msg.id, 'sender', 'system', 'body', msg.body, 'attachments', '[]'::jsonb,
        'created_at', to_char(msg.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'masked', false)), p_at
    FROM conversation_participants p WHERE p.conversation_id = p_conversation;
END $$;--> statement-breakpoint

-- A status change of a script or an invitation, told to both sides' streams so open pages refresh.
CREATE FUNCTION user_status_event(p_users uuid[], p_entity text, p_id uuid, p_status text, p_at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO user_events (user_id, type, data, created_at)
    SELECT u, 'status', jsonb_build_object('entity', p_entity, 'id', p_id, 'status', p_status), p_at FROM unnest(p_users) AS u WHERE u IS NOT NULL;
$$;--> statement-breakpoint

CREATE FUNCTION scripts_timeline() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  conv uuid;
  body text;
  at timestamptz := coalesce(NEW.updated_at, now());
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.closed_at IS NOT DISTINCT FROM OLD.closed_at THEN
    RETURN NULL;
  END IF;
  conv := conversation_open(NEW.campaign_id, NEW.creator_id, 'script', at);
  IF TG_OP = 'INSERT' THEN
    body := 'Script saved. ' || amplio_rupees(NEW.reserved_paise) || ' is held in escrow for this collaboration.';
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    body := CASE NEW.status
      WHEN 'In Review' THEN CASE WHEN NEW.rejection_count > 0 THEN 'New video uploaded for review (re-upload ' || NEW.rejection_count || ').' ELSE 'Video uploaded for review.' END
      WHEN 'Approved' THEN 'Video approved. Next: post it and send the link.'
      WHEN 'Rejected' THEN 'Video rejected: ' || coalesce(nullif(NEW.rejected_remarks, ''), 'no reason given.')
      WHEN 'Script Rejected' THEN 'Script rejected: ' || coalesce(nullif(NEW.script_rejected_remarks, ''), 'no reason given.')
      WHEN 'Post Rejected' THEN 'Post link rejected: ' || coalesce(nullif(NEW.rejected_post_remarks, ''), 'no reason given.')
      WHEN 'Published' THEN 'Post link sent: ' || coalesce(NEW.post_link, '')
      WHEN 'Completed' THEN 'Completed and paid: ' || amplio_rupees(NEW.reserved_paise) || ' went to the creator’s wallet.'
      ELSE NULL END;
  END IF;
  IF body IS NULL AND NEW.closed_at IS NOT NULL AND OLD.closed_at IS NULL AND NEW.status <> 'Completed' THEN
    body := CASE NEW.closed_reason
      WHEN 'rejected' THEN 'Closed after the third rejection: ' || amplio_rupees(NEW.reserved_paise) || ' went back to the escrow.'
      WHEN 'abandoned' THEN 'The creator gave up this script: ' || amplio_rupees(NEW.reserved_paise) || ' went back to the escrow.'
      WHEN 'campaign_ended' THEN 'Closed: the campaign ended before the work was done.'
      ELSE NULL END;
  END IF;
  IF body IS NOT NULL THEN
    PERFORM conversation_system_message(conv, left(body, 6000),
      'script:' || NEW.id || ':' || NEW.status || ':' || coalesce(NEW.closed_reason::text, '') || ':' || extract(epoch from at), at);
  END IF;
  PERFORM user_status_event(ARRAY[NEW.creator_id, NEW.brand_user_id], 'script', NEW.id, NEW.status::text, at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER scripts_timeline AFTER INSERT OR UPDATE OF status, closed_at ON "scripts" FOR EACH ROW EXECUTE FUNCTION scripts_timeline();--> statement-breakpoint

CREATE FUNCTION collaborations_timeline() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  conv uuid;
  body text;
  what text := CASE NEW.kind WHEN 'invitation' THEN 'Invitation' ELSE 'Application' END;
  at timestamptz := coalesce(NEW.updated_at, now());
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN RETURN NULL; END IF;
  conv := conversation_open(NEW.campaign_id, NEW.creator_id, NEW.kind::text::conversation_opener, at);
  IF TG_OP = 'INSERT' THEN
    body := what || ' sent: ' || amplio_rupees(NEW.price_paise) || ' for ' || NEW.platform || '.';
  ELSE
    body := CASE NEW.status
      WHEN 'accepted' THEN what || ' accepted: ' || amplio_rupees(NEW.price_paise) || ' is held in escrow until the script is saved.'
      WHEN 'declined' THEN what || ' declined' || coalesce(': ' || nullif(NEW.decline_reason, ''), '.')
      WHEN 'expired' THEN what || ' expired: no answer within 7 days.'
      WHEN 'withdrawn' THEN what || ' withdrawn.'
      WHEN 'lapsed' THEN 'No script within 7 days of acceptance: ' || amplio_rupees(NEW.price_paise) || ' went back to the escrow.'
      ELSE NULL END;
  END IF;
  IF body IS NOT NULL THEN
    PERFORM conversation_system_message(conv, left(body, 6000), 'collaboration:' || NEW.id || ':' || NEW.status || ':' || extract(epoch from at), at);
  END IF;
  PERFORM user_status_event(ARRAY[NEW.creator_id, NEW.brand_user_id], 'collaboration', NEW.id, NEW.status::text, at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collaborations_timeline AFTER INSERT OR UPDATE OF status ON "collaborations" FOR EACH ROW EXECUTE FUNCTION collaborations_timeline();
