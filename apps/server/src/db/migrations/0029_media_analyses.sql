CREATE TABLE "media_analyses" (
	"media_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"bpm" integer,
	"musical_key" text,
	"loudness_lufs" real,
	"peak_dbtp" real,
	"features" jsonb,
	"vector" real[],
	"analysed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_analyses" ADD CONSTRAINT "media_analyses_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_analyses_status_idx" ON "media_analyses" USING btree ("status");--> statement-breakpoint
ALTER TABLE "media_analyses" ADD CONSTRAINT "media_analyses_status_check" CHECK ("status" IN ('pending', 'ready', 'failed', 'unanalysable'));--> statement-breakpoint
ALTER TABLE "media_analyses" ADD CONSTRAINT "media_analyses_vector_length_check" CHECK ("vector" IS NULL OR cardinality("vector") = 31);
