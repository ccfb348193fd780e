ALTER TABLE "pieces" ADD COLUMN "deal_id" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "deliverable_media_id" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "showcase_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "showcase_consent_by" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_deliverable_media_id_media_files_id_fk" FOREIGN KEY ("deliverable_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_showcase_consent_by_user_id_fk" FOREIGN KEY ("showcase_consent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pieces_deal_idx" ON "pieces" USING btree ("deal_id");