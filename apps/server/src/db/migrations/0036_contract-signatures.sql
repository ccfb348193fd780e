CREATE TABLE "contract_signatures" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"signer_id" text NOT NULL,
	"role" text NOT NULL,
	"typed_name" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_hash" text NOT NULL,
	"document" text NOT NULL,
	CONSTRAINT "contract_signatures_role_check" CHECK ("contract_signatures"."role" IN ('brand', 'creator')),
	CONSTRAINT "contract_signatures_hash_check" CHECK ("contract_signatures"."document_hash" = encode(sha256(convert_to("contract_signatures"."document", 'UTF8')), 'hex'))
);
--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signer_id_user_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_deal_role_hash_idx" ON "contract_signatures" USING btree ("deal_id","role","document_hash");--> statement-breakpoint
CREATE INDEX "contract_signatures_signer_idx" ON "contract_signatures" USING btree ("signer_id");