CREATE TABLE "briefs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"budget_text" text DEFAULT '' NOT NULL,
	"budget_min_cents" integer,
	"budget_max_cents" integer,
	"deadline" date,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"usage_type" text,
	"contact_email" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'form' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_reactions" (
	"user_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_reactions_user_id_creator_id_pk" PRIMARY KEY("user_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_creator_id_pk" PRIMARY KEY("follower_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "saved_list_items" (
	"list_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_items_list_id_creator_id_pk" PRIMARY KEY("list_id","creator_id")
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taste_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"action" text NOT NULL,
	"creator_name" text NOT NULL,
	"reason" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lou_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"flow" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "tag_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "category" text DEFAULT 'producer' NOT NULL;--> statement-breakpoint
ALTER TABLE "briefs" ADD CONSTRAINT "briefs_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_reactions" ADD CONSTRAINT "creator_reactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_reactions" ADD CONSTRAINT "creator_reactions_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_items" ADD CONSTRAINT "saved_list_items_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taste_events" ADD CONSTRAINT "taste_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taste_events" ADD CONSTRAINT "taste_events_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lou_conversations" ADD CONSTRAINT "lou_conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "briefs_owner_created_idx" ON "briefs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_reactions_creator_idx" ON "creator_reactions" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "follows_creator_idx" ON "follows" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_user_name_idx" ON "saved_lists" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "taste_events_user_created_idx" ON "taste_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lou_conversations_user_idx" ON "lou_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_tag_keys_idx" ON "creator_profiles" USING gin ("tag_keys");--> statement-breakpoint
CREATE INDEX "creator_profiles_category_idx" ON "creator_profiles" USING btree ("category","user_id");--> statement-breakpoint
CREATE INDEX "creator_profiles_cosigns_idx" ON "creator_profiles" USING btree ("cosigns","user_id");--> statement-breakpoint
-- tag_keys and category follow vibe_tags on every write, whoever writes (seeds, bulk SQL, the API).
-- The category rule mirrors discoverCategory() in packages/domain; an API test checks that they agree.
CREATE FUNCTION creator_profiles_derive_tags() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  SELECT coalesce(array_agg(lower(t) ORDER BY o), '{}') INTO keys FROM unnest(NEW.vibe_tags) WITH ORDINALITY AS u(t, o);
  NEW.tag_keys := keys;
  NEW.category := CASE
    WHEN EXISTS (SELECT 1 FROM unnest(keys) k WHERE k LIKE '%lo-fi%' OR k LIKE '%score%' OR k LIKE '%mix%'
      OR k LIKE '%master%' OR k LIKE '%beat%' OR k LIKE '%hip-hop%' OR k LIKE '%r&b%') THEN 'producer'
    WHEN EXISTS (SELECT 1 FROM unnest(keys) k WHERE k LIKE '%video%' OR k LIKE '%film%' OR k LIKE '%cinematic%'
      OR k LIKE '%b-roll%') THEN 'videographer'
    WHEN EXISTS (SELECT 1 FROM unnest(keys) k WHERE k LIKE '%brand%' OR k LIKE '%design%' OR k LIKE '%poster%'
      OR k LIKE '%typography%' OR k LIKE '%graphic%') THEN 'designer'
    ELSE 'producer'
  END;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER creator_profiles_derive_tags_trg BEFORE INSERT OR UPDATE OF vibe_tags ON creator_profiles
  FOR EACH ROW EXECUTE FUNCTION creator_profiles_derive_tags();
--> statement-breakpoint
UPDATE creator_profiles SET vibe_tags = vibe_tags;
