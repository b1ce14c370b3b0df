import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import { rowsOf, type TTx } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { addRollups } from "../activity/index.ts";
import { postLedgerSteps, type TLedgerStep, withTransactionRetry } from "../wallet/index.ts";
import { lockDraw, type TDrawRow } from "./draws-repo.ts";
import type { TLotteryGameRow } from "./lottery-catalogue.ts";
import { settleLines } from "./settle-lines.ts";
import { settledLinesOfDraw, writeSettledLines } from "./settlement-repo.ts";

/** A settled real-world result may be corrected for this long after it settled; then it is final. */
export const CORRECTION_WINDOW_MS = 72 * 3_600_000;

/**
 * Records the result of a real-world draw (from the signed results feed, or an operator's entry
 * once a second operator confirmed it). Betting must have closed; the result must be well formed
 * for the family (refused with LOTTERY_PICKS_INVALID and the `lott_err_<code>` problem). The draw
 * job settles it next. Runs in the caller's transaction.
 */
export async function recordResult(tx: TTx, drawId: number, result: unknown, now: Date): Promise<TDrawRow> {
  const draw = await lockDraw(tx, drawId);
  if (!draw) throw new AppError("NOT_FOUND");
  if (draw.source !== "entered") throw new AppError("FORBIDDEN", { reason: "fair_draw" });
  if (draw.state !== "pending") throw new AppError("ORDER_STATE_CHANGED", { reason: draw.state });
  if (now.getTime() < draw.closesAt.getTime()) throw new AppError("ORDER_STATE_CHANGED", { reason: "open" });
  assertResult(draw, result);
  await tx.execute(sql`update lottery_draws set state = 'drawn', result = ${JSON.stringify(result)}::jsonb,
    drawn_at = ${now.toISOString()}::timestamptz where id = ${drawId}`);
  return { ...draw, state: "drawn", result, drawnAt: now };
}

/**
 * Corrects the result of a real-world draw before it is final: every settled slip is settled
 * again at the new result, in one transaction: each member's new total win is paid
 * (`lottery-win:<draw>:<round>:<member>`) and the old one taken back
 * (`lottery-unwin:<draw>:<round>:<member>`), so a member is paid exactly once whatever the number of
 * corrections. Refused (nothing moved) when a member no longer holds what the correction takes
 * back. Slips not settled yet are settled by the job at the new result.
 */
export async function correctResult(
  ctx: TAppContext,
  drawId: number,
  result: unknown,
  gameOf: (code: string) => TLotteryGameRow | undefined,
): Promise<{ members: number; paid: number; takenBack: number }> {
  const db = ctx.database.db;
  const { memberIds, ...corrected } = await withTransactionRetry(() =>
    db.transaction((tx) => correctResultIn(tx, ctx, drawId, result, gameOf)),
  );
  ctx.walletEvents.publish("balance", memberIds);
  return corrected;
}

/**
 * `correctResult` in the caller's transaction (a four-eyes approval's); answers the members whose
 * balance changed, for the caller to tell once it has committed.
 */
