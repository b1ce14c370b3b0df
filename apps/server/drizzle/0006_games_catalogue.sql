-- Trigram matching backs the catalogue search; PGlite loads the extension at open, PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"member_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_code" text NOT NULL,
	"code" text NOT NULL,
	"game_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"classify" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_bet" integer DEFAULT 0 NOT NULL,
	"line_count" smallint DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"hot_order" integer,
	"parent_id" bigint,
	"is_group" boolean DEFAULT false NOT NULL,
	"maths_model" text,
	"theme" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "game_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_code_game_vendors_code_fk" FOREIGN KEY ("vendor_code") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_parent_id_games_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_uq" ON "games" USING btree ("vendor_code","code");--> statement-breakpoint
CREATE INDEX "games_list_idx" ON "games" USING btree ("game_type","sort_order","id") WHERE "games"."enabled" and "games"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "games_vendor_list_idx" ON "games" USING btree ("vendor_code","game_type","sort_order","id") WHERE "games"."enabled" and "games"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("game_type","hot_order") WHERE "games"."is_hot" and "games"."enabled";--> statement-breakpoint
CREATE INDEX "games_parent_idx" ON "games" USING btree ("parent_id","sort_order","id") WHERE "games"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "games_search_trgm_idx" ON "games" USING gin ("search_text" gin_trgm_ops);