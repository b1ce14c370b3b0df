-- A bet's legs are written once when placed and updated once when their event settles (outcome,
-- round), again at a correction; the bet itself likewise (state, payout). No index holds those
-- columns (0030), and with free room on each page the update stays on the row's page and touches
-- no index (a HOT update), as the lottery's lines do (0018).
ALTER TABLE "book_bet_legs" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "book_bets" SET (fillfactor = 70);
