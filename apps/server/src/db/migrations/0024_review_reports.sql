CREATE TABLE "review_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" IN ('offensive', 'personal_info', 'spam', 'not_about_deal', 'false', 'other')),
	CONSTRAINT "review_reports_status_check" CHECK ("review_reports"."status" IN ('open', 'hidden', 'dismissed')),
	CONSTRAINT "review_reports_details_length_check" CHECK (char_length("review_reports"."details") <= 500),
	CONSTRAINT "review_reports_resolved_check" CHECK (("review_reports"."status" = 'open') = ("review_reports"."resolved_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "review_rating" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at","id") WHERE "review_reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_profiles_rating_idx" ON "creator_profiles" USING btree ("review_rating","review_count","user_id");--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_review_rating_check" CHECK ("creator_profiles"."review_rating" BETWEEN 100 AND 500);--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_review_count_check" CHECK ("creator_profiles"."review_count" >= 0);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_check" CHECK (("reviews"."hidden_at" IS NULL AND "reviews"."hidden_reason" IS NULL) OR ("reviews"."hidden_at" IS NOT NULL AND "reviews"."hidden_reason" IS NOT NULL AND char_length("reviews"."hidden_reason") BETWEEN 1 AND 300));--> statement-breakpoint
-- Backfill the cached rating search reads (decision 035) from the reviews already revealed: the Bayesian
-- overall rating of packages/domain/src/reputation.ts (prior 4.0 with weight 5) over each creative's deals
-- as creative or collaborator. The app refreshes it from then on.
UPDATE "creator_profiles" p SET
	"review_count" = s.n,
	"review_rating" = round(100 * (4.0 * 5 + s.total) / (5 + s.n))
FROM (
	SELECT cp."user_id", count(*)::int AS n, sum((r."quality" + r."communication" + r."on_time")::numeric / 3) AS total
	FROM "creator_profiles" cp
	JOIN "deals" d ON d."creator_id" = cp."user_id" OR d."splits" @> jsonb_build_array(jsonb_build_object('userId', cp."user_id"))
	JOIN "reviews" r ON r."deal_id" = d."id" AND r."subject_side" = 'creator'
	JOIN "review_windows" w ON w."deal_id" = r."deal_id"
	WHERE w."closes_at" <= now() OR (SELECT count(*) FROM "reviews" r2 WHERE r2."deal_id" = r."deal_id") >= 2
	GROUP BY cp."user_id"
) s
WHERE p."user_id" = s."user_id";
