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
import { addExposureRows } from "../bets/bets-repo.ts";
import { outcomeOfLeg, storedOutcome, type TStoredOutcome } from "../bets/leg-outcome.ts";
import { resolveBet, settlementChange } from "./bet-resolution.ts";
import {
  addRoundTotals,
  betOwners,
  betsToSettle,
  closeRound,
  codesOfMarkets,
  eventToSettle,
  legsOfBatch,
  lockBatchBets,
  selectionsToSettle,
  type TBetToSettle,
  type TLegToSettle,
  type TSelectionToSettle,
  writeBetStates,
  writeLegOutcomes,
} from "./settlement-repo.ts";

/**
 * Bets settled per transaction: their legs, states, money and rollups commit together. A member's
 * wins in a batch are one ledger line and one rollup row, so a bigger batch writes fewer of them:
 * at 10,000 the bench's half a million bets (500 members) settle in 50 transactions of about 500
 * lines each, where 2,000 took 250 (bench/README.md).
 */
const BETS_PER_BATCH = 10_000;

export type TEventSettlement = {
  eventId: number;
  bets: number;
  paid: number;
  takenBack: number;
  settled: boolean;
};

/** The settlements under way in this process, by app and event: a second start joins the first. */
const runningOf = new WeakMap<TAppContext, Map<number, Promise<TEventSettlement>>>();

/**
 * Settles the event unless this process is settling it already, in which case it answers that
 * settlement: the feed starts one as a result arrives and the job may find the same event a
 * moment later (other instances are kept apart by the locks).
 */
export function settleEventOnce(ctx: TAppContext, eventId: number): Promise<TEventSettlement> {
  const running = runningOf.get(ctx) ?? new Map<number, Promise<TEventSettlement>>();
  runningOf.set(ctx, running);
  const under = running.get(eventId);
  if (under) return under;
  const started = settleEvent(ctx, eventId).finally(() => running.delete(eventId));
  running.set(eventId, started);
  return started;
}

/** Batches of one event settled at the same time (each its own transaction over its own bets). */
const WORKERS = 2;

/**
 * Settles an event's latest result (decisions/0024) in batches of bets, two at a time. Each
 * batch, in one transaction: the event share-locked (a new result waits for it), the bets locked,
 * this event's legs settled by their market's rules, every bet resolved again from all its legs,
 * and for each bet whose standing changed the last payout reversed (`book-unpay:<bet>:<n>`) and
 * the new one paid (`book-pay:<bet>:<n>`), the rollups given the difference, the exposure released
 * or taken back, and the round's audit totals. Once every batch is in, the round is marked
 * settled in a transaction of its own, when no leg of the event waits for it. A crash loses at
 * most the batches under way; a leg settled at this round is never settled again (another
 * instance settling the same bets finds them done once it has their locks), and the transfer keys
 * would refuse a second payment anyway. A cashed-out bet's legs are settled for the record; its
 * money was final at cash-out.
 */
export async function settleEvent(ctx: TAppContext, eventId: number): Promise<TEventSettlement> {
  const db = ctx.database.db;
  const outcome: TEventSettlement = { eventId, bets: 0, paid: 0, takenBack: 0, settled: false };
  for (;;) {
    const event = await eventToSettle(db, eventId, false);
    if (!event) return { ...outcome, settled: true };
    let afterBetId = 0;
    let stale = false;
    const inFlight = new Set<Promise<void>>();
    for (;;) {
      const betIds = await betsToSettle(db, eventId, event.round, afterBetId, BETS_PER_BATCH);
      if (betIds.length === 0) break;
      afterBetId = betIds.at(-1) ?? afterBetId;
      const job: Promise<void> = settleOneBatch(ctx, event.id, event.round, betIds)
        .then((batch) => {
          if (!batch) {
            stale = true;
            return;
          }
          if (batch.members.length > 0) ctx.walletEvents.publish("balance", batch.members);
          outcome.bets += batch.bets;
          outcome.paid += batch.paid;
          outcome.takenBack += batch.takenBack;
        })
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
      if (inFlight.size >= WORKERS) await Promise.race(inFlight);
      if (stale) break;
    }
    await Promise.all(inFlight);
    // A new result arrived meanwhile: settle that round instead.
    if (stale) continue;
    const closed = await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        const locked = await eventToSettle(tx, eventId, "update");
        return locked?.round === event.round ? closeRound(tx, eventId, event.round, ctx.now()) : false;
      }),
    );
    return { ...outcome, settled: closed };
  }
}

/** One batch in its own transaction; null when the event's round is not the one being settled. */
async function settleOneBatch(ctx: TAppContext, eventId: number, round: number, betIds: readonly number[]) {
  const accounts = await accountsOfBets(ctx, betIds);
  return withTransactionRetry(() =>
    ctx.database.db.transaction(async (tx) => {
      const locked = await eventToSettle(tx, eventId, "share");
      if (!locked || locked.round !== round) return null;
      const now = ctx.now();
      const result = await settleBatch(
        tx,
        eventId,
        round,
        locked.result as TEventResult,
        betIds,
        accounts,
        now,
      );
      await addRoundTotals(tx, eventId, round, result);
      return result;
    }),
  );
}

