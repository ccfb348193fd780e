ALTER TABLE "deals" ADD COLUMN "usage_duration" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "usage_territory" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "revision_rounds" integer;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_revision_rounds_check" CHECK ("revision_rounds" BETWEEN 0 AND 5);
