CREATE TABLE "deal_events" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"actor_id" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" text PRIMARY KEY NOT NULL,
	"brief_id" text,
	"submission_id" text,
	"brand_id" text NOT NULL,
	"creator_id" text,
	"title" text NOT NULL,
	"type" text DEFAULT 'brief' NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"splits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deliverables" text[] DEFAULT '{}' NOT NULL,
	"attribution" text,
	"signed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"brief_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"snippet_id" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"match_score" integer DEFAULT 0 NOT NULL,
	"score_parts" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"price_quote_cents" integer,
	"usage_tiers" text[] DEFAULT '{}' NOT NULL,
	"ownership_percentage" integer,
	"portfolio_url" text,
	"message" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_brand_id_user_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_brief_id_briefs_id_fk" FOREIGN KEY ("brief_id") REFERENCES "public"."briefs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "public"."snippets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_events_deal_idx" ON "deal_events" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_brand_idx" ON "deals" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_creator_idx" ON "deals" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_submission_idx" ON "deals" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submissions_brief_idx" ON "submissions" USING btree ("brief_id","submitted_at");--> statement-breakpoint
CREATE INDEX "submissions_creator_idx" ON "submissions" USING btree ("creator_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_brief_creator_idx" ON "submissions" USING btree ("brief_id","creator_id");--> statement-breakpoint
CREATE INDEX "briefs_status_created_idx" ON "briefs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "briefs_tags_idx" ON "briefs" USING gin ("tags");