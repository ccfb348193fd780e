ALTER TABLE "briefs" ADD COLUMN "engagement" text DEFAULT 'project' NOT NULL;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "retainer_months" integer;--> statement-breakpoint
ALTER TABLE "briefs" ADD COLUMN "notice_days" integer;--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD COLUMN "funding_payment_id" text;--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD COLUMN "fund_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "funding" text DEFAULT 'upfront' NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "notice_days" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_engagement_check" CHECK ("engagement" IN ('project', 'retainer'));--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_retainer_check" CHECK ("engagement" = 'project' OR ("retainer_months" BETWEEN 2 AND 6 AND "notice_days" IN (7, 14, 30)));--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_funding_check" CHECK ("funding" IN ('upfront', 'monthly'));--> statement-breakpoint
ALTER TABLE "deal_milestones" DROP CONSTRAINT "deal_milestones_status_check";--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD CONSTRAINT "deal_milestones_status_check" CHECK ("status" IN ('open', 'delivered', 'disputed', 'released', 'refunded', 'ended'));--> statement-breakpoint
-- A retainer month that never ran was never funded (decision 067).
ALTER TABLE "deal_milestones" ADD CONSTRAINT "deal_milestones_ended_check" CHECK ("status" <> 'ended' OR ("funded_at" IS NULL AND "released_cents" = 0 AND "refunded_cents" = 0));--> statement-breakpoint
-- A new deal's one milestone is funded when the deal is inserted past funding (the seeds' finished deals).
CREATE OR REPLACE FUNCTION deal_default_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_milestones" ("id", "deal_id", "position", "title", "amount_cents", "due_date", "status",
    "deliverables", "deliverable_media_id", "delivered_at", "settled_at", "released_cents", "refunded_cents",
    "funded_at")
  SELECT NEW."id" || ':m1', NEW."id", 1, 'Delivery of the work', NEW."amount_cents",
    (SELECT b."deadline" FROM "briefs" b WHERE b."id" = NEW."brief_id"),
    CASE
      WHEN NEW."status" IN ('paid', 'complete') THEN 'released'
      WHEN NEW."status" = 'refunded' THEN 'refunded'
      WHEN NEW."status" IN ('delivered', 'disputed') THEN NEW."status"
      ELSE 'open'
    END,
    NEW."deliverables", NEW."deliverable_media_id", NEW."delivered_at",
    CASE WHEN NEW."status" IN ('paid', 'complete', 'refunded') THEN coalesce(NEW."paid_at", NEW."updated_at") END,
    CASE WHEN NEW."status" IN ('paid', 'complete') THEN NEW."amount_cents" ELSE 0 END,
    CASE WHEN NEW."status" = 'refunded' THEN NEW."amount_cents" ELSE 0 END,
    CASE WHEN NEW."status" NOT IN ('posted', 'cancelled') THEN NEW."created_at" END;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every deal funded before this migration was funded whole: each milestone by the deal's charge.
UPDATE "deal_milestones" m SET "funded_at" = coalesce(p."created_at", d."created_at"), "funding_payment_id" = p."id"
FROM "deals" d LEFT JOIN LATERAL (
  SELECT p."id", p."created_at" FROM "payments" p
  WHERE p."deal_id" = d."id" AND p."kind" = 'charge' AND p."status" = 'succeeded'
  ORDER BY p."created_at" LIMIT 1
) p ON true
WHERE m."deal_id" = d."id" AND d."status" NOT IN ('posted', 'cancelled');
