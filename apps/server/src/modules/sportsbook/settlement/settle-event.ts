import type { TEventResult } from "@orchid/games/sportsbook/markets";
import { settleStoredSelection } from "@orchid/games/sportsbook/stored-market";
import type { TAppContext } from "../../../app-context.ts";
import type { TTx } from "../../../db/database.ts";
import { addRollups, type TRollupRow } from "../../activity/index.ts";
import {
  lockedAvailableBalance,
  postLedgerSteps,
  type TLedgerStep,
  withTransactionRetry,
} from "../../wallet/index.ts";
import { addExposure, lockBets, type TBetRow } from "../bets/bets-repo.ts";
import { outcomeOfLeg, storedOutcome } from "../bets/leg-outcome.ts";
import { resolveBet, settlementChange } from "./bet-resolution.ts";
import {
  betsToSettle,
  closeRound,
  codesOfMarkets,
  eventToSettle,
  legsOfLockedBets,
  type TLegToSettle,
  writeBetStates,
  writeLegOutcomes,
} from "./settlement-repo.ts";

/** Bets settled per transaction: their legs, states, money and rollups commit together. */
const BETS_PER_BATCH = 1_000;

export type TEventSettlement = {
  eventId: number;
  bets: number;
  paid: number;
  takenBack: number;
  settled: boolean;
};

/**
 * Settles an event's latest result (decisions/0024) in batches of bets. Each batch, in one
 * transaction: the bets locked, this event's legs settled by their market's rules, every bet
 * resolved again from all its legs, and for each bet whose standing changed the last payout
 * reversed (`book-unpay:<bet>:<round>`) and the new one paid (`book-pay:<bet>:<round>`), the
 * rollups given the difference and the exposure released or taken back. A crash loses at most
 * the batch under way; a leg settled at this round is never settled again, and the transfer keys
 * would refuse a second payment anyway. A cashed-out bet's legs are settled for the record; its
 * money was final at cash-out.
 */
export async function settleEvent(ctx: TAppContext, eventId: number): Promise<TEventSettlement> {
  const db = ctx.database.db;
  const outcome: TEventSettlement = { eventId, bets: 0, paid: 0, takenBack: 0, settled: false };
  let round = 0;
  let afterBetId = 0;
  for (;;) {
    const event = await eventToSettle(db, eventId, false);
    if (!event) return { ...outcome, settled: true };
    if (event.round !== round) {
      round = event.round;
      afterBetId = 0;
    }
    const betIds = await betsToSettle(db, eventId, event.round, afterBetId, BETS_PER_BATCH);
    afterBetId = betIds.at(-1) ?? afterBetId;
    const batch = await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        const locked = await eventToSettle(tx, eventId, true);
        if (!locked || locked.round !== event.round) return null;
        const now = ctx.now();
        const result = await settleBatch(
          ctx,
          tx,
          locked.id,
          locked.round,
          locked.result as TEventResult,
          betIds,
          now,
        );
        const closed = await closeRound(tx, eventId, locked.round, result, now);
        return { ...result, closed };
      }),
    );
    if (!batch) continue;
    if (batch.members.length > 0) ctx.walletEvents.publish("balance", batch.members);
    outcome.bets += batch.bets;
    outcome.paid += batch.paid;
    outcome.takenBack += batch.takenBack;
    if (batch.closed) return { ...outcome, settled: true };
    if (betIds.length === 0) return outcome;
  }
}

async function settleBatch(
  ctx: TAppContext,
  tx: TTx,
  eventId: number,
  round: number,
  result: TEventResult,
  betIds: readonly number[],
  now: Date,
): Promise<{ bets: number; paid: number; takenBack: number; members: number[] }> {
  const totals = { bets: 0, paid: 0, takenBack: 0, members: [] as number[] };
  if (betIds.length === 0) return totals;
  const bets = await lockBets(tx, betIds);
  const legs = await legsOfLockedBets(tx, betIds);
  const due = legs.filter((leg) => leg.eventId === eventId && leg.settledRound < round);
  if (due.length === 0) return totals;
  const codes = await codesOfMarkets(tx, [...new Set(due.map((leg) => leg.marketId))]);
  const settledLegs = new Map<number, TLegToSettle>();
  for (const leg of due) {
    const outcome = settleStoredSelection(
      {
        type: leg.marketType,
        line: leg.line,
        map: leg.map,
        places: leg.marketPlaces,
        codes: codes.get(leg.marketId) ?? [],
      },
      leg.code,
      result,
    );
    settledLegs.set(leg.id, { ...leg, ...storedOutcome(outcome) });
  }
  await writeLegOutcomes(tx, [...settledLegs.values()], round);
  const legsOf = new Map<number, { before: TLegToSettle[]; after: TLegToSettle[] }>();
  for (const leg of legs) {
    const entry = legsOf.get(leg.betId) ?? { before: [], after: [] };
    entry.before.push(leg);
    entry.after.push(settledLegs.get(leg.id) ?? leg);
    legsOf.set(leg.betId, entry);
  }
  const steps = new Map<number, TLedgerStep[]>();
  const rollups = new Map<string, Map<number, TRollupRow>>();
  const states = [];
  for (const bet of bets) {
    const entry = legsOf.get(bet.id);
    if (!entry?.after.some((leg) => settledLegs.has(leg.id))) continue;
    totals.bets += 1;
    const before = resolveBet(bet, entry.before.map(priced));
    const after = resolveBet(bet, entry.after.map(priced));
    if (bet.state === "cashed_out") continue;
    const change = settlementChange(bet.stake, before, after);
    if (!change) {
      states.push({
        id: bet.id,
        state: bet.state,
        payout: bet.payout,
        payRound: bet.payRound,
        legsOpen: after.legsOpen,
        owed: 0,
      });
      continue;
    }
    const payRound = bet.payRound + 1;
    const owed = await moneySteps(ctx, tx, bet, change, payRound, steps);
    if (change.exposure !== 0) await releaseExposure(tx, bet, entry.after, change.exposure);
    const gameType = entry.after.every((leg) => leg.sport === "esports") ? "ESPORTS" : "SPORTS";
    addToRollup(rollups, gameType, bet, change.rollup);
    states.push({
      id: bet.id,
      state: after.state,
      payout: after.payout,
      payRound,
      legsOpen: after.legsOpen,
      owed,
    });
    totals.paid += change.pay;
    totals.takenBack += change.unpay - owed;
    if (change.pay > 0 || change.unpay > 0) totals.members.push(bet.memberId);
  }
  for (const [merchantId, list] of steps) await postLedgerSteps(tx, merchantId, list);
  for (const [gameType, rows] of rollups) await addRollups(tx, gameType, [...rows.values()], now);
  await writeBetStates(tx, states, now);
  return totals;
}

