-- Decision 058, "Cost of the lookup": the probe reads (hash, fingerprint, frame) from the index alone (an
-- index-only scan once the table is vacuumed), not a random heap page per landmark.
DROP INDEX "fingerprint_landmarks_hash_idx";--> statement-breakpoint
CREATE INDEX "fingerprint_landmarks_hash_idx" ON "fingerprint_landmarks" USING btree ("hash","fingerprint_id","t");