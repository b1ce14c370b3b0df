import type {
  TBoBookNewEvent,
  TBoBookSettings,
  TBoBookTrading,
  ZBoBookBetSearch,
  ZBoBookEventSearch,
  ZBoBookEventStatus,
  ZBoBookNewEvent,
  ZBoBookResultRequest,
} from "@orchid/contract/backoffice-book";
import type { TFeedMarket } from "@orchid/contract/sportsbook";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { rowsOf, type TTx } from "../../../db/database.ts";
import { bookSettings } from "../../../db/schema/sportsbook.ts";
import { AppError } from "../../../http/app-error.ts";
import { recordOperatorAction, requestApproval, type TConsoleCall } from "../../operators/index.ts";
import { withTransactionRetry } from "../../wallet/index.ts";
import { type BookSettingsCache, readBookSettings } from "../book-settings.ts";
import { competitorsOf, lockEventById, updateEventStatus, upsertMarkets } from "../feed/feed-repo.ts";
import { resultProblem } from "../feed/result-shape.ts";
import type { BookEvents } from "../live/book-events.ts";
import { BOOK_RESULT_KIND, type TBookResultPayload } from "./book-approvals.ts";
import { presentConsoleEvent, presentTrading } from "./console-presenter.ts";
import {
  consoleEvent,
  pendingResultApproval,
  resultAudit,
  searchBets,
  searchEvents,
  tradingRows,
} from "./console-repo.ts";

type TMerchantRef = { id: number };

/** The console's book: events, trading, the merchant's own events, results for approval, bets, settings. */
export class ConsoleBook {
  constructor(
    private readonly ctx: TAppContext,
    private readonly settings: BookSettingsCache,
    private readonly live: BookEvents,
  ) {}

