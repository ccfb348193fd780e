CREATE TABLE "media_variants" (
	"media_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"size_bytes" integer NOT NULL,
	"hash" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_media_id_name_pk" PRIMARY KEY("media_id","name")
);
--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "avatar_media_id" text;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "cover_media_id" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "status" text DEFAULT 'processing' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "peaks" jsonb;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "circles" ADD COLUMN "cover_media_id" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "media_id" text;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_avatar_media_id_media_files_id_fk" FOREIGN KEY ("avatar_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_cover_media_id_media_files_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circles" ADD CONSTRAINT "circles_cover_media_id_media_files_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_status_idx" ON "media_files" USING btree ("status");