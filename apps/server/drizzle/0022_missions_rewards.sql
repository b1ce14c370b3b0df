CREATE TABLE "leaderboard_days" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "mission_progress" (
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"last_day" date,
	"done_at" timestamp with time zone,
	CONSTRAINT "mission_progress_mission_id_member_id_period_start_pk" PRIMARY KEY("mission_id","member_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"period" text NOT NULL,
	"goal" text NOT NULL,
	"game_type" text,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"reward_unit" text NOT NULL,
	"claim_days" integer DEFAULT 7 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"unit" text NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_progress" ADD CONSTRAINT "mission_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_days_rank_idx" ON "leaderboard_days" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "missions_merchant_idx" ON "missions" USING btree ("merchant_id","enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_source_uq" ON "reward_claims" USING btree ("merchant_id","source_key");--> statement-breakpoint
CREATE INDEX "reward_claims_member_idx" ON "reward_claims" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "reward_claims_due_idx" ON "reward_claims" USING btree ("expires_at") WHERE "reward_claims"."state" = 'available';