CREATE TABLE "reference_clips" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"bpm" integer,
	"musical_key" text,
	"loudness_lufs" real,
	"vector" real[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beat_licenses" ADD COLUMN "verification_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_clips" ADD CONSTRAINT "reference_clips_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_clips_owner_idx" ON "reference_clips" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "reference_clips_expires_idx" ON "reference_clips" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "beat_licenses_verification_code_idx" ON "beat_licenses" USING btree ("verification_code");--> statement-breakpoint
ALTER TABLE "reference_clips" ADD CONSTRAINT "reference_clips_status_check" CHECK ("status" IN ('pending', 'ready', 'failed', 'unanalysable'));--> statement-breakpoint
ALTER TABLE "reference_clips" ADD CONSTRAINT "reference_clips_vector_length_check" CHECK ("vector" IS NULL OR cardinality("vector") = 31);
