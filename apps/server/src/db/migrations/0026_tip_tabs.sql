CREATE TABLE "saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"payment_method_ref" text NOT NULL,
	"customer_ref" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tip_tabs" (
	"id" text PRIMARY KEY NOT NULL,
	"fan_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"charge_reason" text,
	"card_id" text,
	"payment_id" text,
	"fee_cents" integer,
	"failure_message" text,
	"charged_at" timestamp with time zone,
	CONSTRAINT "tip_tabs_status_check" CHECK ("tip_tabs"."status" IN ('open', 'charging', 'paid', 'failed')),
	CONSTRAINT "tip_tabs_total_check" CHECK ("tip_tabs"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_cents" integer;--> statement-breakpoint
ALTER TABLE "provider_attempts" ADD COLUMN "fee_cents" integer;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "tab_id" text;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "fee_cents" integer;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_tabs" ADD CONSTRAINT "tip_tabs_fan_id_user_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_tabs" ADD CONSTRAINT "tip_tabs_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_tabs" ADD CONSTRAINT "tip_tabs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_live_idx" ON "saved_cards" USING btree ("user_id") WHERE "saved_cards"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tip_tabs_open_idx" ON "tip_tabs" USING btree ("fan_id") WHERE "tip_tabs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tip_tabs_due_idx" ON "tip_tabs" USING btree ("opened_at") WHERE "tip_tabs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tip_tabs_fan_idx" ON "tip_tabs" USING btree ("fan_id","opened_at");--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_tab_id_tip_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."tip_tabs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tips_tab_idx" ON "tips" USING btree ("tab_id");--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_status_check" CHECK ("tips"."status" IN ('pending', 'paid', 'cancelled', 'failed', 'refunded'));