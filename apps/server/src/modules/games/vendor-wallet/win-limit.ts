import type { TDb } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { recordOperatorAction } from "../../operators/index.ts";
import type { TClientInfo } from "../../session/index.ts";

/** A vendor's `win` that would take its round past the vendor's maximum multiplier of the stake. */
export class WinAboveLimit extends AppError {
  constructor(readonly alert: { stake: number; won: number; amount: number; maxMultiplier: number }) {
    super("AMOUNT_OUT_OF_RANGE", { reason: "above_max_win", maxWin: alert.stake * alert.maxMultiplier });
  }
}

/**
 * Refuses a win that would bring the round's wins above `maxMultiplier` × its stake (every win of
 * the round together, so splitting a win does not pass the cap).
 */
export function assertWinWithinLimit(
  round: { stake: number; win: number },
  amount: number,
  maxMultiplier: number,
): void {
  if (round.win + amount <= round.stake * maxMultiplier) return;
  throw new WinAboveLimit({ stake: round.stake, won: round.win, amount, maxMultiplier });
}

/**
 * The operator-visible alert of a refused outsized win: an audit row under
 * `games.vendor.win_refused` with the vendor's call, written outside the refused transaction.
 */
export async function recordWinAlert(
  db: TDb,
  refused: WinAboveLimit,
  call: { vendorCode: string; merchantId: number; playerId: string; txId: string; roundId: string },
  client: TClientInfo,
): Promise<void> {
  await recordOperatorAction(
    db,
    {
      operatorId: null,
      merchantId: call.merchantId,
      action: "games.vendor.win_refused",
      outcome: "refused",
      targetType: "game_round",
      targetId: `${call.vendorCode}:${call.roundId}`,
      after: { vendor: call.vendorCode, playerId: call.playerId, txId: call.txId, ...refused.alert },
    },
    client,
  );
}