/** Adds a bet's rollup change to its member's row of the game type (one row per member and type). */
function addToRollup(
  rollups: Map<string, Map<number, TRollupRow>>,
  gameType: string,
  bet: TBetRow,
  change: { bets: number; stake: number; validStake: number; win: number },
): void {
  const members = rollups.get(gameType) ?? new Map<number, TRollupRow>();
  const row = members.get(bet.memberId) ?? {
    merchantId: bet.merchantId,
    memberId: bet.memberId,
    isTrial: bet.isTrial,
    bets: 0,
    stake: 0,
    validStake: 0,
    win: 0,
  };
  row.bets += change.bets;
  row.stake += change.stake;
  row.validStake += change.validStake;
  row.win += change.win;
  members.set(bet.memberId, row);
  rollups.set(gameType, members);
}

function priced(leg: TLegToSettle) {
  return { odds: leg.odds, outcome: outcomeOfLeg(leg) };
}

/**
 * The ledger steps of a bet's change; answers what the member could not cover. Paying only (or
 * paying at least what is taken back) joins the batch's steps; a correction that takes money back
 * posts at once — the new payout first, then the old one reversed as far as the wallet holds — and
 * the rest is recorded on the bet as owed (the console shows it), so settlement never stalls on a
 * member who spent a win that a corrected result took away.
 */
async function moneySteps(
  ctx: TAppContext,
  tx: TTx,
  bet: TBetRow,
  change: { unpay: number; pay: number },
  payRound: number,
  steps: Map<number, TLedgerStep[]>,
): Promise<number> {
  if (change.unpay === 0 && change.pay === 0) return 0;
  const main = await ctx.ledger.member(tx, bet.merchantId, bet.memberId, "main");
  const house = await ctx.ledger.system(tx, bet.merchantId, bet.isTrial ? "trial" : "house", bet.memberId);
  const reference = `book-bet:${bet.id}`;
  const pay: TLedgerStep[] =
    change.pay > 0
      ? [
          {
            phase: "posted",
            debit: house,
            credit: main,
            amount: change.pay,
            code: "game_win",
            key: `book-pay:${bet.id}:${payRound}`,
            reference,
          },
        ]
      : [];
  const unpay = (amount: number): TLedgerStep[] =>
    amount > 0
      ? [
          {
            phase: "posted",
            debit: main,
            credit: house,
            amount,
            code: "game_win",
            key: `book-unpay:${bet.id}:${payRound}`,
            reference,
          },
        ]
      : [];
  if (change.unpay <= change.pay) {
    steps.set(bet.merchantId, [...(steps.get(bet.merchantId) ?? []), ...pay, ...unpay(change.unpay)]);
    return 0;
  }
  const covered = Math.min(change.unpay, (await lockedAvailableBalance(tx, main)) + change.pay);
  await postLedgerSteps(tx, bet.merchantId, [...pay, ...unpay(covered)]);
  return change.unpay - covered;
}

/** A bet leaving the open bets (−1) gives its stake and liability back on each selection; rejoining (+1) takes them again. */
async function releaseExposure(
  tx: TTx,
  bet: TBetRow,
  legs: readonly TLegToSettle[],
  sign: -1 | 1,
): Promise<void> {
  await addExposure(
    tx,
    bet.merchantId,
    legs.map((leg) => leg.selectionId),
    { stake: sign * bet.stake, liability: sign * (bet.potentialReturn - bet.stake), bets: sign },
  );
}