async function settleBatch(
  tx: TTx,
  eventId: number,
  round: number,
  result: TEventResult,
  betIds: readonly number[],
  accounts: TAccountsOf,
  now: Date,
): Promise<{ bets: number; paid: number; takenBack: number; members: number[] }> {
  const totals = { bets: 0, paid: 0, takenBack: 0, members: [] as number[] };
  if (betIds.length === 0) return totals;
  const bets = await lockBatchBets(tx, betIds);
  const legs = await legsOfBatch(tx, betIds);
  const due = legs.filter((leg) => leg.eventId === eventId && leg.settledRound < round);
  if (due.length === 0) return totals;
  const selections = await selectionsToSettle(tx, [...new Set(legs.map((leg) => leg.selectionId))]);
  const settledLegs = settleLegs(due, selections, await marketCodes(tx, due, selections), result);
  const legsOf = new Map<number, { before: TLegToSettle[]; after: TLegToSettle[] }>();
  for (const leg of legs) {
    const entry = legsOf.get(leg.betId) ?? { before: [], after: [] };
    entry.before.push(leg);
    entry.after.push(settledLegs.get(leg.id) ?? leg);
    legsOf.set(leg.betId, entry);
  }
  const payouts = new BatchPayouts(eventId, round);
  const rollups = new Map<string, Map<number, TRollupRow>>();
  const exposure = new Map<number, TExposureRow[]>();
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
    const owed = await payouts.add(tx, accountOf(accounts, bet), bet, change, payRound);
    if (change.exposure !== 0) exposureOf(exposure, bet, entry.after, change.exposure);
    const esports = entry.after.every((leg) => selections.get(leg.selectionId)?.sport === "esports");
    addToRollup(rollups, esports ? "ESPORTS" : "SPORTS", bet, change.rollup);
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
  // The batch's own rows first; then the rows other batches of the event (and other events) share
  // — members' rollups, the selections' exposure, the accounts — so their locks are held only from
  // here to the commit, and the batch beside this one waits that long at most.
  await writeLegOutcomes(tx, [...settledLegs.values()], round);
  await writeBetStates(tx, states, now);
  for (const [gameType, rows] of rollups) await addRollups(tx, gameType, [...rows.values()], now);
  for (const [merchantId, rows] of exposure) await addExposureRows(tx, merchantId, rows);
  await payouts.post(tx);
  return totals;
}

/**
 * Each due leg settled by its market's rules. Every leg on a selection has the same outcome, so
 * the rules run once per selection, not once per leg.
 */
function settleLegs(
  due: readonly TLegToSettle[],
  selections: ReadonlyMap<number, TSelectionToSettle>,
  codes: ReadonlyMap<number, string[]>,
  result: TEventResult,
): Map<number, TLegToSettle> {
  const outcomes = new Map<number, TStoredOutcome>();
  const settled = new Map<number, TLegToSettle>();
  for (const leg of due) {
    let outcome = outcomes.get(leg.selectionId);
    if (!outcome) {
      const selection = selections.get(leg.selectionId);
      if (!selection) throw new Error(`selection ${leg.selectionId} missing`);
      outcome = storedOutcome(
        settleStoredSelection(
          {
            type: selection.marketType,
            line: selection.line,
            map: selection.map,
            places: selection.marketPlaces,
            codes: codes.get(selection.marketId) ?? [],
          },
          selection.code,
          result,
        ),
      );
      outcomes.set(leg.selectionId, outcome);
    }
    settled.set(leg.id, { ...leg, ...outcome });
  }
  return settled;
}

/** Every selection code of the due legs' markets (a correct score's listed scores, an outright's field). */
function marketCodes(
  tx: TTx,
  due: readonly TLegToSettle[],
  selections: ReadonlyMap<number, TSelectionToSettle>,
): Promise<Map<number, string[]>> {
  const markets = new Set<number>();
  for (const leg of due) {
    const selection = selections.get(leg.selectionId);
    if (selection) markets.add(selection.marketId);
  }
  return codesOfMarkets(tx, [...markets]);
}

