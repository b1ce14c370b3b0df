DROP INDEX "book_bet_legs_event_round_idx";--> statement-breakpoint
DROP INDEX "book_bets_member_state_idx";--> statement-breakpoint
CREATE INDEX "book_bet_legs_event_bet_idx" ON "book_bet_legs" USING btree ("event_id","bet_id");--> statement-breakpoint
CREATE INDEX "book_bets_member_idx" ON "book_bets" USING btree ("member_id","id");