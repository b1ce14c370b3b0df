import { settleFight } from "@orchid/games/sabong/fight-settlement";
import type { TFightResult } from "@orchid/games/sabong/fight-sides";
import { sql } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import type { TTx } from "../../db/database.ts";
import { addRollups, type TRollupRow } from "../activity/index.ts";
import { postLedgerSteps, type TLedgerStep } from "../wallet/index.ts";
import { openBetsOfFight, type TFightRow, writeBetOutcomes } from "./fights-repo.ts";

/**
 * Ends a locked fight with its result and settles every bet in the same transaction (packages/games
 * settleFight: pari-mutuel shares rounded down per bet, a draw refunding Meron and Wala and paying
 * draw bets at the fight's odds, a cancel refunding all): each return paid from the house under
 * `sabong-pay:<bet>`, the members' rollups (game type SV3; refunded bets are no valid bets) and the
 * fight's totals, where stakes in = paid + refunded + the house's take exactly. Answers the
 * members paid, to tell their sockets after the commit.
 */
export async function endFight(
  ctx: Pick<TAppContext, "ledger">,
  tx: TTx,
  fight: TFightRow,
  result: TFightResult,
  at: Date,
  by: { declaredBy?: number; approvedBy?: number; cancelReason?: string },
): Promise<number[]> {
  const bets = await openBetsOfFight(tx, fight.id);
  const settlement = settleFight(
    bets.map((bet) => ({
      id: String(bet.id),
      side: bet.side as "meron" | "wala" | "draw",
      stake: BigInt(bet.stake),
    })),
    result,
    fight.plasadaBp,
    { profit: fight.drawProfit, per: fight.drawPer },
  );
  const byId = new Map(bets.map((bet) => [String(bet.id), bet]));
  const steps = new Map<number, TLedgerStep[]>();
  const rollups = new Map<number, TRollupRow>();
  const outcomes = [];
  const paidMembers = new Set<number>();
  for (const settled of settlement.bets) {
    const bet = byId.get(settled.id);
    if (!bet) throw new Error(`bet ${settled.id} vanished while its fight settled`);
    const returned = Number(settled.returned);
    outcomes.push({ id: bet.id, outcome: settled.kind, returned });
    const rollup = rollups.get(bet.memberId) ?? {
      merchantId: bet.merchantId,
      memberId: bet.memberId,
      isTrial: bet.isTrial,
      bets: 0,
      stake: 0,
      validStake: 0,
      win: 0,
    };
    rollup.bets += 1;
    rollup.stake += bet.stake;
    rollup.validStake += settled.kind === "refund" ? 0 : bet.stake;
    rollup.win += returned;
    rollups.set(bet.memberId, rollup);
    if (returned === 0) continue;
    paidMembers.add(bet.memberId);
    const main = await ctx.ledger.member(tx, bet.merchantId, bet.memberId, "main");
    const house = await ctx.ledger.system(tx, bet.merchantId, bet.isTrial ? "trial" : "house", bet.memberId);
    const list = steps.get(bet.merchantId) ?? [];
    list.push({
      phase: "posted",
      debit: house,
      credit: main,
      amount: returned,
      code: settled.kind === "refund" ? "game_refund" : "game_win",
      key: `sabong-pay:${bet.id}`,
      reference: `sabong-fight:${fight.id}`,
    });
    steps.set(bet.merchantId, list);
  }
  await writeBetOutcomes(tx, outcomes, at);
  for (const [merchantId, list] of steps) await postLedgerSteps(tx, merchantId, list);
  await addRollups(tx, "SV3", [...rollups.values()], at);
  await tx.execute(sql`
    update sabong_fights set state = ${result}, ended_at = ${at.toISOString()}::timestamptz,
      closed_at = coalesce(closed_at, ${at.toISOString()}::timestamptz), settled = true,
      paid = ${Number(settlement.paid)}, refunded = ${Number(settlement.refunded)},
      house_take = ${Number(settlement.houseTake)}, cancel_reason = ${by.cancelReason ?? null},
      declared_by = ${by.declaredBy ?? null}, approved_by = ${by.approvedBy ?? null}
    where id = ${fight.id}`);
  return [...paidMembers];
}
