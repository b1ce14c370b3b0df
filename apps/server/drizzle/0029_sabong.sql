CREATE TABLE "sabong_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fight_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"side" text NOT NULL,
	"stake" bigint NOT NULL,
	"outcome" text,
	"returned" bigint,
	"is_trial" boolean DEFAULT false NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sabong_bets_side_check" CHECK ("sabong_bets"."side" in ('meron', 'wala', 'draw')),
	CONSTRAINT "sabong_bets_stake_check" CHECK ("sabong_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "sabong_fights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"derby" text NOT NULL,
	"fight_no" integer NOT NULL,
	"meron" text NOT NULL,
	"wala" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"pool_meron" bigint DEFAULT 0 NOT NULL,
	"pool_wala" bigint DEFAULT 0 NOT NULL,
	"pool_draw" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"plasada_bp" integer NOT NULL,
	"min_per_100" integer NOT NULL,
	"draw_profit" integer NOT NULL,
	"draw_per" integer NOT NULL,
	"cancel_reason" text,
	"paid" bigint,
	"refunded" bigint,
	"house_take" bigint,
	"settled" boolean DEFAULT false NOT NULL,
	"opened_by" integer,
	"declared_by" integer,
	"approved_by" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sabong_fights_state_check" CHECK ("sabong_fights"."state" in ('open', 'last_call', 'closed', 'meron', 'wala', 'draw', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sabong_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"plasada_bp" integer NOT NULL,
	"min_per_100" integer NOT NULL,
	"draw_profit" integer NOT NULL,
	"draw_per" integer NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"stream_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sabong_bets" ADD CONSTRAINT "sabong_bets_fight_id_sabong_fights_id_fk" FOREIGN KEY ("fight_id") REFERENCES "public"."sabong_fights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sabong_bets" ADD CONSTRAINT "sabong_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sabong_fights" ADD CONSTRAINT "sabong_fights_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sabong_settings" ADD CONSTRAINT "sabong_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sabong_bets_member_key_uq" ON "sabong_bets" USING btree ("member_id","request_key");--> statement-breakpoint
CREATE INDEX "sabong_bets_fight_idx" ON "sabong_bets" USING btree ("fight_id","id");--> statement-breakpoint
CREATE INDEX "sabong_bets_member_idx" ON "sabong_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sabong_fights_merchant_no_uq" ON "sabong_fights" USING btree ("merchant_id","fight_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sabong_fights_one_running_uq" ON "sabong_fights" USING btree ("merchant_id") WHERE "sabong_fights"."state" in ('open', 'last_call', 'closed');--> statement-breakpoint
CREATE INDEX "sabong_fights_unsettled_idx" ON "sabong_fights" USING btree ("id") WHERE not "sabong_fights"."settled" and "sabong_fights"."state" in ('meron', 'wala', 'draw', 'cancelled');