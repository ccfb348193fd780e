CREATE TABLE "review_windows" (
	"deal_id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"scored_at" timestamp with time zone,
	CONSTRAINT "review_windows_closes_after_check" CHECK ("review_windows"."closes_at" > "review_windows"."opened_at")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"author_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_side" text NOT NULL,
	"quality" integer,
	"communication" integer NOT NULL,
	"on_time" integer,
	"clear_brief" integer,
	"prompt_payment" integer,
	"public_text" text DEFAULT '' NOT NULL,
	"would_work_again" boolean NOT NULL,
	"private_note" text DEFAULT '' NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_subject_side_check" CHECK ("reviews"."subject_side" IN ('creator', 'brand')),
	CONSTRAINT "reviews_quality_check" CHECK ("reviews"."quality" IS NULL OR "reviews"."quality" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_communication_check" CHECK ("reviews"."communication" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_on_time_check" CHECK ("reviews"."on_time" IS NULL OR "reviews"."on_time" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_clear_brief_check" CHECK ("reviews"."clear_brief" IS NULL OR "reviews"."clear_brief" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_prompt_payment_check" CHECK ("reviews"."prompt_payment" IS NULL OR "reviews"."prompt_payment" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_criteria_fit_side_check" CHECK (("reviews"."subject_side" = 'creator' AND "reviews"."quality" IS NOT NULL AND "reviews"."on_time" IS NOT NULL AND "reviews"."clear_brief" IS NULL AND "reviews"."prompt_payment" IS NULL)
        OR ("reviews"."subject_side" = 'brand' AND "reviews"."clear_brief" IS NOT NULL AND "reviews"."prompt_payment" IS NOT NULL AND "reviews"."quality" IS NULL AND "reviews"."on_time" IS NULL)),
	CONSTRAINT "reviews_public_text_length_check" CHECK (char_length("reviews"."public_text") <= 1000),
	CONSTRAINT "reviews_private_note_length_check" CHECK (char_length("reviews"."private_note") <= 1000),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_text" IS NULL AND "reviews"."replied_at" IS NULL) OR (char_length("reviews"."reply_text") BETWEEN 1 AND 1000 AND "reviews"."replied_at" IS NOT NULL)),
	CONSTRAINT "reviews_not_self_check" CHECK ("reviews"."author_id" <> "reviews"."subject_id")
);
--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_brand_id_user_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_review_windows_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."review_windows"("deal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_windows_unscored_idx" ON "review_windows" USING btree ("closes_at") WHERE "review_windows"."scored_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_deal_author_idx" ON "reviews" USING btree ("deal_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","subject_side","created_at");