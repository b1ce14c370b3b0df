import { CryptoRandomSource } from "@orchid/games/crypto-random-source";
import { drawCommitment, drawWords, newDrawSeed } from "@orchid/games/lottery/fair-draw";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { drawsBetween } from "@orchid/games/lottery/schedule/draws-between";
import { sql } from "drizzle-orm";
import type { TTx } from "../../db/database.ts";
import { LOTTERY_GAMES, syncLotteryGames } from "./lottery-catalogue.ts";

/** How far back the demo's results go: 40 draws of each fast game, two weeks of real-world draws. */
const FAST_DRAWS = 40;
const WEEKLY_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * The demo's lottery history, so a fresh demo has results and trends to look at: past draws of
 * every game, drawn and settled with nobody betting. Fast draws are real fair draws (seed,
 * commitment, result from the seed). Real-world draws get invented results, drawn the same way
 * from a seed that is thrown away (demo data only; production takes them from the results feed).
 */
export async function seedLotteryHistory(tx: TTx, now: Date): Promise<number> {
  await syncLotteryGames(tx);
  const rows = LOTTERY_GAMES.flatMap((game) => {
    const rules = findLotteryFamily(game.family);
    if (!rules) throw new Error(`no family ${game.family}`);
    const span =
      game.schedule.kind === "every" ? FAST_DRAWS * game.schedule.seconds * 1_000 : WEEKLY_DAYS * DAY_MS;
    const listed = drawsBetween(game.schedule, now.getTime() - span, now.getTime());
    if (!listed.ok) throw new Error(`${game.code}: ${listed.problem.code}`);
    return listed.draws.map((draw) => {
      const seed = newDrawSeed();
      const drawKey = `${game.code}:${draw.issue}`;
      const isFair = game.source === "fair";
      const result = isFair ? rules.draw(drawWords(seed, drawKey)) : rules.draw(new CryptoRandomSource());
      return {
        game_code: game.code,
        issue: draw.issue,
        opens_at: new Date(draw.opensAt).toISOString(),
        closes_at: new Date(draw.closesAt).toISOString(),
        draw_at: new Date(draw.drawAt).toISOString(),
        source: game.source,
        seed: isFair ? seed : null,
        commitment: isFair ? drawCommitment(seed) : null,
        result,
      };
    });
  });
  await tx.execute(sql`
    insert into lottery_draws (game_code, issue, opens_at, closes_at, draw_at, source, seed, commitment, state,
      result, drawn_at, settled_at, settle_round)
    select game_code, issue, opens_at, closes_at, draw_at, source, seed, commitment, 'settled', result, draw_at,
      draw_at, 1
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(game_code text, issue text, opens_at timestamptz,
      closes_at timestamptz, draw_at timestamptz, source text, seed text, commitment text, result jsonb)
    on conflict (game_code, issue) do nothing`);
  return rows.length;
}
