import { combinedOdds } from "@orchid/games/sportsbook/pricing";
import type { TAppContext } from "../../../app-context.ts";
import type { TDatabase, TScriptExec } from "../../../db/database.ts";
import { NotForBatch, type TSettled, togetherElseAlone } from "../../../db/shared-transactions.ts";
import { sqlArray, sqlLiteral } from "../../../db/sql-literal.ts";
import { AppError } from "../../../http/app-error.ts";
import {
  applyStep,
  HOUSE_SHARDS,
  lockAccountsText,
  lockedAccountsOf,
  postLinesText,
  withTransactionRetry,
} from "../../wallet/index.ts";
import { betStep, pricingOf, type TBetToPlace, type TPlacedBet } from "./bet-to-place.ts";
import { assertStakeLimits, priceLegs, type TPricedLeg } from "./leg-pricing.ts";
import { legRowsOf, lockLegRowsText, type TLegRow } from "./leg-rows.ts";
import { placeAlone } from "./place-bet.ts";

/** `book_add_stakes` (migration 0032) refusing a batch: a member's or a selection's cap passed. */
const CAP_PASSED = "OB001";
const UNIQUE_VIOLATION = "23505";

type TPriced = { bet: TBetToPlace; betId: number; legs: TPricedLeg[]; potentialReturn: number };

/**
 * Places bets that arrived together in one transaction of two exchanges with the database,
 * whatever their number (decisions/0024). The first share-locks their events in id order, reads
 * their selections, locks the members' and the house's accounts in id order and reserves the bets' ids;
 * each bet is then priced again and paid in memory by the same rules as alone; the second writes
 * the bets, their legs, the ledger lines with the accounts' new totals, the counters the caps
 * check (`book_add_stakes`) and the both-sides marks, and commits. The locks are taken in the
 * order placing one bet takes them. Anything that would refuse a bet throws NotForBatch and
 * changes nothing.
 */
export async function writeBetBatch(
  database: TDatabase,
  now: Date,
  bets: readonly TBetToPlace[],
): Promise<TPlacedBet[]> {
  try {
    return await withTransactionRetry(() =>
      database.scriptTransaction((exec) => betTransaction(exec, now, bets)),
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === CAP_PASSED || code === UNIQUE_VIOLATION) throw new NotForBatch();
    throw error;
  }
}

async function betTransaction(
  exec: TScriptExec,
  now: Date,
  bets: readonly TBetToPlace[],
): Promise<TPlacedBet[]> {
  const keys = new Set(bets.map((bet) => `${bet.memberId}\u0000${bet.input.requestKey}`));
  if (keys.size !== bets.length) throw new NotForBatch();
  const accountIds = bets.flatMap((bet) => [bet.memberAccount, bet.houseAccount]);
  const [, legRowsFound = [], accountRows = [], idRows = []] = await exec(
    [
      lockLegRowsText(
        bets.flatMap((bet) => bet.eventIds),
        bets.flatMap((bet) => bet.input.legs.map((leg) => leg.selectionId)),
      ),
      lockAccountsText(accountIds),
      `select nextval('book_bets_id_seq') as id from generate_series(1, ${bets.length})`,
    ].join(";\n"),
  );
  const rows = legRowsOf(legRowsFound);
  const accounts = lockedAccountsOf(accountIds, accountRows);
  const ids = (idRows as { id: string | number }[]).map((row) => Number(row.id));
  const refused = new Set<number>();
  const priced: TPriced[] = [];
  const lines = [];
  for (const [index, bet] of bets.entries()) {
    try {
      const legs = priceLegs(rows, bet.input.legs, pricingOf(bet, now));
      const potentialReturn = assertStakeLimits(bet.input.stake, legs, bet.settings);
      const betId = ids[index];
      if (betId === undefined) throw new Error("a bet id was not reserved");
      lines.push({ merchantId: bet.merchantId, line: applyStep(betStep(bet, betId), accounts, new Map()) });
      priced.push({ bet, betId, legs, potentialReturn });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.add(index);
    }
  }
  if (refused.size > 0) throw new NotForBatch(refused);
  await exec(
    [
      insertBetsText(priced, now),
      insertLegsText(priced),
      postLinesText(lines, [...accounts.values()]),
      addStakesText(priced),
      hedgeText(priced),
    ].join(";\n"),
    { commit: true },
  );
  return priced.map(({ betId, legs, potentialReturn }) => ({
    betId,
    legs,
    rows: pickRows(rows, legs),
    potentialReturn,
    at: now,
  }));
}

