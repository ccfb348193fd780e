CREATE TABLE "payout_accounts" (
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"account_ref" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_user_id_provider_pk" PRIMARY KEY("user_id","provider"),
	CONSTRAINT "payout_accounts_account_ref_unique" UNIQUE("account_ref")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;