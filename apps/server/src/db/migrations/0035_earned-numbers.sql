ALTER TABLE "creator_profiles" ADD COLUMN "engagement" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "response_rate" integer;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "response_minutes" integer;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "response_threads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "stats_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "creator_profiles_stats_due_idx" ON "creator_profiles" USING btree ("stats_due_at") WHERE "creator_profiles"."stats_due_at" is not null;--> statement-breakpoint
CREATE INDEX "saved_list_items_creator_idx" ON "saved_list_items" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "pieces_producer_idx" ON "pieces" USING btree ("producer_id","published_at");--> statement-breakpoint
CREATE INDEX "pieces_filmmaker_idx" ON "pieces" USING btree ("filmmaker_id","published_at");--> statement-breakpoint
ALTER TABLE "creator_profiles" DROP COLUMN "brief_matches";--> statement-breakpoint
ALTER TABLE "creator_profiles" DROP COLUMN "response_score";--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_response_rate_check" CHECK ("creator_profiles"."response_rate" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_counts_check" CHECK ("creator_profiles"."cosigns" >= 0 AND "creator_profiles"."recent_uploads" >= 0 AND "creator_profiles"."engagement" >= 0 AND "creator_profiles"."response_threads" >= 0);--> statement-breakpoint
-- The numbers a card shows, earned from behaviour (issue 34 item 1, decision 060). One function counts them
-- from rows for the creatives named (the rules of @pulse/domain/earned-numbers, in SQL); triggers on the rows
-- call it in the same transaction as the write, and the creator-stats job calls it for rows whose
-- stats_due_at has come (a figure that changes by time alone). Returns how many profiles changed.
CREATE FUNCTION refresh_creator_stats(ids text[], at timestamptz) RETURNS integer LANGUAGE sql AS $$
  WITH target AS (
    SELECT p.user_id AS id FROM creator_profiles p WHERE p.user_id = ANY(ids)
  ),
  -- Works published in the last 30 days: snippets and tracks with a ready file, beats on sale, feed pieces.
  works AS (
    SELECT s.creator_id AS id, s.created_at AS published_at
      FROM snippets s JOIN media_files m ON m.id = s.media_id AND m.status = 'ready'
     WHERE s.creator_id = ANY(ids) AND s.created_at > at - interval '30 days'
    UNION ALL
    SELECT b.producer_id, b.published_at FROM beats b
     WHERE b.producer_id = ANY(ids) AND b.status IN ('published', 'sold_exclusive')
       AND b.published_at > at - interval '30 days'
    UNION ALL
    SELECT pc.producer_id, pc.published_at FROM pieces pc
     WHERE pc.producer_id = ANY(ids) AND pc.hidden_at IS NULL AND pc.published_at > at - interval '30 days'
    UNION ALL
    SELECT pc.filmmaker_id, pc.published_at FROM pieces pc
     WHERE pc.filmmaker_id = ANY(ids) AND pc.filmmaker_id <> pc.producer_id AND pc.hidden_at IS NULL
       AND pc.published_at > at - interval '30 days'
  ),
  uploads AS (SELECT id, count(*)::int AS n, min(published_at) AS oldest FROM works GROUP BY id),
  -- Conversations someone else opened with the creative in the last year: the first message, and the
  -- creative's first message after it.
  asks AS (
    SELECT tp.user_id AS id, f.created_at AS asked_at,
           (SELECT min(r.created_at) FROM messages r
             WHERE r.thread_id = tp.thread_id AND r.sender_id = tp.user_id AND r.created_at >= f.created_at) AS replied_at
      FROM thread_participants tp
      CROSS JOIN LATERAL (
        SELECT m.created_at, m.sender_id FROM messages m WHERE m.thread_id = tp.thread_id
         ORDER BY m.created_at, m.id LIMIT 1) f
     WHERE tp.user_id = ANY(ids) AND f.sender_id IS NOT NULL AND f.sender_id <> tp.user_id
       AND f.created_at > at - interval '365 days'
  ),
  responses AS (
    SELECT id,
           -- A question still inside its 24 hours is not yet a miss.
           count(*) FILTER (WHERE replied_at IS NOT NULL OR asked_at <= at - interval '24 hours')::int AS threads,
           count(*) FILTER (WHERE replied_at - asked_at <= interval '24 hours')::int AS in_time,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM replied_at - asked_at)::float8)
             FILTER (WHERE replied_at IS NOT NULL) AS median_seconds,
           min(asked_at) AS oldest_ask,
           min(asked_at) FILTER (WHERE replied_at IS NULL AND asked_at > at - interval '24 hours') AS open_ask
      FROM asks GROUP BY id
  ),
  cosigned AS (
    SELECT creator_id AS id, count(*)::int AS n FROM creator_reactions
     WHERE creator_id = ANY(ids) AND action = 'cosign' GROUP BY creator_id
  ),
  -- People who saved the creative to a list, each once.
  saved AS (
    SELECT i.creator_id AS id, count(DISTINCT l.user_id)::int AS n
      FROM saved_list_items i JOIN saved_lists l ON l.id = i.list_id
     WHERE i.creator_id = ANY(ids) GROUP BY i.creator_id
  ),
  -- Co-signs on the creative's feed pieces that are not hidden, counted from the co-sign rows.
  piece_signs AS (
    SELECT x.id, count(*)::int AS n FROM (
      SELECT pc.producer_id AS id, pc.id AS piece_id FROM pieces pc
       WHERE pc.producer_id = ANY(ids) AND pc.hidden_at IS NULL
      UNION ALL
      SELECT pc.filmmaker_id, pc.id FROM pieces pc
       WHERE pc.filmmaker_id = ANY(ids) AND pc.filmmaker_id <> pc.producer_id AND pc.hidden_at IS NULL
    ) x JOIN piece_cosigns s ON s.piece_id = x.piece_id
     GROUP BY x.id
  ),
  computed AS (
    SELECT t.id,
           coalesce(c.n, 0) AS cosigns,
           coalesce(u.n, 0) AS recent_uploads,
           coalesce(c.n, 0) + coalesce(s.n, 0) + coalesce(ps.n, 0) AS engagement,
           CASE WHEN r.threads > 0 THEN (200 * r.in_time + r.threads) / (2 * r.threads) END AS response_rate,
           floor(r.median_seconds / 60 + 0.5)::int AS response_minutes,
           coalesce(r.threads, 0) AS response_threads,
           least(u.oldest + interval '30 days', r.oldest_ask + interval '365 days',
                 r.open_ask + interval '24 hours') AS due_at
      FROM target t
      LEFT JOIN uploads u ON u.id = t.id
      LEFT JOIN responses r ON r.id = t.id
      LEFT JOIN cosigned c ON c.id = t.id
      LEFT JOIN saved s ON s.id = t.id
      LEFT JOIN piece_signs ps ON ps.id = t.id
  ),
  changed AS (
    UPDATE creator_profiles p
       SET cosigns = c.cosigns, recent_uploads = c.recent_uploads, engagement = c.engagement,
           response_rate = c.response_rate, response_minutes = c.response_minutes,
           response_threads = c.response_threads, stats_due_at = c.due_at
      FROM computed c
     WHERE p.user_id = c.id
       AND (p.cosigns, p.recent_uploads, p.engagement, p.response_rate, p.response_minutes, p.response_threads,
            p.stats_due_at)
           IS DISTINCT FROM (c.cosigns, c.recent_uploads, c.engagement, c.response_rate, c.response_minutes,
                             c.response_threads, c.due_at)
    RETURNING 1
  )
  SELECT count(*)::int FROM changed
