CREATE TABLE "book_bet_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"selection_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"odds" integer NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"places" smallint,
	"tied" smallint,
	"settled_round" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" text NOT NULL,
	"potential_return" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payout" bigint,
	"pay_round" smallint DEFAULT 0 NOT NULL,
	"legs_open" smallint NOT NULL,
	"hedged" boolean DEFAULT false NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"cash_out_key" text,
	"owed" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "book_bets_state_check" CHECK ("book_bets"."state" in ('open', 'settled', 'cashed_out')),
	CONSTRAINT "book_bets_kind_check" CHECK ("book_bets"."kind" in ('single', 'parlay')),
	CONSTRAINT "book_bets_stake_check" CHECK ("book_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "book_competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"title" text,
	"name" text NOT NULL,
	"feed_ref" text,
	"merchant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_competitions_sport_check" CHECK ("book_competitions"."sport" in ('football', 'basketball', 'esports'))
);
--> statement-breakpoint
CREATE TABLE "book_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"merchant_id" integer,
	"feed_ref" text,
	"kind" text NOT NULL,
	"stage" text,
	"home" text NOT NULL,
	"away" text,
	"starts_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'prematch' NOT NULL,
	"score" jsonb,
	"clock" smallint,
	"result" jsonb,
	"result_round" smallint DEFAULT 0 NOT NULL,
	"settled_round" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_events_state_check" CHECK ("book_events"."state" in ('prematch', 'live', 'suspended', 'ended', 'cancelled')),
	CONSTRAINT "book_events_kind_check" CHECK ("book_events"."kind" in ('match', 'series', 'outright'))
);
--> statement-breakpoint
CREATE TABLE "book_exposure" (
	"merchant_id" integer NOT NULL,
	"selection_id" bigint NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"liability" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_exposure_merchant_id_selection_id_pk" PRIMARY KEY("merchant_id","selection_id")
);
--> statement-breakpoint
CREATE TABLE "book_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"line" smallint,
	"map" smallint,
	"places" smallint,
	"state" text DEFAULT 'open' NOT NULL,
	"max_stake" bigint,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_markets_state_check" CHECK ("book_markets"."state" in ('open', 'suspended', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "book_member_events" (
	"member_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_member_events_member_id_event_id_pk" PRIMARY KEY("member_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "book_member_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"odds_display" text NOT NULL,
	"accept_odds" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"round" smallint NOT NULL,
	"result" jsonb NOT NULL,
	"source" text NOT NULL,
	"entered_by" integer,
	"approved_by" integer,
	"bets" integer,
	"paid" bigint,
	"taken_back" bigint,
	"recorded_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "book_selections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text,
	"odds" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "book_selections_odds_check" CHECK ("book_selections"."odds" between 1001 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "book_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"margins" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"member_event_cap" bigint NOT NULL,
	"liability_cap" bigint NOT NULL,
	"in_play_delay_ms" integer NOT NULL,
	"cash_out" boolean NOT NULL,
	"cash_out_margin_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_bet_legs" ADD CONSTRAINT "book_bet_legs_bet_id_book_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."book_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_bet_legs" ADD CONSTRAINT "book_bet_legs_selection_id_book_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."book_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_bets" ADD CONSTRAINT "book_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_bets" ADD CONSTRAINT "book_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_competitions" ADD CONSTRAINT "book_competitions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_events" ADD CONSTRAINT "book_events_competition_id_book_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."book_competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_events" ADD CONSTRAINT "book_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_markets" ADD CONSTRAINT "book_markets_event_id_book_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."book_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_member_settings" ADD CONSTRAINT "book_member_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_selections" ADD CONSTRAINT "book_selections_market_id_book_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."book_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_settings" ADD CONSTRAINT "book_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_bet_legs_bet_idx" ON "book_bet_legs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "book_bet_legs_event_round_idx" ON "book_bet_legs" USING btree ("event_id","settled_round");--> statement-breakpoint
CREATE INDEX "book_bet_legs_selection_idx" ON "book_bet_legs" USING btree ("selection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_bets_member_key_uq" ON "book_bets" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "book_bets_member_state_idx" ON "book_bets" USING btree ("member_id","state","id");--> statement-breakpoint
CREATE INDEX "book_bets_merchant_placed_idx" ON "book_bets" USING btree ("merchant_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "book_competitions_feed_ref_uq" ON "book_competitions" USING btree ("feed_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "book_events_feed_ref_uq" ON "book_events" USING btree ("feed_ref");--> statement-breakpoint
CREATE INDEX "book_events_state_start_idx" ON "book_events" USING btree ("state","starts_at");--> statement-breakpoint
CREATE INDEX "book_events_competition_idx" ON "book_events" USING btree ("competition_id","starts_at");--> statement-breakpoint
CREATE INDEX "book_events_to_settle_idx" ON "book_events" USING btree ("id") WHERE "book_events"."result_round" <> "book_events"."settled_round";--> statement-breakpoint
CREATE UNIQUE INDEX "book_markets_event_key_uq" ON "book_markets" USING btree ("event_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "book_results_event_round_uq" ON "book_results" USING btree ("event_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "book_selections_market_code_uq" ON "book_selections" USING btree ("market_id","code");--> statement-breakpoint
CREATE INDEX "book_selections_event_idx" ON "book_selections" USING btree ("event_id");