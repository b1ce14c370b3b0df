CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"game_type" text,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"ref" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"conditions" jsonb NOT NULL,
	"reward" jsonb NOT NULL,
	"wagering" jsonb NOT NULL,
	"budget" bigint,
	"grants" integer DEFAULT 0 NOT NULL,
	"granted" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_deposit_choices" (
	"deposit_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"grant_id" bigint
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"key" text NOT NULL,
	"bonus" bigint NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"multiple" smallint NOT NULL,
	"basis" text NOT NULL,
	"contributions" jsonb NOT NULL,
	"max_bet" bigint,
	"required" bigint NOT NULL,
	"counted" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"close_reason" text,
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."bonus" > 0 and "bonus_grants"."counted" >= 0 and "bonus_grants"."required" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_identity_claims" (
	"campaign_id" integer NOT NULL,
	"identity" text NOT NULL,
	"grant_id" bigint NOT NULL,
	CONSTRAINT "bonus_identity_claims_campaign_id_identity_pk" PRIMARY KEY("campaign_id","identity")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_device" text;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_deposit_choices" ADD CONSTRAINT "bonus_deposit_choices_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_identity_claims" ADD CONSTRAINT "bonus_identity_claims_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_campaigns_merchant_idx" ON "bonus_campaigns" USING btree ("merchant_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_key_uq" ON "bonus_grants" USING btree ("merchant_id","key");--> statement-breakpoint
CREATE INDEX "bonus_grants_member_idx" ON "bonus_grants" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "bonus_grants_campaign_idx" ON "bonus_grants" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "bonus_grants_active_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."state" = 'active';