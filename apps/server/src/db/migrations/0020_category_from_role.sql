-- A creative's Discover category is their own creative role (producer, videographer, designer; a filmmaker is a
-- videographer) when they chose one; only a profile without a role falls back to the tags (migration 0002's
-- rule, mirrored by discoverCategory() in packages/domain). Demo creatives tagged "Cinematic" or "Mixing" were
-- filed under the wrong role (issue 17 item 3).
CREATE FUNCTION creative_category(role text, keys text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN role IN ('producer', 'videographer', 'designer') THEN role
    WHEN role = 'filmmaker' THEN 'videographer'
    WHEN EXISTS (SELECT 1 FROM unnest(keys) k WHERE k LIKE '%lo-fi%' OR k LIKE '%score%' OR k LIKE '%mix%'
      OR k LIKE '%master%' OR k LIKE '%beat%' OR k LIKE '%hip-hop%' OR k LIKE '%r&b%') THEN 'producer'
    WHEN EXISTS (SELECT 1 FROM unnest(keys) k WHERE k LIKE '%video%' OR k LIKE '%film%' OR k LIKE '%cinematic%'
      OR k LIKE '%b-roll%') THEN 'videographer'
    WHEN EXISTS (SELECT 1 FROM unnest(keys) k WHERE k LIKE '%brand%' OR k LIKE '%design%' OR k LIKE '%poster%'
      OR k LIKE '%typography%' OR k LIKE '%graphic%') THEN 'designer'
    ELSE 'producer'
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION creator_profiles_derive_tags() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  SELECT coalesce(array_agg(lower(t) ORDER BY o), '{}') INTO keys FROM unnest(NEW.vibe_tags) WITH ORDINALITY AS u(t, o);
  NEW.tag_keys := keys;
  NEW.category := creative_category((SELECT u.creative_role FROM "user" u WHERE u.id = NEW.user_id), keys);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The row's own writes go through the trigger above; a role chosen or changed later moves the category too.
CREATE FUNCTION user_creative_role_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_profiles SET category = creative_category(NEW.creative_role, tag_keys)
  WHERE user_id = NEW.id AND category IS DISTINCT FROM creative_category(NEW.creative_role, tag_keys);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_creative_role_category_trg AFTER UPDATE OF creative_role ON "user"
  FOR EACH ROW WHEN (OLD.creative_role IS DISTINCT FROM NEW.creative_role)
  EXECUTE FUNCTION user_creative_role_category();
--> statement-breakpoint
UPDATE creator_profiles p SET category = creative_category(u.creative_role, p.tag_keys)
FROM "user" u
WHERE u.id = p.user_id AND p.category IS DISTINCT FROM creative_category(u.creative_role, p.tag_keys);