/** Adds a bet's rollup change to its member's row of the game type (one row per member and type). */
function addToRollup(
  rollups: Map<string, Map<number, TRollupRow>>,
  gameType: string,
  bet: TBetToSettle,
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

/** Each member's main account and the house (or trial) shard that pays them, by merchant and member. */
type TAccountsOf = Map<string, { main: number; house: number }>;

function accountOf(accounts: TAccountsOf, bet: TBetToSettle): { main: number; house: number } {
  const found = accounts.get(`${bet.merchantId}:${bet.memberId}:${bet.isTrial}`);
  if (!found) throw new Error(`no accounts for member ${bet.memberId}`);
  return found;
}

/**
 * The accounts a batch of bets pays through, looked up before its transaction on the pool (so
 * their ids are cached once made, and a batch costs no lookup per bet).
 */
async function accountsOfBets(ctx: TAppContext, betIds: readonly number[]): Promise<TAccountsOf> {
  const db = ctx.database.db;
  const found: TAccountsOf = new Map();
  const owners = await betOwners(db, betIds);
  const byMerchant = new Map<number, typeof owners>();
  for (const owner of owners)
    byMerchant.set(owner.merchantId, [...(byMerchant.get(owner.merchantId) ?? []), owner]);
  for (const [merchantId, list] of byMerchant) {
    const mains = await ctx.ledger.memberMains(
      db,
      merchantId,
      list.map((owner) => owner.memberId),
    );
    for (const owner of list) {
      const main = mains.get(owner.memberId);
      if (main === undefined) throw new Error(`no main account for member ${owner.memberId}`);
      const house = await ctx.ledger.system(
        db,
        merchantId,
        owner.isTrial ? "trial" : "house",
        owner.memberId,
      );
      found.set(`${merchantId}:${owner.memberId}:${owner.isTrial}`, { main, house });
    }
  }
  return found;
}

function priced(leg: TLegToSettle) {
  return { odds: leg.odds, outcome: outcomeOfLeg(leg) };
}

/**
 * The money of a batch's changes. Payouts are summed per member into one transfer
 * (`book-pay:<event>:<round>:<member>:<first bet>`): each bet's own return is on the bet, and a
 * member with many winning bets on an event sees one win for it in the account record. A
 * correction's reversal is one transfer per bet (`book-unpay:<bet>:<n>`). A change that takes
 * more back than it pays posts at once — the new payout first, then the old one reversed as far as
 * the wallet holds — and answers what the member could not cover, recorded on the bet as owed,
 * so settlement never stalls on a member who spent a win a corrected result took away.
 */
class BatchPayouts {
  private readonly pays = new Map<
    string,
    { merchantId: number; memberId: number; main: number; house: number; amount: number; firstBetId: number }
  >();
  private readonly unpays = new Map<number, TLedgerStep[]>();

  constructor(
    private readonly eventId: number,
    private readonly round: number,
  ) {}

  async add(
    tx: TTx,
    account: { main: number; house: number },
    bet: TBetToSettle,
    change: { unpay: number; pay: number },
    payRound: number,
  ): Promise<number> {
    const { main, house } = account;
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
              reference: `book-bet:${bet.id}`,
            },
          ]
        : [];
    if (change.unpay <= change.pay) {
      if (change.pay > 0) {
        const key = `${bet.merchantId}:${bet.memberId}:${main}:${house}`;
        const entry = this.pays.get(key) ?? {
          merchantId: bet.merchantId,
          memberId: bet.memberId,
          main,
          house,
          amount: 0,
          firstBetId: bet.id,
        };
        entry.amount += change.pay;
        entry.firstBetId = Math.min(entry.firstBetId, bet.id);
        this.pays.set(key, entry);
      }
      const list = this.unpays.get(bet.merchantId) ?? [];
      list.push(...unpay(change.unpay));
      this.unpays.set(bet.merchantId, list);
      return 0;
    }
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
              reference: `book-bet:${bet.id}`,
            },
          ]
        : [];
    const covered = Math.min(change.unpay, (await lockedAvailableBalance(tx, main)) + change.pay);
    await postLedgerSteps(tx, bet.merchantId, [...pay, ...unpay(covered)]);
    return change.unpay - covered;
  }

  /** Posts the summed payouts first, then the reversals, per merchant. */
  async post(tx: TTx): Promise<void> {
    const byMerchant = new Map<number, TLedgerStep[]>();
    for (const pay of this.pays.values()) {
      const list = byMerchant.get(pay.merchantId) ?? [];
      list.push({
        phase: "posted",
        debit: pay.house,
        credit: pay.main,
        amount: pay.amount,
        code: "game_win",
        key: `book-pay:${this.eventId}:${this.round}:${pay.memberId}:${pay.firstBetId}`,
        reference: `book-event:${this.eventId}`,
      });
      byMerchant.set(pay.merchantId, list);
    }
    for (const [merchantId, list] of this.unpays)
      byMerchant.set(merchantId, [...(byMerchant.get(merchantId) ?? []), ...list]);
    for (const [merchantId, list] of byMerchant)
      if (list.length > 0) await postLedgerSteps(tx, merchantId, list);
  }
}

type TExposureRow = { selectionId: number; stake: number; liability: number; bets: number };

/**
 * A bet leaving the open bets (−1) gives its stake and liability back on each selection;
 * rejoining (+1) takes them again. Gathered per merchant, written once per batch.
 */
function exposureOf(
  exposure: Map<number, TExposureRow[]>,
  bet: TBetToSettle,
  legs: readonly TLegToSettle[],
  sign: -1 | 1,
): void {
  const rows = exposure.get(bet.merchantId) ?? [];
  for (const leg of legs) {
    rows.push({
      selectionId: leg.selectionId,
      stake: sign * bet.stake,
      liability: sign * (bet.potentialReturn - bet.stake),
      bets: sign,
    });
  }
  exposure.set(bet.merchantId, rows);
}
