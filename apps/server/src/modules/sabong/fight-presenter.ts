import type { TFight, TFightBet, TFightState } from "@orchid/contract/sabong";
import { payoutPer100 } from "@orchid/games/sabong/pari-mutuel";
import type { TFightBetRow, TFightRow } from "./fights-repo.ts";

const per100 = (fight: TFightRow, side: "meron" | "wala") => {
  const value = payoutPer100(
    { meron: BigInt(fight.poolMeron), wala: BigInt(fight.poolWala) },
    fight.plasadaBp,
    side,
  );
  return value === null ? null : Number(value);
};

export function presentFight(fight: TFightRow): TFight {
  return {
    id: fight.id,
    derby: fight.derby,
    fightNo: fight.fightNo,
    meron: fight.meron,
    wala: fight.wala,
    state: fight.state as TFightState,
    pools: { meron: fight.poolMeron, wala: fight.poolWala, draw: fight.poolDraw },
    payoutPer100: { meron: per100(fight, "meron"), wala: per100(fight, "wala") },
    drawOdds: { profit: fight.drawProfit, per: fight.drawPer },
    plasadaBp: fight.plasadaBp,
    minPer100: fight.minPer100,
    openedAt: fight.openedAt.toISOString(),
    closedAt: fight.closedAt?.toISOString() ?? null,
    endedAt: fight.endedAt?.toISOString() ?? null,
    cancelReason: fight.cancelReason,
  };
}

/** A bet as the member sees it: open until its fight ends, then won, lost or refunded. */
export function presentFightBet(bet: TFightBetRow): TFightBet {
  const state =
    bet.outcome === "win"
      ? "won"
      : bet.outcome === "lose"
        ? "lost"
        : bet.outcome === "refund"
          ? "refunded"
          : "open";
  return {
    id: bet.id,
    fightId: bet.fightId,
    fightNo: bet.fightNo,
    meron: bet.meron,
    wala: bet.wala,
    side: bet.side as TFightBet["side"],
    stake: bet.stake,
    state,
    returned: bet.returned,
    fightState: bet.fightState as TFightState,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}
