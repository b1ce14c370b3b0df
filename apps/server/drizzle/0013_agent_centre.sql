CREATE TABLE "agent_bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"payer_id" integer,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"team_valid_bet" bigint DEFAULT 0 NOT NULL,
	"team_loss" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"tier" smallint,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"gross_amount" bigint DEFAULT 0 NOT NULL,
	"children_amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_bills_state_check" CHECK ("agent_bills"."state" in ('issued', 'awaiting_review', 'paid', 'rejected', 'not_reached', 'insufficient', 'partly_paid', 'expired')),
	CONSTRAINT "agent_bills_money_check" CHECK ("agent_bills"."gross_amount" >= 0 and "agent_bills"."paid_amount" >= 0 and "agent_bills"."paid_amount" <= "agent_bills"."gross_amount")
);
--> statement-breakpoint
CREATE TABLE "agent_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"terms" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contract_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"upline_id" integer,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"terms" jsonb NOT NULL,
	"pending_terms" jsonb,
	"termination_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind_check" CHECK ("agent_contracts"."kind" in ('daily_wage', 'hour_salary', 'realtime_salary', 'dividend')),
	CONSTRAINT "agent_contracts_state_check" CHECK ("agent_contracts"."state" in ('pending_new', 'active', 'pending_change', 'terminating', 'refused', 'withdrawn', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"contracts" integer DEFAULT 0 NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_game_windows" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"game_type" text NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_game_windows_member_id_window_start_game_type_pk" PRIMARY KEY("member_id","window_start","game_type")
);
--> statement-breakpoint
ALTER TABLE "member_game_days" ADD COLUMN "valid_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bills" ADD CONSTRAINT "agent_bills_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settings" ADD CONSTRAINT "agent_contract_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_runs" ADD CONSTRAINT "agent_settlement_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_game_windows" ADD CONSTRAINT "member_game_windows_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_game_windows" ADD CONSTRAINT "member_game_windows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bills_contract_period_uq" ON "agent_bills" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_bills_member_idx" ON "agent_bills" USING btree ("member_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_bills_payer_idx" ON "agent_bills" USING btree ("payer_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_bills_state_idx" ON "agent_bills" USING btree ("merchant_id","state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract_idx" ON "agent_contract_events" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_binding_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE "agent_contracts"."state" in ('pending_new', 'active', 'pending_change', 'terminating');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_idx" ON "agent_contracts" USING btree ("merchant_id","kind","state");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_runs_uq" ON "agent_settlement_runs" USING btree ("merchant_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "member_game_windows_merchant_idx" ON "member_game_windows" USING btree ("merchant_id","window_start");--> statement-breakpoint
UPDATE "member_game_days" SET "valid_stake" = "stake" WHERE NOT "is_trial";
