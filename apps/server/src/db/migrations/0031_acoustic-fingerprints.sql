CREATE TABLE "audio_fingerprints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audio_fingerprints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"media_id" text NOT NULL,
	"landmark_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_fingerprints_media_id_unique" UNIQUE("media_id")
);
--> statement-breakpoint
CREATE TABLE "content_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"title" text NOT NULL,
	"media_id" text NOT NULL,
	"uploader_id" text NOT NULL,
	"matched_media_id" text NOT NULL,
	"matched_owner_id" text NOT NULL,
	"matched_title" text NOT NULL,
	"score" integer NOT NULL,
	"ratio" real NOT NULL,
	"offset_seconds" real NOT NULL,
	"status" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fingerprint_landmarks" (
	"fingerprint_id" integer NOT NULL,
	"hash" integer NOT NULL,
	"t" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_fingerprints" ADD CONSTRAINT "audio_fingerprints_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_uploader_id_user_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_matched_media_id_media_files_id_fk" FOREIGN KEY ("matched_media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_matched_owner_id_user_id_fk" FOREIGN KEY ("matched_owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprint_landmarks" ADD CONSTRAINT "fingerprint_landmarks_fingerprint_id_audio_fingerprints_id_fk" FOREIGN KEY ("fingerprint_id") REFERENCES "public"."audio_fingerprints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_holds_subject_media_idx" ON "content_holds" USING btree ("subject","subject_id","media_id");--> statement-breakpoint
CREATE INDEX "content_holds_status_idx" ON "content_holds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_holds_uploader_idx" ON "content_holds" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "fingerprint_landmarks_hash_idx" ON "fingerprint_landmarks" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "fingerprint_landmarks_fp_idx" ON "fingerprint_landmarks" USING btree ("fingerprint_id");--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_subject_check" CHECK ("subject" IN ('beat', 'delivery'));--> statement-breakpoint
ALTER TABLE "content_holds" ADD CONSTRAINT "content_holds_status_check" CHECK ("status" IN ('pending', 'released', 'rejected', 'flagged'));