export async function correctResultIn(
  tx: TTx,
  ctx: Pick<TAppContext, "ledger" | "now">,
  drawId: number,
  result: unknown,
  gameOf: (code: string) => TLotteryGameRow | undefined,
): Promise<{ members: number; paid: number; takenBack: number; memberIds: number[] }> {
  const now = ctx.now();
  const draw = await lockDraw(tx, drawId);
  if (!draw) throw new AppError("NOT_FOUND");
  if (draw.source !== "entered") throw new AppError("FORBIDDEN", { reason: "fair_draw" });
  if (draw.state !== "drawn" && draw.state !== "settled") {
    throw new AppError("ORDER_STATE_CHANGED", { reason: draw.state });
  }
  if (draw.settledAt && now.getTime() - draw.settledAt.getTime() > CORRECTION_WINDOW_MS) {
    throw new AppError("ORDER_STATE_CHANGED", { reason: "final" });
  }
  assertResult(draw, result);
  const game = gameOf(draw.gameCode);
  const rules = findLotteryFamily(draw.family);
  if (!game || !rules) throw new Error(`draw ${drawId} of an unknown game ${draw.gameCode}`);
  const lines = await settledLinesOfDraw(tx, drawId);
  const settled = settleLines(rules, result, lines);
  const oldWin = new Map<number, number>();
  for (const line of lines) oldWin.set(line.memberId, (oldWin.get(line.memberId) ?? 0) + line.oldWin);
  const byMerchant = new Map<number, TLedgerStep[]>();
  const changes = [];
  let paid = 0;
  let takenBack = 0;
  for (const member of settled.members) {
    const before = oldWin.get(member.memberId) ?? 0;
    if (before === member.win) continue;
    const main = await ctx.ledger.member(tx, member.merchantId, member.memberId, "main");
    const house = await ctx.ledger.system(
      tx,
      member.merchantId,
      member.isTrial ? "trial" : "house",
      member.memberId,
    );
    const steps = byMerchant.get(member.merchantId) ?? [];
    const reference = `lottery-draw:${drawId}`;
    const round = draw.settleRound;
    if (member.win > 0) {
      steps.push({
        phase: "posted",
        debit: house,
        credit: main,
        amount: member.win,
        code: "game_win",
        reference,
        key: `lottery-win:${drawId}:${round}:${member.memberId}`,
      });
    }
    if (before > 0) {
      steps.push({
        phase: "posted",
        debit: main,
        credit: house,
        amount: before,
        code: "game_win",
        reference,
        key: `lottery-unwin:${drawId}:${round}:${member.memberId}`,
      });
    }
    byMerchant.set(member.merchantId, steps);
    changes.push({ ...member, bets: 0, stake: 0, validStake: 0, win: member.win - before });
    paid += member.win;
    takenBack += before;
  }
  for (const [merchantId, steps] of byMerchant) await postLedgerSteps(tx, merchantId, steps);
  await writeSettledLines(tx, settled.lines, settled.slips, now);
  await addRollups(tx, game.gameType, changes, now);
  await tx.execute(sql`update lottery_draws set result = ${JSON.stringify(result)}::jsonb,
    settle_round = settle_round + 1 where id = ${drawId}`);
  return { members: changes.length, paid, takenBack, memberIds: changes.map((change) => change.memberId) };
}

/**
 * Cancels a draw that has not settled any slip: no more bets, no result; the draw job refunds
 * every open slip (`lottery-refund:<slip>`, the key a member's own cancel uses, so a slip is
 * refunded once). Runs in the caller's transaction (a four-eyes approval's).
 */
export async function cancelDraw(tx: TTx, drawId: number, reason: string): Promise<TDrawRow> {
  const draw = await lockDraw(tx, drawId);
  if (!draw) throw new AppError("NOT_FOUND");
  if (draw.state !== "pending" && draw.state !== "drawn") {
    throw new AppError("ORDER_STATE_CHANGED", { reason: draw.state });
  }
  const [settled] = rowsOf<{ n: string | number }>(
    await tx.execute(
      sql`select count(*) as n from lottery_slips where draw_id = ${drawId} and state = 'settled'`,
    ),
  );
  if (Number(settled?.n ?? 0) > 0) throw new AppError("ORDER_STATE_CHANGED", { reason: "settling" });
  await tx.execute(
    sql`update lottery_draws set state = 'cancelled', cancel_reason = ${reason} where id = ${drawId}`,
  );
  return { ...draw, state: "cancelled", cancelReason: reason };
}

function assertResult(draw: TDrawRow, result: unknown): void {
  const rules = findLotteryFamily(draw.family);
  if (!rules) throw new Error(`draw ${draw.id} of an unknown family ${draw.family}`);
  const problem = rules.checkResult(result);
  if (problem) throw new AppError("LOTTERY_PICKS_INVALID", { problem });
}