function pickRows(rows: ReadonlyMap<number, TLegRow>, legs: readonly TPricedLeg[]): Map<number, TLegRow> {
  const picked = new Map<number, TLegRow>();
  for (const leg of legs) {
    const row = rows.get(leg.selectionId);
    if (row) picked.set(leg.selectionId, row);
  }
  return picked;
}

function insertBetsText(priced: readonly TPriced[], now: Date): string {
  const column = (type: string, pick: (item: TPriced) => string | number | boolean) =>
    sqlArray(priced.map(pick), type);
  return `insert into book_bets (id, merchant_id, member_id, request_key, request_hash, kind, stake, odds,
      potential_return, legs_open, is_trial, placed_at)
    select v.*, ${sqlLiteral(now.toISOString())}::timestamptz from unnest(${[
      column("bigint", (p) => p.betId),
      column("int", (p) => p.bet.merchantId),
      column("int", (p) => p.bet.memberId),
      column("text", (p) => p.bet.input.requestKey),
      column("text", (p) => p.bet.requestHash),
      column("text", (p) => (p.legs.length > 1 ? "parlay" : "single")),
      column("bigint", (p) => p.bet.input.stake),
      column("text", (p) => combinedOdds(p.legs.map((leg) => leg.odds))),
      column("bigint", (p) => p.potentialReturn),
      column("smallint", (p) => p.legs.length),
      column("boolean", (p) => p.bet.isTrial),
    ].join(", ")}) as v`;
}

function insertLegsText(priced: readonly TPriced[]): string {
  const legs = priced.flatMap(({ betId, legs }) => legs.map((leg) => ({ betId, leg })));
  const column = (type: string, pick: (item: (typeof legs)[number]) => number | boolean) =>
    sqlArray(legs.map(pick), type);
  return `insert into book_bet_legs (bet_id, selection_id, market_id, event_id, odds, live)
    select * from unnest(${[
      column("bigint", (l) => l.betId),
      column("bigint", (l) => l.leg.selectionId),
      column("bigint", (l) => l.leg.marketId),
      column("bigint", (l) => l.leg.eventId),
      column("int", (l) => l.leg.odds),
      column("boolean", (l) => l.leg.live),
    ].join(", ")})`;
}

/**
 * `book_add_stakes` with the batch's stakes summed per member and event and per merchant and
 * selection, each row with its cap, in the order placing one bet locks them.
 */
function addStakesText(priced: readonly TPriced[]): string {
  const members = new Map<string, { memberId: number; eventId: number; stake: number; cap: number }>();
  const exposure = new Map<
    string,
    { merchantId: number; selectionId: number; stake: number; liability: number; bets: number; cap: number }
  >();
  for (const { bet, legs, potentialReturn } of priced) {
    const stake = bet.input.stake;
    for (const eventId of new Set(legs.map((leg) => leg.eventId))) {
      const key = `${bet.memberId}:${eventId}`;
      const row = members.get(key) ?? {
        memberId: bet.memberId,
        eventId,
        stake: 0,
        cap: bet.settings.memberEventCap,
      };
      row.stake += stake;
      members.set(key, row);
    }
    for (const leg of legs) {
      const key = `${bet.merchantId}:${leg.selectionId}`;
      const row = exposure.get(key) ?? {
        merchantId: bet.merchantId,
        selectionId: leg.selectionId,
        stake: 0,
        liability: 0,
        bets: 0,
        cap: bet.settings.liabilityCap,
      };
      row.stake += stake;
      row.liability += potentialReturn - stake;
      row.bets += 1;
      exposure.set(key, row);
    }
  }
  const memberRows = [...members.values()].sort((a, b) => a.memberId - b.memberId || a.eventId - b.eventId);
  const exposureRows = [...exposure.values()].sort(
    (a, b) => a.merchantId - b.merchantId || a.selectionId - b.selectionId,
  );
  const m = (type: string, pick: (row: (typeof memberRows)[number]) => number) =>
    sqlArray(memberRows.map(pick), type);
  const x = (type: string, pick: (row: (typeof exposureRows)[number]) => number) =>
    sqlArray(exposureRows.map(pick), type);
  return `select book_add_stakes(${[
    m("int", (r) => r.memberId),
    m("bigint", (r) => r.eventId),
    m("bigint", (r) => r.stake),
    m("bigint", (r) => r.cap),
    x("int", (r) => r.merchantId),
    x("bigint", (r) => r.selectionId),
    x("bigint", (r) => r.stake),
    x("bigint", (r) => r.liability),
    x("int", (r) => r.bets),
    x("bigint", (r) => r.cap),
  ].join(", ")})`;
}

