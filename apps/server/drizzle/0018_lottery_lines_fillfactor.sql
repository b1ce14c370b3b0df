-- Every lottery line is written once when placed and updated once when its draw settles (win,
-- valid), again at each correction. Half of each page is left free so that update stays on the
-- line's page and touches no index (a HOT update): settling a draw of 1,000,000 lines took 32 s
-- with full pages and 17.6 s with half-full ones on the same machine (bench/README.md, lottery).
-- The table takes about twice the space.
ALTER TABLE "lottery_lines" SET (fillfactor = 50);
