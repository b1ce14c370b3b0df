import type {
  TBookEvent,
  TBookEventsFilter,
  TBookSport,
  TBookSportCount,
  TEsportsTitle,
} from "@orchid/contract/sportsbook";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { localToday, parseDay, zonedStart } from "../../wallet/index.ts";
import type { BookSettingsCache } from "../book-settings.ts";
import { presentEvent, presentMarket } from "./board-presenter.ts";
import {
  boardEvents,
  eventById,
  finishedEvents,
  hotEvents,
  marketCounts,
  marketsOf,
  selectionsOf,
  sportCounts,
  type TEventRow,
  type TMarketRow,
} from "./board-repo.ts";
import { ALL_MAIN_TYPES, mainMarkets } from "./main-markets.ts";

const DAY_MS = 86_400_000;
/** The most events one board list answers. */
const LIST_LIMIT = 200;

type TMerchantZone = { id: number; timeZone: string };

/** The board as members and visitors see it: counts, lists, one event, hot matches, results. */
export class BookBoard {
  constructor(
    private readonly ctx: TAppContext,
    private readonly settings: BookSettingsCache,
  ) {}

  async sports(merchant: TMerchantZone): Promise<TBookSportCount[]> {
    const rows = await sportCounts(this.ctx.database.db, merchant.id, this.dayEnd(merchant));
    return rows.map((row) => ({
      sport: row.sport as TBookSport,
      title: row.title as TEsportsTitle | null,
      live: row.live,
      today: row.today,
      early: row.early,
      outright: row.outright,
    }));
  }

  async events(merchant: TMerchantZone, query: TBookEventsFilter): Promise<TBookEvent[]> {
    const events = await boardEvents(this.ctx.database.db, merchant.id, {
      sport: query.sport,
      section: query.section,
      title: query.title,
      competitionId: query.competitionId,
      q: query.q || undefined,
      dayEnd: this.dayEnd(merchant),
      limit: LIST_LIMIT,
    });
    return this.withMainMarkets(merchant.id, events);
  }

  async hot(merchant: TMerchantZone, count: number): Promise<TBookEvent[]> {
    return this.withMainMarkets(merchant.id, await hotEvents(this.ctx.database.db, merchant.id, count));
  }

  async results(merchant: TMerchantZone, sport: string, day: string | undefined): Promise<TBookEvent[]> {
    let dayMs: number;
    try {
      dayMs = day ? parseDay(day) : localToday(this.ctx.now(), merchant.timeZone);
    } catch {
      throw new AppError("INVALID_INPUT", { field: "day" });
    }
    const from = zonedStart(dayMs, merchant.timeZone);
    const to = zonedStart(dayMs + DAY_MS, merchant.timeZone);
    const events = await finishedEvents(this.ctx.database.db, merchant.id, sport, from, to);
    const settings = await this.settings.get(merchant.id);
    return events.map((event) => presentEvent(event, [], 0, settings));
  }

  async event(merchantId: number, id: number): Promise<TBookEvent> {
    const db = this.ctx.database.db;
    const event = await eventById(db, id);
    if (!event || (event.merchantId !== null && event.merchantId !== merchantId))
      throw new AppError("NOT_FOUND");
    const markets = await marketsOf(db, [id]);
    const presented = await this.present(merchantId, markets);
    return presentEvent(event, presented, presented.length, await this.settings.get(merchantId));
  }

  private async withMainMarkets(merchantId: number, events: readonly TEventRow[]): Promise<TBookEvent[]> {
    const db = this.ctx.database.db;
    const ids = events.map((event) => event.id);
    const [markets, counts, settings] = await Promise.all([
      marketsOf(db, ids, ALL_MAIN_TYPES),
      marketCounts(db, ids),
      this.settings.get(merchantId),
    ]);
    const byEvent = new Map<number, TMarketRow[]>();
    for (const market of markets) {
      const list = byEvent.get(market.eventId) ?? [];
      list.push(market);
      byEvent.set(market.eventId, list);
    }
    const shown = events.flatMap((event) =>
      mainMarkets(event.sport, event.kind, byEvent.get(event.id) ?? []),
    );
    const presented = new Map((await this.present(merchantId, shown)).map((market) => [market.id, market]));
    return events.map((event) =>
      presentEvent(
        event,
        mainMarkets(event.sport, event.kind, byEvent.get(event.id) ?? []).flatMap((market) => {
          const found = presented.get(market.id);
          return found ? [found] : [];
        }),
        counts.get(event.id) ?? 0,
        settings,
      ),
    );
  }

  private async present(merchantId: number, markets: readonly TMarketRow[]) {
    const settings = await this.settings.get(merchantId);
    const selections = await selectionsOf(
      this.ctx.database.db,
      markets.map((market) => market.id),
    );
    const byMarket = new Map<number, typeof selections>();
    for (const selection of selections) {
      const list = byMarket.get(selection.marketId) ?? [];
      list.push(selection);
      byMarket.set(selection.marketId, list);
    }
    return markets.map((market) => presentMarket(market, byMarket.get(market.id) ?? [], settings));
  }

  private dayEnd(merchant: TMerchantZone): Date {
    return zonedStart(localToday(this.ctx.now(), merchant.timeZone) + DAY_MS, merchant.timeZone);
  }
}
