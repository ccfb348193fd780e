CREATE TABLE "price_floors" (
	"category" text PRIMARY KEY NOT NULL,
	"floor_cents" integer NOT NULL,
	"set_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_floors_category_check" CHECK ("price_floors"."category" IN ('producer', 'videographer', 'graphic_designer')),
	CONSTRAINT "price_floors_floor_check" CHECK ("price_floors"."floor_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_floors" ADD CONSTRAINT "price_floors_set_by_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What completed deals paid and took, per group (decision 055). Price: the ledger's released amount of each deal
-- (what left its escrow in release transactions). Timeline: days from the deal's acceptance (its timeline) to its
-- delivery, on time when delivered on or before the brief's deadline (UTC dates). Groups: the brief's category
-- (on the post-brief scale: designer is graphic_designer, filmmaker videographer), usage type and turnaround
-- (deadline minus posting day: rush up to 7 days, standard up to 21, extended beyond; the domain's bounds);
-- '*' is "any". Refreshed by the pricing.refresh-guidance job; readers read one row per group.
CREATE MATERIALIZED VIEW "price_guidance" AS
WITH released AS (
  SELECT lt.deal_id, -sum(le.amount_cents) AS released_cents, max(lt.created_at) AS released_at
  FROM ledger_transactions lt
  JOIN ledger_entries le ON le.transaction_id = lt.id AND le.account = 'escrow:' || lt.deal_id
  WHERE lt.kind = 'release' AND lt.deal_id IS NOT NULL
  GROUP BY lt.deal_id
),
accepted AS (
  SELECT deal_id, min(created_at) AS accepted_at FROM deal_events WHERE to_status = 'accepted' GROUP BY deal_id
),
outcomes AS (
  SELECT r.released_cents, r.released_at,
    CASE lower(coalesce(b.category, ''))
      WHEN '' THEN 'none'
      WHEN 'designer' THEN 'graphic_designer'
      WHEN 'graphic designer' THEN 'graphic_designer'
      WHEN 'filmmaker' THEN 'videographer'
      ELSE lower(b.category)
    END AS category,
    coalesce(nullif(b.usage_type, ''), 'none') AS usage_type,
    CASE
      WHEN b.deadline IS NULL THEN 'none'
      WHEN b.deadline - (b.created_at AT TIME ZONE 'UTC')::date <= 7 THEN 'rush'
      WHEN b.deadline - (b.created_at AT TIME ZONE 'UTC')::date <= 21 THEN 'standard'
      ELSE 'extended'
    END AS turnaround,
    extract(epoch FROM d.delivered_at - a.accepted_at) / 86400 AS days,
    CASE WHEN d.delivered_at IS NULL OR a.accepted_at IS NULL OR b.deadline IS NULL THEN NULL
      ELSE (d.delivered_at AT TIME ZONE 'UTC')::date <= b.deadline END AS on_time
  FROM released r
  JOIN deals d ON d.id = r.deal_id
  LEFT JOIN briefs b ON b.id = d.brief_id
  LEFT JOIN accepted a ON a.deal_id = d.id
  WHERE r.released_cents > 0
)
SELECT
  CASE WHEN grouping(category) = 1 THEN '*' ELSE category END AS category,
  CASE WHEN grouping(usage_type) = 1 THEN '*' ELSE usage_type END AS usage_type,
  CASE WHEN grouping(turnaround) = 1 THEN '*' ELSE turnaround END AS turnaround,
  count(*)::int AS deals,
  percentile_cont(0.25) WITHIN GROUP (ORDER BY released_cents) AS p25_cents,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY released_cents) AS p50_cents,
  percentile_cont(0.75) WITHIN GROUP (ORDER BY released_cents) AS p75_cents,
  count(days)::int AS timed_deals,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY days) AS median_days,
  avg(CASE WHEN on_time THEN 1.0 WHEN NOT on_time THEN 0.0 END)::double precision AS on_time_rate,
  max(released_at) AS last_release_at
FROM outcomes
GROUP BY GROUPING SETS ((category, usage_type, turnaround), (category), (usage_type, turnaround), ());
--> statement-breakpoint
CREATE UNIQUE INDEX "price_guidance_group_idx" ON "price_guidance" ("category", "usage_type", "turnaround");
