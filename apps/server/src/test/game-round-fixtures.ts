import { eq } from "drizzle-orm";
import { gameRounds } from "../db/schema/game-play.ts";
import { games } from "../db/schema/games.ts";
import type { TTestApp } from "./test-app.ts";

let sequence = 0;

/**
 * A game round as the vendor wallet leaves it (stake and win in minor units), written straight to
 * the table so reports can be checked against sums worked out by hand. Its vendor and type are
 * the game's. Answers the round's row id.
 */
export async function addRound(
  t: TTestApp,
  input: {
    merchantId: number;
    memberId: number;
    gameId: number;
    stake: number;
    win: number;
    createdAt: Date;
    status?: "open" | "settled" | "cancelled";
    detail?: unknown;
  },
): Promise<number> {
  const db = t.ctx.database.db;
  const [game] = await db.select().from(games).where(eq(games.id, input.gameId));
  if (!game) throw new Error(`no game ${input.gameId}`);
  sequence += 1;
  const status = input.status ?? "settled";
  const [row] = await db
    .insert(gameRounds)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      vendorCode: game.vendorCode,
      roundId: `fixture-${process.pid}-${sequence}`,
      gameId: game.id,
      gameType: game.gameType,
      stake: input.stake,
      win: input.win,
      status,
      detail: input.detail ?? null,
      createdAt: input.createdAt,
      settledAt: status === "settled" ? input.createdAt : null,
    })
    .returning({ id: gameRounds.id });
  if (!row) throw new Error("round insert returned no row");
  return Number(row.id);
}
