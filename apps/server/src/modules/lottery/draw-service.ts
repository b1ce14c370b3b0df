import { drawCommitment, drawWords, newDrawSeed } from "@orchid/games/lottery/fair-draw";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { drawsBetween } from "@orchid/games/lottery/schedule/draws-between";
import type { TDb } from "../../db/database.ts";
import {
  drawnDrawIds,
  dueFairDraws,
  insertDraws,
  latestDrawAt,
  markDrawn,
  type TDrawRow,
  type TNewDraw,
} from "./draws-repo.ts";
import type { TLotteryGameRow } from "./lottery-catalogue.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Fast draws are made this far ahead, so each one's commitment is public long before it opens. */
const FAST_AHEAD_MS = 10 * MINUTE_MS;
/** Weekly draws are made a week and a day ahead. */
const WEEKLY_AHEAD_MS = 8 * DAY_MS;
/** The most draws one tick draws (a long outage of the fast games is caught up over a few ticks). */
const DRAW_BATCH = 2_000;

/**
 * Makes the coming draws of every enabled game: from the later of now and its last draw, up to
 * the horizon. An in-house draw gets a fresh secret seed and its commitment now, before it
 * opens (it opens when the draw before it draws). Draws missed while no instance ran are never
 * made: nobody could bet on them.
 */
export async function prepareDraws(db: TDb, games: readonly TLotteryGameRow[], now: Date): Promise<number> {
  const latest = await latestDrawAt(db);
  const fresh: TNewDraw[] = [];
  for (const game of games) {
    const ahead = game.schedule.kind === "every" ? FAST_AHEAD_MS : WEEKLY_AHEAD_MS;
    const from = Math.max(now.getTime(), (latest.get(game.code)?.getTime() ?? 0) + 1);
    const listed = drawsBetween(game.schedule, from, now.getTime() + ahead);
    if (!listed.ok) throw new Error(`lottery game ${game.code}: ${listed.problem.code}`);
    for (const draw of listed.draws) {
      const seed = game.source === "fair" ? newDrawSeed() : null;
      fresh.push({
        gameCode: game.code,
        issue: draw.issue,
        opensAt: new Date(draw.opensAt),
        closesAt: new Date(draw.closesAt),
        drawAt: new Date(draw.drawAt),
        source: game.source,
        seed,
        commitment: seed === null ? null : drawCommitment(seed),
      });
    }
  }
  return insertDraws(db, fresh);
}

/** The result an in-house draw's seed gives: the family's rules read HMAC words of seed and draw key. */
export function fairResultOf(draw: Pick<TDrawRow, "family" | "gameCode" | "issue" | "seed">): unknown {
  const rules = findLotteryFamily(draw.family);
  if (!rules || draw.seed === null)
    throw new Error(`draw ${draw.gameCode}:${draw.issue} cannot be drawn in-house`);
  return rules.draw(drawWords(draw.seed, `${draw.gameCode}:${draw.issue}`));
}

/**
 * Draws every in-house draw whose time has come, catching up on any missed while no instance
 * ran. The result follows from the seed committed before the draw opened; nothing here chooses.
 */
export async function drawDueDraws(db: TDb, now: Date): Promise<number> {
  const due = await dueFairDraws(db, now, DRAW_BATCH);
  return markDrawn(
    db,
    due.map((draw) => ({ id: draw.id, result: fairResultOf(draw) })),
    now,
  );
}

/** Drawn draws to settle, oldest first. */
export function drawsToSettle(db: TDb, limit: number): Promise<number[]> {
  return drawnDrawIds(db, limit);
}
