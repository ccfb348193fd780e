CREATE TABLE "video_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"prompt" text NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"duration" integer NOT NULL,
	"aspect_ratio" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"url" text,
	"thumbnail_url" text,
	"provider_id" text,
	"model" text,
	"estimated_cost_cents" integer NOT NULL,
	"error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_previews" ADD CONSTRAINT "video_previews_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_previews" ADD CONSTRAINT "video_previews_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_previews_owner_idx" ON "video_previews" USING btree ("owner_id","created_at");