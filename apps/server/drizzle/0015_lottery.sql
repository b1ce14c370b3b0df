CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"issue" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"seed" text,
	"commitment" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settle_round" smallint DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_state_check" CHECK ("lottery_draws"."state" in ('pending', 'drawn', 'settled', 'cancelled')),
	CONSTRAINT "lottery_draws_source_check" CHECK ("lottery_draws"."source" in ('fair', 'entered')),
	CONSTRAINT "lottery_draws_fair_check" CHECK ("lottery_draws"."source" = 'entered' or ("lottery_draws"."seed" is not null and "lottery_draws"."commitment" is not null)),
	CONSTRAINT "lottery_draws_times_check" CHECK ("lottery_draws"."opens_at" <= "lottery_draws"."closes_at" and "lottery_draws"."closes_at" < "lottery_draws"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"cover_key" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_merchant_id_bet_type_cover_key_pk" PRIMARY KEY("draw_id","merchant_id","bet_type","cover_key")
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"code" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"grp" text NOT NULL,
	"game_type" text NOT NULL,
	"name" text,
	"schedule" jsonb NOT NULL,
	"source" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_games_source_check" CHECK ("lottery_games"."source" in ('fair', 'entered')),
	CONSTRAINT "lottery_games_type_check" CHECK ("lottery_games"."game_type" in ('LOTT', 'ELOTT'))
);
--> statement-breakpoint
CREATE TABLE "lottery_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"line" jsonb NOT NULL,
	"label" text NOT NULL,
	"stake" bigint NOT NULL,
	"cost" integer NOT NULL,
	"pays" jsonb NOT NULL,
	"cover_group" text NOT NULL,
	"cover_key" text NOT NULL,
	"cover_space" integer NOT NULL,
	"win" bigint,
	"valid" boolean,
	CONSTRAINT "lottery_lines_stake_check" CHECK ("lottery_lines"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_member_draws" (
	"draw_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	CONSTRAINT "lottery_member_draws_draw_id_member_id_pk" PRIMARY KEY("draw_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_prices" (
	"merchant_id" integer NOT NULL,
	"family" text NOT NULL,
	"bet_type" text NOT NULL,
	"cost" integer NOT NULL,
	"pays" jsonb NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"number_cap" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "lottery_prices_merchant_id_family_bet_type_pk" PRIMARY KEY("merchant_id","family","bet_type"),
	CONSTRAINT "lottery_prices_stakes_check" CHECK ("lottery_prices"."min_stake" >= 1 and "lottery_prices"."max_stake" >= "lottery_prices"."min_stake"),
	CONSTRAINT "lottery_prices_cost_check" CHECK ("lottery_prices"."cost" >= 1 and "lottery_prices"."number_cap" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint,
	"state" text DEFAULT 'open' NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "lottery_slips_state_check" CHECK ("lottery_slips"."state" in ('open', 'settled', 'cancelled')),
	CONSTRAINT "lottery_slips_money_check" CHECK ("lottery_slips"."stake" > 0 and ("lottery_slips"."win" is null or "lottery_slips"."win" >= 0))
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_code_lottery_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."lottery_games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_lines" ADD CONSTRAINT "lottery_lines_slip_id_lottery_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prices" ADD CONSTRAINT "lottery_prices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_issue_uq" ON "lottery_draws" USING btree ("game_code","issue");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_draw_at_idx" ON "lottery_draws" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("state","draw_at") WHERE "lottery_draws"."state" in ('pending', 'drawn');--> statement-breakpoint
CREATE INDEX "lottery_lines_slip_idx" ON "lottery_lines" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "lottery_lines_draw_member_idx" ON "lottery_lines" USING btree ("draw_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_slips_request_uq" ON "lottery_slips" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "lottery_slips_member_idx" ON "lottery_slips" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_slips_draw_idx" ON "lottery_slips" USING btree ("draw_id","state","member_id");--> statement-breakpoint
-- A draw's fairness lives in its seed and commitment: once set, neither may change, and an
-- in-house result, once drawn, stays (docs/decisions/0020). Only an entered result may be
-- corrected, and only before it is cancelled.
CREATE FUNCTION "lottery_draws_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.seed IS NOT NULL AND NEW.seed IS DISTINCT FROM OLD.seed THEN
    RAISE EXCEPTION 'lottery draw % seed cannot change', OLD.id;
  END IF;
  IF OLD.commitment IS NOT NULL AND NEW.commitment IS DISTINCT FROM OLD.commitment THEN
    RAISE EXCEPTION 'lottery draw % commitment cannot change', OLD.id;
  END IF;
  IF NEW.source IS DISTINCT FROM OLD.source OR NEW.issue IS DISTINCT FROM OLD.issue
    OR NEW.game_code IS DISTINCT FROM OLD.game_code THEN
    RAISE EXCEPTION 'lottery draw % cannot move', OLD.id;
  END IF;
  IF OLD.source = 'fair' AND OLD.result IS NOT NULL AND NEW.result IS DISTINCT FROM OLD.result THEN
    RAISE EXCEPTION 'lottery draw % result cannot change', OLD.id;
  END IF;
  IF OLD.state = 'cancelled' AND NEW.state <> 'cancelled' THEN
    RAISE EXCEPTION 'lottery draw % is cancelled', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "lottery_draws_guard" BEFORE UPDATE ON "lottery_draws"
  FOR EACH ROW EXECUTE FUNCTION "lottery_draws_guard"();
