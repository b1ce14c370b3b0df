import { isDeepStrictEqual } from "node:util";
import type { TLotteryFeedOutcome, TLotteryFeedPush } from "@orchid/contract/lottery";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { correctResult, recordResult } from "../draw-admin.ts";
import { findDraw, lockDraw } from "../draws-repo.ts";
import { LOTTERY_GAMES } from "../lottery-catalogue.ts";

const gameOf = (code: string) => LOTTERY_GAMES.find((game) => game.code === code);

/**
 * What a feed's result does to its draw. A pending draw records it (after betting closed; the
 * draw job settles it). A drawn or settled draw that already has this result answers `duplicate`,
 * so a feed may repeat itself safely. A different result replaces the recorded one only when the
 * feed marks it `correction: true` (settled slips are settled again, within the correction
 * window): an unmarked difference is refused with CONFLICT, so a feed that sends a second,
 * different result by mistake moves no money. A cancelled draw takes no result.
 */
export async function applyFeedResult(
  ctx: TAppContext,
  push: TLotteryFeedPush,
): Promise<TLotteryFeedOutcome> {
  const db = ctx.database.db;
  const found = await findDraw(db, push.gameCode, push.issue);
  if (!found) throw new AppError("NOT_FOUND");
  const step = await db.transaction(async (tx) => {
    const draw = await lockDraw(tx, found.id);
    if (!draw) throw new AppError("NOT_FOUND");
    if (draw.source !== "entered") throw new AppError("FORBIDDEN", { reason: "fair_draw" });
    if (draw.state === "pending") {
      await recordResult(tx, draw.id, push.result, ctx.now());
      return "accepted";
    }
    if (draw.state === "cancelled") throw new AppError("ORDER_STATE_CHANGED", { reason: "cancelled" });
    if (isDeepStrictEqual(draw.result, push.result)) return "duplicate";
    if (!push.correction) throw new AppError("CONFLICT", { reason: "result_differs" });
    return "correct";
  });
  if (step !== "correct") return step;
  await correctResult(ctx, found.id, push.result, gameOf);
  return "corrected";
}
