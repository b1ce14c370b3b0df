import type { TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { assertBetAllowed } from "../../engagement/index.ts";
import { availableBalance, postLedgerSteps, type TLedgerStep } from "../../wallet/index.ts";
import { addToRollup, changeRound, lockRound, openRound, type TRoundRow } from "./game-rounds-repo.ts";
import type { TPlayer } from "./vendor-players.ts";
import { availableOf, claimVendorTx, finishVendorTx, lockVendorTx } from "./vendor-wallet-repo.ts";
import { assertWinWithinLimit } from "./win-limit.ts";

/** What one money step runs in: the transaction, the vendor, the player, and the claimed vendor id. */
export type TStepContext = { tx: TTx; vendorCode: string; player: TPlayer; claimId: number; txId: string };

/** Runs inside a new bet's transaction (never on a replay); what it answers is stored as the round's detail. */
export type TBetHook = (
  tx: TTx,
  context: { merchantId: number; memberId: number; isTrial: boolean },
) => Promise<unknown>;

// Slots (every game of the vendor wallet today) count their whole settled stake as valid: the
// both-sides and wide-coverage rules belong to lottery and table bets, which pass their own share.
const rollupKey = (player: TPlayer, round: TRoundRow) => ({
  merchantId: player.merchant.id,
  memberId: player.memberId,
  day: round.day,
  windowStart: round.windowStart,
  gameType: round.gameType,
  isTrial: player.isTrial,
});

/** The ledger line moving `signed` minor units into (+) or out of (−) the player's account against the house. */
function lineOf(step: TStepContext, code: TVendorCode, signed: number): TLedgerStep {
  const isOut = signed < 0;
  return {
    phase: "posted",
    debit: isOut ? step.player.accountId : step.player.houseId,
    credit: isOut ? step.player.houseId : step.player.accountId,
    amount: Math.abs(signed),
    code,
    key: `vendor:${step.vendorCode}:${step.txId}`,
    reference: `vendor-tx:${step.claimId}`,
  };
}

type TVendorCode = "game_bet" | "game_win" | "game_refund";

/**
 * Posts the lines and answers the player's balance after them. Steps call it last, so the
 * accounts (the house shard above all) stay locked only for the end of the transaction.
 */
export async function postLines(tx: TTx, player: TPlayer, lines: TLedgerStep[]): Promise<number> {
  if (lines.length === 0) return availableOf(tx, player.accountId);
  const { accounts } = await postLedgerSteps(tx, player.merchant.id, lines);
  const account = accounts.get(player.accountId);
  if (!account) throw new Error("the player's account was not locked");
  return availableBalance(account);
}

/** A bet's bookkeeping: opens (or adds to) the player's open round; answers its ledger line and detail. */
export async function bookBet(
  step: TStepContext,
  bet: { roundId: string; gameId: number; gameType: string; amount: number },
  hook?: TBetHook,
): Promise<{ line: TLedgerStep; detail: unknown }> {
  const { tx, player } = step;
  // An active bonus limits the size of one bet (decisions/0022); trial play has no bonus.
  if (!player.isTrial) await assertBetAllowed(tx, player.memberId, bet.amount);
  const round = await openRound(
    tx,
    {
      merchantId: player.merchant.id,
      memberId: player.memberId,
      vendorCode: step.vendorCode,
      roundId: bet.roundId,
      gameId: bet.gameId,
      gameType: bet.gameType,
      isTrial: player.isTrial,
    },
    player.merchant.timeZone,
  );
  if (round.memberId !== player.memberId) throw new AppError("FORBIDDEN");
  if (round.status !== "open") throw new AppError("ORDER_STATE_CHANGED");
  const detail = hook
    ? await hook(tx, { merchantId: player.merchant.id, memberId: player.memberId, isTrial: player.isTrial })
    : undefined;
  await changeRound(tx, round.id, { stake: bet.amount, detail });
  await addToRollup(tx, rollupKey(player, round), { bets: 1, stake: bet.amount, validStake: bet.amount });
  return { line: lineOf(step, "game_bet", -bet.amount), detail: detail ?? null };
}

/**
 * A win's bookkeeping in a round the player opened and that is still open (`roundClosed` settles
 * it); answers its ledger lines. `maxMultiplier`, when given, caps the round's wins at that many
 * times its stake (wins a vendor reports; Orchid's own slots pay what their maths say).
 */
export async function bookWin(
  step: TStepContext,
  win: { roundId: string; amount: number; roundClosed: boolean; at: Date; maxMultiplier?: number },
): Promise<TLedgerStep[]> {
  const { tx, player } = step;
  const round = await lockRound(tx, step.vendorCode, win.roundId, player.merchant.timeZone);
  if (!round || round.memberId !== player.memberId) throw new AppError("NOT_FOUND");
  if (round.status !== "open") throw new AppError("ORDER_STATE_CHANGED", { reason: round.status });
  if (win.maxMultiplier !== undefined) assertWinWithinLimit(round, win.amount, win.maxMultiplier);
  await changeRound(tx, round.id, {
    win: win.amount,
    ...(win.roundClosed ? { status: "settled" as const, settledAt: win.at } : {}),
  });
  if (win.amount === 0) return [];
  await addToRollup(tx, rollupKey(player, round), { win: win.amount });
  return [lineOf(step, "game_win", win.amount)];
}

/**
 * A rollback of the bet `refTxId`: gives back its stake once. When the bet has not come yet, a
 * tombstone under its id makes sure it never takes anything. Answers the balance.
 */
export async function rollBack(
  step: TStepContext,
  rollback: { refTxId: string; roundId: string },
): Promise<number> {
  const { tx, player } = step;
  const tombstone = await claimVendorTx(tx, {
    vendorCode: step.vendorCode,
    txId: rollback.refTxId,
    kind: "bet",
    merchantId: player.merchant.id,
    memberId: player.memberId,
    roundId: rollback.roundId,
    amount: 0,
    refTxId: null,
    status: "tombstone",
    requestHash: "",
  });
  if (tombstone !== undefined) return availableOf(tx, player.accountId);
  const bet = await lockVendorTx(tx, step.vendorCode, rollback.refTxId);
  if (bet?.kind !== "bet" || bet.memberId !== player.memberId) throw new AppError("NOT_FOUND");
  if (bet.status !== "applied") return availableOf(tx, player.accountId);
  const round = await lockRound(tx, step.vendorCode, bet.roundId, player.merchant.timeZone);
  // A round that has paid (or settled) stands: giving the stake back would pay the player twice.
  if (round && (round.status === "settled" || round.win > 0))
    throw new AppError("ORDER_STATE_CHANGED", { reason: "settled" });
  const balance = await postLines(tx, player, [lineOf(step, "game_refund", bet.amount)]);
  await finishVendorTx(tx, bet.id, { balanceAfter: bet.balanceAfter, status: "rolled_back" });
  await finishVendorTx(tx, step.claimId, { balanceAfter: balance, amount: bet.amount });
  if (round) {
    const isEmpty = round.stake - bet.amount === 0 && round.win === 0;
    await changeRound(tx, round.id, {
      stake: -bet.amount,
      ...(isEmpty ? { status: "cancelled" as const } : {}),
    });
    await addToRollup(tx, rollupKey(player, round), {
      bets: -1,
      stake: -bet.amount,
      validStake: -bet.amount,
    });
  }
  return balance;
}
