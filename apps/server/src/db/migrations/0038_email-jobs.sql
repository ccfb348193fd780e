-- E-mail as jobs (decision 062): each written e-mail is handed to a delivery job of its own (`queued`); the
-- job runner owns tries and backoff. A row an older version held mid-send goes back to pending, so the relay
-- gives it a job (delivery is at least once; its Message-ID lets a receiver drop a repeat).
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_check";--> statement-breakpoint
UPDATE "email_outbox" SET "status" = 'pending' WHERE "status" = 'sending';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("status" IN ('pending', 'queued', 'sending', 'sent', 'kept', 'failed'));
