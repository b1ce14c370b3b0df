ALTER TABLE "notices" ADD COLUMN "signup_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "signup_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "event_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "event_ends_at" timestamp with time zone;