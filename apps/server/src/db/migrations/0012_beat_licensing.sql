CREATE TABLE "beat_licenses" (
	"id" text PRIMARY KEY NOT NULL,
	"beat_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"kind" text NOT NULL,
	"terms_version" text NOT NULL,
	"usage_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"payment_id" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beats" (
	"id" text PRIMARY KEY NOT NULL,
	"producer_id" text NOT NULL,
	"media_id" text NOT NULL,
	"preview_media_id" text NOT NULL,
	"title" text NOT NULL,
	"bpm" integer NOT NULL,
	"key" text NOT NULL,
	"moods" text[] DEFAULT '{}' NOT NULL,
	"license_types" text[] DEFAULT '{}' NOT NULL,
	"non_exclusive_price_cents" integer NOT NULL,
	"exclusive_price_cents" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beat_licenses" ADD CONSTRAINT "beat_licenses_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_licenses" ADD CONSTRAINT "beat_licenses_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_licenses" ADD CONSTRAINT "beat_licenses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_licenses" ADD CONSTRAINT "beat_licenses_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_producer_id_user_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_preview_media_id_media_files_id_fk" FOREIGN KEY ("preview_media_id") REFERENCES "public"."media_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beat_licenses_one_exclusive_idx" ON "beat_licenses" USING btree ("beat_id") WHERE "beat_licenses"."kind" = 'exclusive';--> statement-breakpoint
CREATE INDEX "beat_licenses_beat_idx" ON "beat_licenses" USING btree ("beat_id","created_at");--> statement-breakpoint
CREATE INDEX "beat_licenses_buyer_idx" ON "beat_licenses" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "beats_status_published_idx" ON "beats" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "beats_producer_idx" ON "beats" USING btree ("producer_id","created_at");