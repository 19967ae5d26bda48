-- Each user's conversation totals, kept by triggers on conversation_participants in the transaction that changes a
-- participant: the list's page count and the unread badge then read one row, however many conversations a brand has.
CREATE TABLE "conversation_inboxes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"conversations" bigint DEFAULT 0 NOT NULL,
	"unread" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_inboxes_not_negative" CHECK ("conversation_inboxes"."conversations" >= 0 and "conversation_inboxes"."unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "conversation_inboxes" ADD CONSTRAINT "conversation_inboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "conversation_inboxes" (user_id, conversations, unread)
  SELECT user_id, count(*), coalesce(sum(unread_count), 0) FROM conversation_participants GROUP BY user_id;--> statement-breakpoint
CREATE FUNCTION conversation_inboxes_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO conversation_inboxes (user_id, conversations, unread) VALUES (NEW.user_id, 1, NEW.unread_count)
      ON CONFLICT (user_id) DO UPDATE SET conversations = conversation_inboxes.conversations + 1, unread = conversation_inboxes.unread + NEW.unread_count;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.unread_count IS DISTINCT FROM OLD.unread_count THEN
      UPDATE conversation_inboxes SET unread = unread + NEW.unread_count - OLD.unread_count WHERE user_id = NEW.user_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE conversation_inboxes SET conversations = conversations - 1, unread = unread - OLD.unread_count WHERE user_id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER conversation_inboxes_keep AFTER INSERT OR UPDATE OF unread_count OR DELETE ON "conversation_participants" FOR EACH ROW EXECUTE FUNCTION conversation_inboxes_keep();
