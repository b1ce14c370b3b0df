import type { TSabongSettings } from "@orchid/contract/sabong";
import { nextState, type TFightAction } from "@orchid/games/sabong/fight-states";
import { shouldCancel } from "@orchid/games/sabong/pari-mutuel";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { rowsOf, type TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { endFight } from "./fight-settlement.ts";
import { lockFight, type TFightRow } from "./fights-repo.ts";

/**
 * Opens the merchant's next fight with the settings of the moment (a fight keeps them to its end).
 * Fights are numbered under the merchant's lock, and one runs at a time (ORDER_STATE_CHANGED
 * `fight_running` otherwise). Answers the fight's id.
 */
export async function openFight(
  tx: TTx,
  merchantId: number,
  fight: { derby: string; meron: string; wala: string },
  settings: TSabongSettings,
  by: { operatorId: number | null; at: Date },
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sabong-fight'), ${merchantId})`);
  const [running] = rowsOf(
    await tx.execute(sql`select 1 from sabong_fights where merchant_id = ${merchantId}
      and state in ('open', 'last_call', 'closed') limit 1`),
  );
  if (running) throw new AppError("ORDER_STATE_CHANGED", { reason: "fight_running" });
  const [row] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      insert into sabong_fights (merchant_id, derby, fight_no, meron, wala, plasada_bp, min_per_100, draw_profit,
        draw_per, opened_by, opened_at)
      select ${merchantId}, ${fight.derby}, coalesce(max(fight_no), 0) + 1, ${fight.meron}, ${fight.wala},
        ${settings.plasadaBp}, ${settings.minPer100}, ${settings.drawProfit}, ${settings.drawPer},
        ${by.operatorId}, ${by.at.toISOString()}::timestamptz
      from sabong_fights where merchant_id = ${merchantId}
      returning id`),
  );
  if (!row) throw new Error("a fight insert answered no row");
  return Number(row.id);
}

/**
 * Moves a locked fight: a last call; a close, which cancels the fight (every bet refunded) when a
 * side is empty or would pay its minimum per 100 or less; or a cancel with the operator's reason.
 * Refused moves are ORDER_STATE_CHANGED with the reason. Answers the members refunded.
 */
export async function moveFight(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  fight: TFightRow,
  action: Extract<TFightAction, "announce_last_call" | "close" | "cancel">,
  at: Date,
  reason?: string,
): Promise<number[]> {
  const move = nextState(fight.state as Parameters<typeof nextState>[0], action);
  if (!move.ok) throw new AppError("ORDER_STATE_CHANGED", { reason: move.reason });
  if (action === "cancel") return endFight(ctx, tx, fight, "cancelled", at, { cancelReason: reason });
  if (action === "announce_last_call") {
    await tx.execute(sql`update sabong_fights set state = 'last_call' where id = ${fight.id}`);
    return [];
  }
  const pools = { meron: BigInt(fight.poolMeron), wala: BigInt(fight.poolWala) };
  const cancel = shouldCancel(pools, fight.plasadaBp, fight.minPer100);
  if (cancel) return endFight(ctx, tx, fight, "cancelled", at, { cancelReason: cancel });
  await tx.execute(sql`update sabong_fights set state = 'closed', closed_at = ${at.toISOString()}::timestamptz
    where id = ${fight.id}`);
  return [];
}

/**
 * Declares a closed fight's result: the fight locked, still closed (ORDER_STATE_CHANGED
 * otherwise, NOT_FOUND when it is not the merchant's), ended and settled in the caller's
 * transaction. Answers the members paid.
 */
export async function declareFight(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  merchantId: number,
  fightId: number,
  result: "meron" | "wala" | "draw",
  at: Date,
  by: { declaredBy?: number; approvedBy?: number },
): Promise<number[]> {
  const fight = await lockFight(tx, merchantId, fightId);
  if (!fight) throw new AppError("NOT_FOUND");
  if (fight.state !== "closed") throw new AppError("ORDER_STATE_CHANGED", { reason: fight.state });
  return endFight(ctx, tx, fight, result, at, by);
}
