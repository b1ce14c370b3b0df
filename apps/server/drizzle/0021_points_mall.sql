CREATE TABLE "mall_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"media_id" integer,
	"points" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"needs_address" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_products_stock" CHECK ("mall_products"."stock" >= 0 and "mall_products"."points" >= 0 and "mall_products"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_redeems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"reference" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"points_hold_id" bigint,
	"cash_hold_id" bigint,
	"state" text DEFAULT 'applying' NOT NULL,
	"address" text,
	"remark" text,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_carry" (
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"carry" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "points_carry_member_id_source_pk" PRIMARY KEY("member_id","source")
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"earn" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deposit_rate" integer DEFAULT 0 NOT NULL,
	"exchange_points" integer DEFAULT 100 NOT NULL,
	"exchange_minor" integer DEFAULT 100 NOT NULL,
	"min_convert" integer DEFAULT 100 NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_products" ADD CONSTRAINT "mall_products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redeems" ADD CONSTRAINT "mall_redeems_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redeems" ADD CONSTRAINT "mall_redeems_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redeems" ADD CONSTRAINT "mall_redeems_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_carry" ADD CONSTRAINT "points_carry_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_settings" ADD CONSTRAINT "points_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_products_merchant_idx" ON "mall_products" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_redeems_reference_uq" ON "mall_redeems" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "mall_redeems_member_idx" ON "mall_redeems" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "mall_redeems_queue_idx" ON "mall_redeems" USING btree ("merchant_id","state","id");