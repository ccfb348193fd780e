CREATE TABLE "fingerprint_hash_counts" (
	"hash" integer PRIMARY KEY NOT NULL,
	"landmarks" integer NOT NULL
);
--> statement-breakpoint
-- Decision 058, "Cost of the lookup": how many landmarks each hash has, kept by statement triggers (one
-- aggregate per statement, not a row trigger per landmark), so a bulk insert and a cascaded delete keep it
-- exact. Rows are locked in hash order, so two jobs writing overlapping hashes wait, not deadlock.
CREATE FUNCTION fingerprint_hash_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fingerprint_hash_counts (hash, landmarks)
    SELECT hash, count(*)::int FROM fingerprint_landmarks_added GROUP BY hash ORDER BY hash
  ON CONFLICT (hash) DO UPDATE SET landmarks = fingerprint_hash_counts.landmarks + EXCLUDED.landmarks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION fingerprint_hash_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fingerprint_hash_counts (hash, landmarks)
    SELECT hash, -count(*)::int FROM fingerprint_landmarks_removed GROUP BY hash ORDER BY hash
  ON CONFLICT (hash) DO UPDATE SET landmarks = fingerprint_hash_counts.landmarks + EXCLUDED.landmarks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fingerprint_landmarks_count_added AFTER INSERT ON fingerprint_landmarks
  REFERENCING NEW TABLE AS fingerprint_landmarks_added
  FOR EACH STATEMENT EXECUTE FUNCTION fingerprint_hash_counts_add();
--> statement-breakpoint
CREATE TRIGGER fingerprint_landmarks_count_removed AFTER DELETE ON fingerprint_landmarks
  REFERENCING OLD TABLE AS fingerprint_landmarks_removed
  FOR EACH STATEMENT EXECUTE FUNCTION fingerprint_hash_counts_remove();
--> statement-breakpoint
INSERT INTO fingerprint_hash_counts (hash, landmarks)
  SELECT hash, count(*)::int FROM fingerprint_landmarks GROUP BY hash;

--> statement-breakpoint
-- Decision 058, "Cost of the lookup": the probe reads (hash, fingerprint, frame) from the index alone (an
-- index-only scan once the table is vacuumed), not a random heap page per landmark.
DROP INDEX "fingerprint_landmarks_hash_idx";--> statement-breakpoint
CREATE INDEX "fingerprint_landmarks_hash_idx" ON "fingerprint_landmarks" USING btree ("hash","fingerprint_id","t");