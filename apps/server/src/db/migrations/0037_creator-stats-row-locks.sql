-- Two transactions co-signing (or saving, or answering for) the same creative at once (decision 060): each
-- counted the rows its own snapshot saw, and the second to commit wrote a count without the first one's row.
-- refresh_creator_stats now locks the creatives' profile rows before it counts. A VOLATILE function's every
-- statement takes a fresh snapshot under READ COMMITTED, so the count after the lock sees what the transaction
-- it waited for committed; the same lock the old `cosigns + 1` took, so no new waiting.
CREATE OR REPLACE FUNCTION refresh_creator_stats(ids text[], at timestamptz) RETURNS integer LANGUAGE sql AS $$
  -- First the rows' locks, in id order (two writers never wait on each other in a circle). A writer that got here
  -- second waits for the first to commit, and the count below then runs on a fresh snapshot that sees both.
  SELECT 1 FROM creator_profiles WHERE user_id = ANY(ids) ORDER BY user_id FOR UPDATE;
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
