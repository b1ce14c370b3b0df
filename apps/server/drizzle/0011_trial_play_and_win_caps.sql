ALTER TABLE "game_rounds" ADD COLUMN "is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_game_days" ADD COLUMN "is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "max_win_multiplier" integer DEFAULT 10000 NOT NULL;