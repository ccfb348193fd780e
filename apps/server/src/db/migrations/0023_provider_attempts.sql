CREATE TABLE "provider_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"provider_key" text NOT NULL,
	"operation" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"failure_message" text,
	"subject" text,
	"finisher" text NOT NULL,
	"input" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "provider_attempts_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "provider_attempts_provider_check" CHECK ("provider_attempts"."provider" IN ('sandbox', 'stripe')),
	CONSTRAINT "provider_attempts_operation_check" CHECK ("provider_attempts"."operation" IN ('charge', 'refund', 'transfer')),
	CONSTRAINT "provider_attempts_status_check" CHECK ("provider_attempts"."status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "provider_attempts_amount_check" CHECK ("provider_attempts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_calls" (
	"provider_key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"ref" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_attempts" ADD CONSTRAINT "provider_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_attempts_request_idx" ON "provider_attempts" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "provider_attempts_pending_subject_idx" ON "provider_attempts" USING btree ("subject") WHERE "provider_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "provider_attempts_pending_idx" ON "provider_attempts" USING btree ("updated_at") WHERE "provider_attempts"."status" = 'pending';