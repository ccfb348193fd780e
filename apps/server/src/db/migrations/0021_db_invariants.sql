-- Invariants the database keeps itself (issue 19 item 6, decision 025): every status and kind in its set,
-- amounts positive, percentages 0-100, and every ledger transaction balanced at commit.
-- Statuses and kinds: one CHECK per column the schema declares with an enum.
ALTER TABLE "applications" ADD CONSTRAINT "applications_kind_check" CHECK ("kind" IN ('creative', 'partner'));
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected'));
--> statement-breakpoint
ALTER TABLE "beat_licenses" ADD CONSTRAINT "beat_licenses_kind_check" CHECK ("kind" IN ('non_exclusive', 'exclusive'));
--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_status_check" CHECK ("status" IN ('draft', 'published', 'sold_exclusive'));
--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_kind_check" CHECK ("kind" IN ('licensing', 'project'));
--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_status_check" CHECK ("status" IN ('draft', 'open', 'matched', 'closed', 'posted'));
--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_role_check" CHECK ("role" IN ('owner', 'member'));
--> statement-breakpoint
ALTER TABLE "circles" ADD CONSTRAINT "circles_activity_check" CHECK ("activity" IN ('Daily', 'Weekly', 'Active'));
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_topic_check" CHECK ("topic" IN ('general', 'creatives', 'partners', 'payments', 'press'));
--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_category_check" CHECK ("category" IN ('producer', 'videographer', 'designer'));
--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_availability_check" CHECK ("availability" IN ('available', 'busy', 'booked'));
--> statement-breakpoint
ALTER TABLE "creator_reactions" ADD CONSTRAINT "creator_reactions_action_check" CHECK ("action" IN ('cosign', 'skip'));
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_status_check" CHECK ("status" IN ('posted', 'funded', 'accepted', 'signed', 'delivered', 'paid', 'complete', 'cancelled', 'disputed', 'refunded'));
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_kind_check" CHECK ("kind" IN ('image', 'audio', 'video', 'pdf'));
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_status_check" CHECK ("status" IN ('processing', 'ready', 'failed'));
--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_status_check" CHECK ("status" IN ('active', 'archived'));
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_message_type_check" CHECK ("message_type" IN ('text', 'project_brief', 'contract'));
--> statement-breakpoint
ALTER TABLE "onboarding_drafts" ADD CONSTRAINT "onboarding_drafts_role_check" CHECK ("role" IN ('producer', 'filmmaker'));
--> statement-breakpoint
ALTER TABLE "playlist_bookmarks" ADD CONSTRAINT "playlist_bookmarks_kind_check" CHECK ("kind" IN ('save', 'favorite'));
--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_visibility_check" CHECK ("visibility" IN ('public', 'private'));
--> statement-breakpoint
ALTER TABLE "role_preferences" ADD CONSTRAINT "role_preferences_kind_check" CHECK ("kind" IN ('producer', 'collaborator'));
--> statement-breakpoint
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_kind_check" CHECK ("kind" IN ('snippet', 'track'));
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_kind_check" CHECK ("kind" IN ('match', 'application'));
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_status_check" CHECK ("status" IN ('pending', 'shortlisted', 'licensed', 'selected', 'declined'));
--> statement-breakpoint
ALTER TABLE "taste_events" ADD CONSTRAINT "taste_events_action_check" CHECK ("action" IN ('cosign', 'skip', 'dive_deeper'));
--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("role" IN ('fan', 'creator', 'brand', 'admin'));
--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_creative_role_check" CHECK ("creative_role" IN ('producer', 'videographer', 'designer', 'filmmaker'));
--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_creator_status_check" CHECK ("creator_status" IN ('pending', 'approved', 'rejected'));
--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_brand_status_check" CHECK ("brand_status" IN ('pending', 'approved', 'rejected'));
--> statement-breakpoint
ALTER TABLE "video_previews" ADD CONSTRAINT "video_previews_status_check" CHECK ("status" IN ('completed', 'failed'));
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("kind" IN ('charge', 'refund', 'transfer'));
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("status" IN ('succeeded', 'declined', 'pending', 'failed'));
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_status_check" CHECK ("status" IN ('pending', 'enabled', 'restricted'));
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("status" IN ('pending', 'sending', 'sent', 'skipped', 'failed'));
--> statement-breakpoint
-- Money: amounts are positive (a ledger entry is never zero), tips are $1 to $20.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_check" CHECK ("amount_cents" <> 0);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("amount_cents" > 0);
--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_amount_check" CHECK ("amount_cents" BETWEEN 100 AND 2000);
--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_amount_check" CHECK ("amount_cents" > 0);
--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_prices_check" CHECK ("non_exclusive_price_cents" > 0 AND "exclusive_price_cents" > 0);
--> statement-breakpoint
ALTER TABLE "beat_licenses" ADD CONSTRAINT "beat_licenses_price_check" CHECK ("price_cents" > 0);
--> statement-breakpoint
-- Percentages.
ALTER TABLE "snippets" ADD CONSTRAINT "snippets_ownership_check" CHECK ("ownership_percentage" BETWEEN 0 AND 100);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_ownership_check" CHECK ("ownership_percentage" IS NULL OR "ownership_percentage" BETWEEN 0 AND 100);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_match_score_check" CHECK ("match_score" BETWEEN 0 AND 100);
--> statement-breakpoint
-- Double entry: at commit, the entries of every transaction touched sum to zero (a deferred constraint trigger,
-- so a posting may insert its entries one by one inside its transaction).
CREATE OR REPLACE FUNCTION "ledger_transaction_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := COALESCE(NEW."transaction_id", OLD."transaction_id");
  total bigint;
BEGIN
  SELECT COALESCE(sum("amount_cents"), 0) INTO total FROM "ledger_entries" WHERE "transaction_id" = tx;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', tx, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced"
  AFTER INSERT OR UPDATE OR DELETE ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balances"();
