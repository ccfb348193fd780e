ALTER TABLE "creator_profiles" ADD COLUMN "field" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "diversity_markers" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "collaboration_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "posting_frequency" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "response_score" real;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
CREATE INDEX "creator_profiles_search_idx" ON "creator_profiles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "creator_profiles_languages_idx" ON "creator_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "creator_profiles_rate_idx" ON "creator_profiles" USING btree ("collaboration_rate_cents","user_id");--> statement-breakpoint
-- search_document follows the creative's name and card text on every write, whoever writes.
CREATE FUNCTION creator_profiles_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := to_tsvector('simple',
    coalesce((SELECT name FROM "user" WHERE id = NEW.user_id), '') || ' ' || NEW.niche || ' ' || NEW.focus || ' ' ||
    NEW.bio || ' ' || NEW.location || ' ' || array_to_string(NEW.vibe_tags, ' '));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER creator_profiles_search_document_trg BEFORE INSERT OR UPDATE OF niche, focus, bio, location, vibe_tags
  ON creator_profiles FOR EACH ROW EXECUTE FUNCTION creator_profiles_search_document();
--> statement-breakpoint
CREATE FUNCTION user_name_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles SET niche = niche WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_name_search_document_trg AFTER UPDATE OF name ON "user"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION user_name_search_document();
--> statement-breakpoint
UPDATE creator_profiles SET niche = niche;