/**
 * The both-sides rule for the batch's singles, as `markHedged` applies it to one: a single on
 * another selection of a market the member already backs with an open single marks both. Each
 * new single looks through its own member's bets only (the `offset 0` keeps the lookup per
 * member, by the member's index, whatever the table's statistics say about open bets).
 */
function hedgeText(priced: readonly TPriced[]): string {
  const singles = priced.flatMap(({ bet, betId, legs }) => {
    const [only] = legs;
    return legs.length === 1 && only ? [{ betId, memberId: bet.memberId, leg: only }] : [];
  });
  if (singles.length === 0) return "select 1";
  const column = (type: string, pick: (item: (typeof singles)[number]) => number) =>
    sqlArray(singles.map(pick), type);
  return `with n(bet_id, member_id, market_id, selection_id) as (
      select * from unnest(${[
        column("bigint", (s) => s.betId),
        column("int", (s) => s.memberId),
        column("bigint", (s) => s.leg.marketId),
        column("bigint", (s) => s.leg.selectionId),
      ].join(", ")})
    ), hit as (
      select n.bet_id, o.id as other
      from n
      cross join lateral (
        select b.id from book_bets b
        join book_bet_legs l on l.bet_id = b.id
        where b.member_id = n.member_id and b.id <> n.bet_id and b.state = 'open' and b.kind = 'single'
          and l.market_id = n.market_id and l.selection_id <> n.selection_id
        offset 0
      ) o
    )
    update book_bets set hedged = true
    where id in (select bet_id from hit union select other from hit) and not hedged`;
}

/** Turns through the house's shards, one per batch. */
let nextHouseShard = 0;

/**
 * The batch's stakes all go to one shard of the house (the next in turn), so two batches in flight
 * lock different house rows and neither waits for the other's commit; a bet placed alone keeps
 * its member's shard. Which shard takes a stake does not matter: the house is the sum of them.
 */
async function withBatchHouse(ctx: TAppContext, bets: readonly TBetToPlace[]): Promise<TBetToPlace[]> {
  const shard = nextHouseShard;
  nextHouseShard = (nextHouseShard + 1) % HOUSE_SHARDS;
  const db = ctx.database.db;
  // One lookup per merchant and kind of account, however many of the batch's bets share it.
  const houses = new Map<string, Promise<number>>();
  const houseOf = (bet: TBetToPlace) => {
    const kind = bet.isTrial ? "trial" : "house";
    const key = `${bet.merchantId}:${kind}`;
    const found = houses.get(key) ?? ctx.ledger.system(db, bet.merchantId, kind, shard);
    houses.set(key, found);
    return found;
  };
  return Promise.all(bets.map(async (bet) => ({ ...bet, houseAccount: await houseOf(bet) })));
}

/**
 * Places bets that arrived together in one shared transaction (group commit, `writeBetBatch`).
 * Bets the batch's pricing refused are placed alone, for their own exact refusal, and the others
 * go again in the next batch; anything else that keeps the batch from sharing (a key already
 * taken, a cap passed) or a batch that fails as a whole places each bet alone.
 */
export function placeBetBatch(ctx: TAppContext, bets: TBetToPlace[]): Promise<TSettled<TPlacedBet>[]> {
  return togetherElseAlone(
    bets,
    async () => writeBetBatch(ctx.database, ctx.now(), await withBatchHouse(ctx, bets)),
    (bet) => placeAlone(ctx, bet),
  );
}