  async events(merchant: TMerchantRef, input: z.output<typeof ZBoBookEventSearch>) {
    const { rows, total } = await searchEvents(this.ctx.database.db, merchant.id, {
      sport: input.sport,
      state: input.state,
      q: input.q || undefined,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    return {
      rows: rows.map((row) => presentConsoleEvent(row, merchant.id)),
      page: input.page,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    };
  }

  async trading(merchant: TMerchantRef, eventId: number): Promise<TBoBookTrading> {
    const db = this.ctx.database.db;
    const event = await consoleEvent(db, merchant.id, eventId);
    if (!event) throw new AppError("NOT_FOUND");
    const [rows, results, pending] = await Promise.all([
      tradingRows(db, merchant.id, eventId),
      resultAudit(db, eventId),
      pendingResultApproval(db, eventId, BOOK_RESULT_KIND),
    ]);
    return presentTrading(
      presentConsoleEvent(event, merchant.id),
      rows,
      results,
      pending,
      await this.settings.get(merchant.id),
    );
  }

  /**
   * Suspends, reopens or closes a market. A feed event's market is every merchant's, so only a
   * platform operator or the event's own merchant may move it (FORBIDDEN otherwise).
   */
  async marketState(call: TConsoleCall, marketId: number, state: string): Promise<TBoBookTrading> {
    const eventId = await this.changeMarket(
      call,
      marketId,
      { name: "book.markets.state", after: { state } },
      (tx) => tx.execute(sql`update book_markets set state = ${state} where id = ${marketId}`),
    );
    this.live.publish({ type: "market", eventId, marketId, state, at: this.ctx.now().getTime() });
    return this.trading(call.merchant, eventId);
  }

  async marketLimit(call: TConsoleCall, marketId: number, maxStake: number | null): Promise<TBoBookTrading> {
    const limit = { name: "book.markets.limit", after: { maxStake } };
    const eventId = await this.changeMarket(call, marketId, limit, (tx) =>
      tx.execute(sql`update book_markets set max_stake = ${maxStake} where id = ${marketId}`),
    );
    return this.trading(call.merchant, eventId);
  }

  async selectionSwitch(call: TConsoleCall, selectionId: number, open: boolean): Promise<TBoBookTrading> {
    const [row] = rowsOf<{ market_id: string | number }>(
      await this.ctx.database.db.execute(
        sql`select market_id from book_selections where id = ${selectionId}`,
      ),
    );
    if (!row) throw new AppError("NOT_FOUND");
    const marketId = Number(row.market_id);
    let change: { id: number; marketType: string; odds: number; open: boolean } | undefined;
    const action = { name: "book.selections.switch", after: { selectionId, open } };
    const eventId = await this.changeMarket(call, marketId, action, async (tx) => {
      const [updated] = rowsOf<{ odds: number; type: string }>(
        await tx.execute(sql`update book_selections s set open = ${open} from book_markets m
          where s.id = ${selectionId} and m.id = s.market_id returning s.odds, m.type`),
      );
      if (updated) change = { id: selectionId, marketType: updated.type, odds: updated.odds, open };
    });
    if (change)
      this.live.publish({ type: "odds", eventId, selections: [change], at: this.ctx.now().getTime() });
    return this.trading(call.merchant, eventId);
  }

  async newEvent(call: TConsoleCall, input: z.output<typeof ZBoBookNewEvent>) {
    const eventId = await withTransactionRetry(() =>
      this.ctx.database.db.transaction(async (tx) => {
        const competitionId = await ownCompetition(tx, call.merchant.id, input);
        const [row] = rowsOf<{ id: string | number }>(
          await tx.execute(sql`
            insert into book_events (competition_id, merchant_id, kind, stage, home, away, starts_at)
            values (${competitionId}, ${call.merchant.id}, ${input.kind}, ${input.stage ?? null}, ${input.home},
              ${input.away}, ${input.startsAt}::timestamptz)
            returning id`),
        );
        if (!row) throw new Error("an event insert answered no row");
        await upsertMarkets(tx, Number(row.id), checkedMarkets(input.kind, input.markets));
        await audit(tx, call, "book.events.create", "book_event", Number(row.id), {
          home: input.home,
          away: input.away,
          startsAt: input.startsAt,
        });
        return Number(row.id);
      }),
    );
    return this.trading(call.merchant, eventId);
  }

  async ownEventStatus(
    call: TConsoleCall,
    input: z.output<typeof ZBoBookEventStatus>,
  ): Promise<TBoBookTrading> {
    const row = await this.ctx.database.db.transaction(async (tx) => {
      await this.lockOwnEvent(tx, call, input.eventId);
      const updated = await updateEventStatus(tx, input.eventId, input);
      if (updated) await audit(tx, call, "book.events.status", "book_event", input.eventId, { ...updated });
      return updated;
    });
    if (!row) throw new AppError("ORDER_STATE_CHANGED", { reason: "ended" });
    this.live.publish({
      type: "event",
      eventId: input.eventId,
      state: row.state,
      score: row.score,
      clock: row.clock,
      at: this.ctx.now().getTime(),
    });
    return this.trading(call.merchant, input.eventId);
  }

  async ownEventOdds(call: TConsoleCall, eventId: number, markets: TFeedMarket[]): Promise<TBoBookTrading> {
    const selections = await withTransactionRetry(() =>
      this.ctx.database.db.transaction(async (tx) => {
        const event = await this.lockOwnEvent(tx, call, eventId);
        if (event.state === "ended" || event.state === "cancelled") {
          throw new AppError("ORDER_STATE_CHANGED", { reason: event.state });
        }
        const written = await upsertMarkets(tx, eventId, checkedMarkets(event.kind, markets));
        await audit(tx, call, "book.events.odds", "book_event", eventId, { markets });
        return written;
      }),
    );
    this.live.publish({ type: "odds", eventId, selections, at: this.ctx.now().getTime() });
    return this.trading(call.merchant, eventId);
  }

  /** Files a result for a second operator; one pending result per event (claimed under a lock first). */
  async fileResult(
    call: TConsoleCall,
    input: z.output<typeof ZBoBookResultRequest>,
  ): Promise<{ approvalId: number }> {
    const db = this.ctx.database.db;
    const event = await consoleEvent(db, call.merchant.id, input.eventId);
    if (!event) throw new AppError("NOT_FOUND");
    if (event.merchant_id === null && call.found.operator.merchantId !== null) {
      throw new AppError("FORBIDDEN", { reason: "feed_event" });
    }
    if (event.state === "prematch") throw new AppError("ORDER_STATE_CHANGED", { reason: "not_started" });
    const competitors =
      event.kind === "outright" ? await db.transaction((tx) => competitorsOf(tx, input.eventId)) : [];
    const problem = resultProblem(event.kind, input.result, competitors);
    if (problem)
      throw new AppError("INVALID_INPUT", {
        fields: [{ field: "result", path: "result", key: `sb_err_${problem}` }],
      });
    const payload: TBookResultPayload = {
      eventId: input.eventId,
      result: input.result,
      event: event.away ? `${event.home} v ${event.away}` : event.home,
    };
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('book-result-request'), ${input.eventId})`);
      if ((await pendingResultApproval(tx, input.eventId, BOOK_RESULT_KIND)) !== null) {
        throw new AppError("APPROVAL_PENDING");
      }
      return requestApproval(
        tx,
        {
          merchantId: call.merchant.id,
          kind: BOOK_RESULT_KIND,
          payload,
          amountMinor: null,
          requestedBy: call.found.operator.id,
          note: input.note ?? payload.event,
        },
        call.client,
      );
    });
    return { approvalId: row.id };
  }

  async bets(merchant: TMerchantRef, input: z.output<typeof ZBoBookBetSearch>) {
    const db = this.ctx.database.db;
    const rows = await searchBets(db, merchant.id, {
      from: input.from,
      to: input.to,
      username: input.username || undefined,
      eventId: input.eventId,
      state: input.state,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    });
    const legs = await legsForConsole(
      this.ctx,
      rows.map((row) => Number(row.id)),
    );
    const total = Number(rows[0]?.total ?? 0);
    return {
      rows: rows.map((row) => ({
        id: Number(row.id),
        username: row.username,
        kind: row.kind as "single" | "parlay",
        stake: Number(row.stake),
        odds: row.odds,
        potentialReturn: Number(row.potential_return),
        state: row.state as "open" | "settled" | "cashed_out",
        payout: row.payout === null ? null : Number(row.payout),
        owed: Number(row.owed),
        hedged: row.hedged,
        placedAt: new Date(row.placed_at).toISOString(),
        settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
        legs: legs.get(Number(row.id)) ?? [],
      })),
      page: input.page,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
      stake: Number(rows[0]?.sum_stake ?? 0),
      payout: Number(rows[0]?.sum_payout ?? 0),
    };
  }

  async settingsOf(merchant: TMerchantRef): Promise<TBoBookSettings> {
    const row = await readBookSettings(this.ctx.database.db, merchant.id);
    return { ...row, margins: row.margins as TBoBookSettings["margins"] };
  }

  async saveSettings(call: TConsoleCall, input: TBoBookSettings): Promise<TBoBookSettings> {
    const values = { ...input, margins: input.margins, updatedAt: this.ctx.now() };
    await this.ctx.database.db.transaction(async (tx) => {
      await tx
        .insert(bookSettings)
        .values({ merchantId: call.merchant.id, ...values })
        .onConflictDoUpdate({ target: bookSettings.merchantId, set: values });
      await audit(tx, call, "book.settings.save", "book_settings", call.merchant.id, { ...input });
    });
    this.settings.forget(call.merchant.id);
    return this.settingsOf(call.merchant);
  }

  /** Runs a change of a market the operator may move; answers the market's event. */
  private async changeMarket(
    call: TConsoleCall,
    marketId: number,
    action: { name: string; after: Record<string, unknown> },
    change: (tx: TTx) => Promise<unknown>,
  ): Promise<number> {
    return this.ctx.database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ event_id: string | number; merchant_id: number | null }>(
        await tx.execute(sql`select m.event_id, e.merchant_id from book_markets m join book_events e on e.id = m.event_id
          where m.id = ${marketId} for update of m`),
      );
      if (!row || (row.merchant_id !== null && row.merchant_id !== call.merchant.id))
        throw new AppError("NOT_FOUND");
      if (row.merchant_id === null && call.found.operator.merchantId !== null) {
        throw new AppError("FORBIDDEN", { reason: "feed_event" });
      }
      await change(tx);
      await audit(tx, call, action.name, "book_market", marketId, action.after);
      return Number(row.event_id);
    });
  }

  private async lockOwnEvent(tx: TTx, call: TConsoleCall, eventId: number) {
    const event = await lockEventById(tx, eventId);
    if (!event || (event.merchantId !== null && event.merchantId !== call.merchant.id))
      throw new AppError("NOT_FOUND");
    if (event.merchantId === null) throw new AppError("FORBIDDEN", { reason: "feed_event" });
    return event;
  }
}

/** The audit row of a console change, in its transaction. */
function audit(
  tx: TTx,
  call: TConsoleCall,
  action: string,
  targetType: string,
  targetId: number,
  after: Record<string, unknown>,
): Promise<void> {
  return recordOperatorAction(
    tx,
    {
      operatorId: call.found.operator.id,
      merchantId: call.merchant.id,
      action,
      outcome: "ok",
      targetType,
      targetId,
      after,
    },
    call.client,
  );
}

/** The merchant's own competition of that name and sport, made on first use. */
async function ownCompetition(tx: TTx, merchantId: number, input: TBoBookNewEvent): Promise<number> {
  const [found] = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from book_competitions where merchant_id = ${merchantId} and sport = ${input.sport}
      and name = ${input.competition} and feed_ref is null limit 1`),
  );
  if (found) return found.id;
  const [made] = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into book_competitions (sport, title, name, merchant_id)
      values (${input.sport}, ${input.title ?? null}, ${input.competition}, ${merchantId}) returning id`),
  );
  if (!made) throw new Error("a competition insert answered no row");
  return made.id;
}

const MATCH_MARKETS = new Set([
  "1x2",
  "double_chance",
  "btts",
  "correct_score",
  "odd_even",
  "asian_handicap",
  "over_under",
  "match_winner",
]);
const SERIES_MARKETS = new Set(["match_winner", "map_winner", "map_handicap", "total_maps"]);

/** Markets an operator may open on an event of this kind (INVALID_INPUT names the first that does not fit). */
function checkedMarkets(kind: string, markets: TFeedMarket[]): TFeedMarket[] {
  const allowed = kind === "series" ? SERIES_MARKETS : MATCH_MARKETS;
  for (const [index, market] of markets.entries()) {
    if (!allowed.has(market.type)) {
      throw new AppError("INVALID_INPUT", {
        fields: [{ field: "markets", path: `markets.${index}.type`, key: "err_invalid_input" }],
      });
    }
  }
  return markets;
}

async function legsForConsole(ctx: TAppContext, betIds: readonly number[]) {
  const found = new Map<
    number,
    {
      eventId: number;
      event: string;
      marketType: TFeedMarket["type"];
      line: number | null;
      code: string;
      odds: number;
      live: boolean;
      outcome: string | null;
    }[]
  >();
  if (betIds.length === 0) return found;
  const rows = rowsOf<{
    bet_id: string | number;
    event_id: string | number;
    home: string;
    away: string | null;
    type: TFeedMarket["type"];
    line: number | null;
    code: string;
    odds: number;
    live: boolean;
    outcome: string | null;
  }>(
    await ctx.database.db.execute(sql`
      select l.bet_id, l.event_id, e.home, e.away, m.type, m.line, s.code, l.odds, l.live, l.outcome
      from book_bet_legs l join book_events e on e.id = l.event_id join book_markets m on m.id = l.market_id
      join book_selections s on s.id = l.selection_id
      where l.bet_id = any(${`{${betIds.join(",")}}`}::bigint[]) order by l.bet_id, l.id`),
  );
  for (const row of rows) {
    const list = found.get(Number(row.bet_id)) ?? [];
    list.push({
      eventId: Number(row.event_id),
      event: row.away ? `${row.home} v ${row.away}` : row.home,
      marketType: row.type,
      line: row.line,
      code: row.code,
      odds: row.odds,
      live: row.live,
      outcome: row.outcome,
    });
    found.set(Number(row.bet_id), list);
  }
  return found;
}
