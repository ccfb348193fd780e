-- A project's partner may fund its milestones one at a time (decision 072): a third funding mode.
ALTER TABLE "deals" DROP CONSTRAINT "deals_funding_check";--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_funding_check" CHECK ("funding" IN ('upfront', 'monthly', 'milestone'));
