CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"media_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"linkage" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"device" text DEFAULT 'ALL' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_device_check" CHECK ("help_articles"."device" in ('WEB', 'H5', 'ALL'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"host" text NOT NULL,
	"route" text DEFAULT '/' NOT NULL,
	"affiliate_code" text,
	"is_listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_domains_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"time_zone" text NOT NULL,
	"languages" text[] NOT NULL,
	"default_language" text NOT NULL,
	"settings_tree" jsonb NOT NULL,
	"register_rules" jsonb NOT NULL,
	"system_status" smallint DEFAULT 0 NOT NULL,
	"maintenance_message" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"maintenance_until" timestamp with time zone,
	"region_restriction_enabled" boolean DEFAULT false NOT NULL,
	"region_allow" text[] DEFAULT '{}'::text[] NOT NULL,
	"region_deny" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_service" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_cdns" text[] DEFAULT '{}'::text[] NOT NULL,
	"launch_game_cdns" text[] DEFAULT '{}'::text[] NOT NULL,
	"analytics_id" text,
	"branding" jsonb NOT NULL,
	"site_config" jsonb NOT NULL,
	"jackpot" jsonb NOT NULL,
	"default_weak_password_hash" text,
	"password_expiry_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code"),
	CONSTRAINT "merchants_system_status_check" CHECK ("merchants"."system_status" in (0, 1)),
	CONSTRAINT "merchants_code_check" CHECK ("merchants"."code" ~ '^[a-z0-9][a-z0-9_-]{1,31}$')
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_type_check" CHECK ("notices"."type" in ('B', 'PL', 'PU', 'PR', 'H'))
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_merchant_group_idx" ON "banners" USING btree ("merchant_id","group_name","sort");--> statement-breakpoint
CREATE INDEX "help_articles_merchant_idx" ON "help_articles" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE INDEX "notices_merchant_published_idx" ON "notices" USING btree ("merchant_id","published_at");