-- Stripe's events as jobs (decision 063): the route stores the verified event and queues its job, which applies
-- it once. Events stored before this were applied in the request: they are `processed`, with no payload kept.
ALTER TABLE "webhook_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "status" text DEFAULT 'processed' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_events" ALTER COLUMN "status" SET DEFAULT 'received';--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "webhook_events" SET "processed_at" = "received_at";--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_status_check" CHECK ("webhook_events"."status" in ('received', 'processed'));
