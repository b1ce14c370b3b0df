import type { TAppContext } from "../../app-context.ts";
import { declareFight } from "./fight-moves.ts";

/**
 * For local runs and the browser tests only (DEV_ROUTES=1, never in production): declares a
 * closed fight's result and settles it at once, through the same settlement a second operator's
 * approval runs (the browser tests have one operator; the four-eyes path has its own tests).
 */
export async function declareForDev(
  ctx: TAppContext,
  merchantId: number,
  fightId: number,
  result: "meron" | "wala" | "draw",
): Promise<{ fightId: number; state: string }> {
  const paid = await ctx.database.db.transaction((tx) =>
    declareFight(ctx, tx, merchantId, fightId, result, ctx.now(), {}),
  );
  ctx.walletEvents.publish("balance", paid);
  return { fightId, state: result };
}