$$;
--> statement-breakpoint
-- Which creatives a statement's rows touch: `expression` is read over each row `r` of the transition table
-- (NEW rows for inserts and updates, OLD rows for updates and deletes). Set-based: one refresh per statement.
CREATE FUNCTION creator_stats_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[] := '{}';
  more text[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT coalesce(array_agg(DISTINCT id) FILTER (WHERE id IS NOT NULL), ''{}'') FROM (SELECT %s AS id FROM new_rows r) s', TG_ARGV[0]) INTO more;
    touched := touched || more;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT coalesce(array_agg(DISTINCT id) FILTER (WHERE id IS NOT NULL), ''{}'') FROM (SELECT %s AS id FROM old_rows r) s', TG_ARGV[0]) INTO more;
    touched := touched || more;
  END IF;
  IF cardinality(touched) > 0 THEN
    PERFORM refresh_creator_stats(touched, now());
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A profile made after its rows (a creative who uploads before finishing setup) starts from them.
CREATE TRIGGER creator_profiles_stats_ins AFTER INSERT ON creator_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.user_id');
--> statement-breakpoint
CREATE TRIGGER creator_reactions_stats_ins AFTER INSERT ON creator_reactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.creator_id');
--> statement-breakpoint
CREATE TRIGGER creator_reactions_stats_upd AFTER UPDATE ON creator_reactions
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.creator_id');
--> statement-breakpoint
CREATE TRIGGER creator_reactions_stats_del AFTER DELETE ON creator_reactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.creator_id');
--> statement-breakpoint
CREATE TRIGGER saved_list_items_stats_ins AFTER INSERT ON saved_list_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.creator_id');
--> statement-breakpoint
CREATE TRIGGER saved_list_items_stats_del AFTER DELETE ON saved_list_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.creator_id');
--> statement-breakpoint
CREATE TRIGGER piece_cosigns_stats_ins AFTER INSERT ON piece_cosigns REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch(
    'unnest(array(SELECT x FROM pieces p, LATERAL (VALUES (p.producer_id), (p.filmmaker_id)) v(x) WHERE p.id = r.piece_id))');
--> statement-breakpoint
CREATE TRIGGER piece_cosigns_stats_del AFTER DELETE ON piece_cosigns REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch(
    'unnest(array(SELECT x FROM pieces p, LATERAL (VALUES (p.producer_id), (p.filmmaker_id)) v(x) WHERE p.id = r.piece_id))');
--> statement-breakpoint
CREATE TRIGGER pieces_stats_ins AFTER INSERT ON pieces REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('unnest(array[r.producer_id, r.filmmaker_id])');
--> statement-breakpoint
CREATE TRIGGER pieces_stats_upd AFTER UPDATE ON pieces REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('unnest(array[r.producer_id, r.filmmaker_id])');
--> statement-breakpoint
CREATE TRIGGER pieces_stats_del AFTER DELETE ON pieces REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('unnest(array[r.producer_id, r.filmmaker_id])');
--> statement-breakpoint
CREATE TRIGGER snippets_stats_ins AFTER INSERT ON snippets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.creator_id');
--> statement-breakpoint
CREATE TRIGGER snippets_stats_upd AFTER UPDATE ON snippets REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.creator_id');
--> statement-breakpoint
CREATE TRIGGER snippets_stats_del AFTER DELETE ON snippets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.creator_id');
--> statement-breakpoint
-- A snippet counts once its file is ready: the owner of a file that finished (or failed) processing.
CREATE TRIGGER media_files_stats_upd AFTER UPDATE ON media_files REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch(
    'CASE WHEN r.status <> ''processing'' THEN r.owner_id END');
--> statement-breakpoint
CREATE TRIGGER beats_stats_ins AFTER INSERT ON beats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.producer_id');
--> statement-breakpoint
CREATE TRIGGER beats_stats_upd AFTER UPDATE ON beats REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.producer_id');
--> statement-breakpoint
CREATE TRIGGER beats_stats_del AFTER DELETE ON beats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.producer_id');
--> statement-breakpoint
CREATE TRIGGER messages_stats_ins AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch(
    'unnest(array(SELECT tp.user_id FROM thread_participants tp WHERE tp.thread_id = r.thread_id))');
--> statement-breakpoint
CREATE TRIGGER messages_stats_upd AFTER UPDATE ON messages REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch(
    'unnest(array(SELECT tp.user_id FROM thread_participants tp WHERE tp.thread_id = r.thread_id))');
--> statement-breakpoint
CREATE TRIGGER messages_stats_del AFTER DELETE ON messages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch(
    'unnest(array(SELECT tp.user_id FROM thread_participants tp WHERE tp.thread_id = r.thread_id))');
--> statement-breakpoint
CREATE TRIGGER thread_participants_stats_del AFTER DELETE ON thread_participants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION creator_stats_touch('r.user_id');
--> statement-breakpoint
-- Recent works no longer carry an engagement figure nobody earned (the demo seed's sample numbers).
UPDATE creator_profiles SET recent_work = (
  SELECT coalesce(jsonb_agg(w - 'engagement' ORDER BY i), '[]'::jsonb)
    FROM jsonb_array_elements(recent_work) WITH ORDINALITY AS e(w, i))
 WHERE jsonb_typeof(recent_work) = 'array' AND EXISTS (
  SELECT 1 FROM jsonb_array_elements(recent_work) w WHERE w ? 'engagement');
--> statement-breakpoint
-- Every existing profile's figures counted from its rows once (the seeded numbers go).
SELECT refresh_creator_stats(array(SELECT user_id FROM creator_profiles), now());
