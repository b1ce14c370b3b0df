ALTER TABLE "members" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "birthday_bonus" bigint DEFAULT 0 NOT NULL;