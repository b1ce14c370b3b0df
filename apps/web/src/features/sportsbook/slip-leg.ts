import type {
  TBookEvent,
  TBookMarket,
  TBookSelection,
  TBookSport,
  TEventState,
  TMarketState,
  TMarketType,
} from "@orchid/contract/sportsbook";
import type { TBookPush } from "./book-push.ts";

/** The most selections the slip holds (a parlay takes ten of them). */
export const MAX_SLIP_LEGS = 15;

/** One selection on the slip, with what showing, checking and placing it needs. */
export type TSlipLeg = {
  selectionId: number;
  eventId: number;
  marketId: number;
  sport: TBookSport;
  competition: string;
  home: string;
  away: string | null;
  startsAt: string;
  marketType: TMarketType;
  line: number | null;
  map: number | null;
  code: string;
  name: string | null;
  /** The price the member agreed to (thousandths): placing sends it. */
  odds: number;
  /** The price now, as the live socket or a refusal told it. */
  current: number;
  isOpen: boolean;
  marketState: TMarketState;
  eventState: TEventState;
  inPlayDelayMs: number;
};

/** A price on the board as a slip leg, at the price shown. */
export function legOf(event: TBookEvent, market: TBookMarket, selection: TBookSelection): TSlipLeg {
  return {
    selectionId: selection.id,
    eventId: event.id,
    marketId: market.id,
    sport: event.sport,
    competition: event.competition,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt,
    marketType: market.type,
    line: market.line,
    map: market.map,
    code: selection.code,
    name: selection.name,
    odds: selection.odds,
    current: selection.odds,
    isOpen: selection.open,
    marketState: market.state,
    eventState: event.state,
    inPlayDelayMs: event.inPlayDelayMs,
  };
}

/**
 * Clicking a price: takes it off the slip when it is there, else puts it on (up to
 * MAX_SLIP_LEGS). A second selection of one event stays as a single; the parlay flags it.
 */
export function toggleLeg(legs: readonly TSlipLeg[], leg: TSlipLeg): TSlipLeg[] {
  if (legs.some((item) => item.selectionId === leg.selectionId)) {
    return legs.filter((item) => item.selectionId !== leg.selectionId);
  }
  if (legs.length >= MAX_SLIP_LEGS) return [...legs];
  return [...legs, leg];
}

/** A live push applied to the slip's legs; the same array back when no leg changed. */
export function applyPushToLegs(legs: TSlipLeg[], push: TBookPush): TSlipLeg[] {
  let isChanged = false;
  const next = legs.map((leg) => {
    if (leg.eventId !== push.eventId) return leg;
    let updated = leg;
    if (push.type === "odds") {
      const price = push.selections.find((selection) => selection.id === leg.selectionId);
      if (price && (price.odds !== leg.current || price.open !== leg.isOpen)) {
        updated = { ...leg, current: price.odds, isOpen: price.open };
      }
    } else if (push.type === "market") {
      if (push.marketId === leg.marketId && push.state !== leg.marketState) {
        updated = { ...leg, marketState: push.state };
      }
    } else if (push.state !== leg.eventState) {
      updated = { ...leg, eventState: push.state };
    }
    if (updated !== leg) isChanged = true;
    return updated;
  });
  return isChanged ? next : legs;
}

/** The prices a refusal (ODDS_CHANGED) says the legs have now. */
export function withQuotedPrices(
  legs: readonly TSlipLeg[],
  quoted: readonly { selectionId: number; odds: number }[],
): TSlipLeg[] {
  const prices = new Map(quoted.map((leg) => [leg.selectionId, leg.odds]));
  return legs.map((leg) => {
    const odds = prices.get(leg.selectionId);
    return odds === undefined || odds === leg.current ? leg : { ...leg, current: odds };
  });
}

/** The member accepts the prices as they are now. */
export function acceptCurrentPrices(legs: readonly TSlipLeg[]): TSlipLeg[] {
  return legs.map((leg) => (leg.odds === leg.current ? leg : { ...leg, odds: leg.current }));
}

/**
 * A refusal said a selection takes no bets now, and why: the leg shows locked for that reason
 * (the selection, its market or its event), until a live push opens it again.
 */
export function withSuspension(legs: readonly TSlipLeg[], selectionId: number, reason: string): TSlipLeg[] {
  return legs.map((leg) => {
    if (leg.selectionId !== selectionId) return leg;
    if (reason === "selection") return { ...leg, isOpen: false };
    if (reason === "market_suspended") return { ...leg, marketState: "suspended" };
    if (reason === "market_closed") return { ...leg, marketState: "closed" };
    if (reason === "suspended" || reason === "ended" || reason === "cancelled")
      return { ...leg, eventState: reason };
    return leg;
  });
}
