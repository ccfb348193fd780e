ALTER TABLE "creator_profiles" ADD COLUMN "search_facets" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "creator_profiles_facets_idx" ON "creator_profiles" USING gin ("search_facets");--> statement-breakpoint
CREATE INDEX "creator_profiles_pulse_idx" ON "creator_profiles" USING btree ("authenticity_score","user_id");--> statement-breakpoint
-- search_facets follows the brand-search columns on every write, whoever writes (seeds, bulk SQL, the API).
-- The prefixes mirror searchFacet() in packages/domain/src/creator-search.ts.
CREATE FUNCTION creator_profiles_search_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_facets :=
    CASE WHEN NEW.field IS NULL THEN '{}'::text[] ELSE ARRAY['niche:' || NEW.field] END ||
    CASE WHEN NEW.region IS NULL THEN '{}'::text[] ELSE ARRAY['location:' || NEW.region] END ||
    CASE WHEN NEW.posting_frequency IS NULL THEN '{}'::text[] ELSE ARRAY['frequency:' || NEW.posting_frequency] END ||
    ARRAY(SELECT 'language:' || v FROM unnest(NEW.languages) AS v) ||
    ARRAY(SELECT 'diversity:' || v FROM unnest(NEW.diversity_markers) AS v) ||
    ARRAY(SELECT 'collaboration:' || v FROM unnest(NEW.collaboration_types) AS v);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER creator_profiles_search_facets_trg
  BEFORE INSERT OR UPDATE OF field, languages, region, diversity_markers, collaboration_types, posting_frequency
  ON creator_profiles FOR EACH ROW EXECUTE FUNCTION creator_profiles_search_facets();
--> statement-breakpoint
UPDATE creator_profiles SET field = field;
