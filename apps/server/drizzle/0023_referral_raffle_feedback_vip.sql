CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"image_ids" bigint[] DEFAULT '{}' NOT NULL,
	"contact" text,
	"ip" text,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_packets" (
	"raffle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"amount" bigint NOT NULL,
	"member_id" integer,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "raffle_packets_raffle_id_position_pk" PRIMARY KEY("raffle_id","position")
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"pool" bigint NOT NULL,
	"packets" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_valid_bet" bigint DEFAULT 0 NOT NULL,
	"reward" bigint DEFAULT 1 NOT NULL,
	"reward_unit" text DEFAULT 'minor' NOT NULL,
	"claim_days" integer DEFAULT 7 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'registered' NOT NULL,
	"reason" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"name" jsonb NOT NULL,
	"min_deposits" bigint NOT NULL,
	"min_valid_bet" bigint NOT NULL,
	"rebate_bp" integer DEFAULT 0 NOT NULL,
	"withdraw_daily_max" bigint,
	"dedicated_service" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vip_levels_merchant_id_rank_pk" PRIMARY KEY("merchant_id","rank")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_days" ADD COLUMN "deposits" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_packets" ADD CONSTRAINT "raffle_packets_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_packets" ADD CONSTRAINT "raffle_packets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_members_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_members_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_reference_uq" ON "feedback" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "feedback_queue_idx" ON "feedback" USING btree ("merchant_id","replied_at","id");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_packets_member_uq" ON "raffle_packets" USING btree ("raffle_id","member_id");--> statement-breakpoint
CREATE INDEX "raffle_packets_free_idx" ON "raffle_packets" USING btree ("raffle_id","position");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id","registered_at");