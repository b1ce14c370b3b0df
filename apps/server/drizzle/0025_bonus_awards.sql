CREATE TABLE "bonus_award_spins" (
	"award_id" bigint NOT NULL,
	"round_key" text NOT NULL,
	"win" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_award_spins_award_id_round_key_pk" PRIMARY KEY("award_id","round_key")
);
--> statement-breakpoint
CREATE TABLE "bonus_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"game_id" integer,
	"spins" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"lines" smallint DEFAULT 0 NOT NULL,
	"bet_per_line" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"grant_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bonus_awards_counts" CHECK ("bonus_awards"."used" >= 0 and "bonus_awards"."used" <= "bonus_awards"."spins" and "bonus_awards"."won" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_award_spins" ADD CONSTRAINT "bonus_award_spins_award_id_bonus_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."bonus_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_awards" ADD CONSTRAINT "bonus_awards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_awards" ADD CONSTRAINT "bonus_awards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_awards" ADD CONSTRAINT "bonus_awards_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_awards_key_uq" ON "bonus_awards" USING btree ("merchant_id","key");--> statement-breakpoint
CREATE INDEX "bonus_awards_member_idx" ON "bonus_awards" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "bonus_awards_campaign_idx" ON "bonus_awards" USING btree ("campaign_id","member_id");--> statement-breakpoint
CREATE INDEX "bonus_awards_active_expiry_idx" ON "bonus_awards" USING btree ("expires_at") WHERE "bonus_awards"."state" = 'active';