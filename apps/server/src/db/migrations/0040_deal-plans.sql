CREATE TABLE "deal_milestones" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"deliverables" text[] DEFAULT '{}' NOT NULL,
	"deliverable_media_id" text,
	"delivered_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"released_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD CONSTRAINT "deal_milestones_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD CONSTRAINT "deal_milestones_deliverable_media_id_media_files_id_fk" FOREIGN KEY ("deliverable_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_milestones_position_idx" ON "deal_milestones" USING btree ("deal_id","position");--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD CONSTRAINT "deal_milestones_status_check" CHECK ("status" IN ('open', 'delivered', 'disputed', 'released', 'refunded'));--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD CONSTRAINT "deal_milestones_position_check" CHECK ("position" BETWEEN 1 AND 6);--> statement-breakpoint
ALTER TABLE "deal_milestones" ADD CONSTRAINT "deal_milestones_amount_check" CHECK ("amount_cents" > 0 AND "released_cents" >= 0 AND "refunded_cents" >= 0 AND "released_cents" + "refunded_cents" <= "amount_cents");--> statement-breakpoint
-- Every deal is a plan (decision 066): a new deal starts as one milestone for its whole amount, due by its
-- brief's deadline, whichever code inserted it (briefs, licenses, offers, seeds). A deal inserted further along
-- (the seeds write finished deals) has its milestone in the same state, its whole amount released or refunded.
CREATE FUNCTION deal_default_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deal_milestones" ("id", "deal_id", "position", "title", "amount_cents", "due_date", "status",
    "deliverables", "deliverable_media_id", "delivered_at", "settled_at", "released_cents", "refunded_cents")
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
    CASE WHEN NEW."status" = 'refunded' THEN NEW."amount_cents" ELSE 0 END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER deals_default_plan AFTER INSERT ON "deals" FOR EACH ROW EXECUTE FUNCTION deal_default_plan();--> statement-breakpoint
-- The deals made before plans: one milestone each, in the state its deal is in; the money the ledger moved
-- for it (released to the creatives, refunded to the partner) as it stands.
INSERT INTO "deal_milestones" ("id", "deal_id", "position", "title", "amount_cents", "due_date", "status",
  "deliverables", "deliverable_media_id", "delivered_at", "settled_at", "released_cents", "refunded_cents")
SELECT d."id" || ':m1', d."id", 1, 'Delivery of the work', d."amount_cents", b."deadline",
  CASE
    WHEN d."status" IN ('paid', 'complete') THEN 'released'
    WHEN d."status" = 'refunded' THEN 'refunded'
    WHEN d."status" = 'delivered' THEN 'delivered'
    WHEN d."status" = 'disputed' THEN 'disputed'
    ELSE 'open'
  END,
  d."deliverables", d."deliverable_media_id", d."delivered_at",
  CASE WHEN d."status" IN ('paid', 'complete') THEN coalesce(d."paid_at", d."updated_at")
       WHEN d."status" = 'refunded' THEN d."updated_at" END,
  CASE WHEN d."status" IN ('paid', 'complete', 'refunded') THEN coalesce((
    SELECT -sum(e."amount_cents") FROM "ledger_entries" e JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
    WHERE t."deal_id" = d."id" AND t."kind" = 'release' AND e."account" = 'escrow:' || d."id"), 0) ELSE 0 END,
  CASE WHEN d."status" IN ('paid', 'complete', 'refunded') THEN coalesce((
    SELECT -sum(e."amount_cents") FROM "ledger_entries" e JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
    WHERE t."deal_id" = d."id" AND t."kind" = 'refund' AND e."account" = 'escrow:' || d."id"), 0) ELSE 0 END
FROM "deals" d LEFT JOIN "briefs" b ON b."id" = d."brief_id";
