import type { TBookBet, TPlaceBookBet } from "@orchid/contract/sportsbook";
import { combinedOdds } from "@orchid/games/sportsbook/pricing";
import type { TAppContext } from "../../../app-context.ts";
import { SharedTransactions } from "../../../db/shared-transactions.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TMember } from "../../accounts/index.ts";
import { requestHash } from "../../wallet/index.ts";
import type { BookSettingsCache } from "../book-settings.ts";
import { placeBetBatch } from "./bet-batch.ts";
import { presentBet } from "./bet-presenter.ts";
import type { TBetToPlace, TPlacedBet } from "./bet-to-place.ts";
import { findBet, findBetByKey, legsOfBets, memberBets, type TBetLegRow, type TBetRow } from "./bets-repo.ts";
import { cashOutBet } from "./cash-out.ts";
import { cashOutQuote } from "./cash-out-quote.ts";
import { DuplicateBet, prepareBet } from "./place-bet.ts";

type TPlayer = { merchantId: number; member: TMember };

/** Bets of the same moment share a transaction: at most 32 a batch, two batches at once (decisions/0024). */
const PLACING_BATCH = { maxBatch: 32, maxInFlight: 2 };

/** Members' bets: placing once per key, the list with cash-out prices, cashing out. */
export class BookBets {
  private readonly placing: SharedTransactions<TBetToPlace, TPlacedBet>;

  constructor(
    private readonly ctx: TAppContext,
    private readonly settings: BookSettingsCache,
  ) {
    this.placing = new SharedTransactions((bets) => placeBetBatch(ctx, bets), PLACING_BATCH);
  }

  /** Places a bet, or answers the bet its request key already placed (same request) or refuses a different one. */
  async place(player: TPlayer, input: TPlaceBookBet): Promise<TBookBet> {
    const hash = requestHash({ legs: input.legs, stake: input.stake, acceptOdds: input.acceptOdds });
    try {
      const toPlace = await prepareBet(this.ctx, this.settings, { ...player, input, requestHash: hash });
      const placed = await this.placing.submit(toPlace);
      this.ctx.walletEvents.publish("balance", [player.member.id]);
      return this.presentPlaced(placed, player, input);
    } catch (error) {
      const earlier =
        error instanceof DuplicateBet || error instanceof AppError
          ? await findBetByKey(this.ctx.database.db, player.member.id, input.requestKey)
          : undefined;
      if (!earlier) throw error;
      if (earlier.requestHash !== hash) throw new AppError("IDEMPOTENCY_MISMATCH");
      return this.present(earlier.id, player.merchantId);
    }
  }

  async list(
    player: TPlayer,
    query: { state: "open" | "settled"; page: number; pageSize: number },
  ): Promise<{ rows: TBookBet[]; page: number; pageSize: number; total: number; totalPages: number }> {
    const db = this.ctx.database.db;
    const { rows, total } = await memberBets(
      db,
      player.member.id,
      query.state,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    const legs = await legsOfBets(
      db,
      rows.map((row) => row.id),
    );
    const settings = await this.settings.get(player.merchantId);
    return {
      rows: rows.map((bet) => {
        const own = legs.filter((leg) => leg.betId === bet.id);
        return presentBet(bet, own, cashOutQuote(bet, own, settings));
      }),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  async cashOut(
    player: TPlayer,
    input: { betId: number; amount: number; requestKey: string },
  ): Promise<TBookBet> {
    const betId = await cashOutBet(this.ctx, this.settings, { ...player, ...input });
    this.ctx.walletEvents.publish("balance", [player.member.id]);
    return this.present(betId, player.merchantId);
  }

  /** The bet just placed, from what placing read and wrote (no read after the commit). */
  private async presentPlaced(placed: TPlacedBet, player: TPlayer, input: TPlaceBookBet): Promise<TBookBet> {
    const bet: TBetRow = {
      id: placed.betId,
      merchantId: player.merchantId,
      memberId: player.member.id,
      requestKey: input.requestKey,
      requestHash: "",
      kind: placed.legs.length > 1 ? "parlay" : "single",
      stake: input.stake,
      odds: combinedOdds(placed.legs.map((leg) => leg.odds)),
      potentialReturn: placed.potentialReturn,
      state: "open",
      payout: null,
      payRound: 0,
      legsOpen: placed.legs.length,
      hedged: false,
      isTrial: false,
      cashOutKey: null,
      placedAt: placed.at,
      settledAt: null,
    };
    const legs: TBetLegRow[] = placed.legs.map((leg) => {
      const row = placed.rows.get(leg.selectionId);
      if (!row) throw new Error(`selection ${leg.selectionId} vanished`);
      return {
        betId: placed.betId,
        selectionId: leg.selectionId,
        eventId: leg.eventId,
        odds: leg.odds,
        live: leg.live,
        outcome: null,
        places: null,
        tied: null,
        code: row.code,
        name: row.name,
        currentOdds: row.odds,
        selectionOpen: row.open,
        marketType: row.marketType,
        marketState: row.marketState,
        line: row.line,
        map: row.map,
        sport: row.sport,
        home: row.home,
        away: row.away,
        startsAt: row.startsAt,
        eventState: row.eventState,
      };
    });
    return presentBet(bet, legs, cashOutQuote(bet, legs, await this.settings.get(player.merchantId)));
  }

  private async present(betId: number, merchantId: number): Promise<TBookBet> {
    const db = this.ctx.database.db;
    const bet: TBetRow | undefined = await findBet(db, betId);
    if (!bet) throw new Error(`bet ${betId} vanished`);
    const legs = await legsOfBets(db, [betId]);
    return presentBet(bet, legs, cashOutQuote(bet, legs, await this.settings.get(merchantId)));
  }
}
