import { CryptoRandomSource } from "@orchid/games/crypto-random-source";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { recordResult } from "./draw-admin.ts";
import { findDraw, lockDraw } from "./draws-repo.ts";
import { Lottery } from "./lottery-service.ts";

/**
 * For local runs and the browser tests only (DEV_ROUTES=1, never in production): closes a pending
 * draw a second ago and draws it now, so a test need not wait for a weekly 4D draw. An in-house
 * draw is drawn by the job from its committed seed as always; a real-world one records `result`
 * (or an invented one). Then the draw job runs once, which settles it.
 */
export async function drawNowForDev(
  ctx: TAppContext,
  gameCode: string,
  issue: string,
  result: unknown,
): Promise<{ drawId: number; state: string }> {
  const db = ctx.database.db;
  const found = await findDraw(db, gameCode, issue);
  if (!found) throw new AppError("NOT_FOUND");
  await db.transaction(async (tx) => {
    const draw = await lockDraw(tx, found.id);
    if (draw?.state !== "pending") throw new AppError("ORDER_STATE_CHANGED", { reason: draw?.state });
    const now = ctx.now();
    const closesAt = new Date(now.getTime() - 1_000);
    await tx.execute(sql`update lottery_draws set opens_at = least(opens_at, ${closesAt.toISOString()}::timestamptz),
      closes_at = ${closesAt.toISOString()}::timestamptz, draw_at = ${now.toISOString()}::timestamptz
      where id = ${draw.id}`);
    if (draw.source === "entered") {
      const rules = findLotteryFamily(draw.family);
      await recordResult(tx, draw.id, result ?? rules?.draw(new CryptoRandomSource()), now);
    }
  });
  await new Lottery(ctx).runDrawJob();
  const after = await findDraw(db, gameCode, issue);
  return { drawId: found.id, state: after?.state ?? "missing" };
}
