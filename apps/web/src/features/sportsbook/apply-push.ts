import type { TBookEvent, TBookMarket } from "@orchid/contract/sportsbook";
import type { TBookPush } from "./book-push.ts";

function withPrices(
  market: TBookMarket,
  prices: ReadonlyMap<number, { odds: number; open: boolean }>,
): TBookMarket {
  let isChanged = false;
  const selections = market.selections.map((selection) => {
    const price = prices.get(selection.id);
    if (!price || (price.odds === selection.odds && price.open === selection.open)) return selection;
    isChanged = true;
    return { ...selection, odds: price.odds, open: price.open };
  });
  return isChanged ? { ...market, selections } : market;
}

/**
 * One pushed change applied to an event as a page holds it: new prices of its selections, its
 * state, score and clock, or a market's state. Answers the very same object when nothing it
 * holds changed (another event's push, or prices of markets the list does not show), so the
 * cache keeps its references and nothing renders again for nothing.
 */
export function applyPush(event: TBookEvent, push: TBookPush): TBookEvent {
  if (push.eventId !== event.id) return event;
  switch (push.type) {
    case "odds": {
      const prices = new Map(push.selections.map((selection) => [selection.id, selection]));
      let isChanged = false;
      const markets = event.markets.map((market) => {
        const next = withPrices(market, prices);
        if (next !== market) isChanged = true;
        return next;
      });
      return isChanged ? { ...event, markets } : event;
    }
    case "event": {
      const isSame =
        event.state === push.state &&
        event.clock === push.clock &&
        event.score?.home === push.score?.home &&
        event.score?.away === push.score?.away;
      return isSame ? event : { ...event, state: push.state, score: push.score, clock: push.clock };
    }
    case "market": {
      const market = event.markets.find((item) => item.id === push.marketId);
      if (!market || market.state === push.state) return event;
      const markets = event.markets.map((item) => (item === market ? { ...item, state: push.state } : item));
      return { ...event, markets };
    }
    default:
      return event;
  }
}

/** A push applied to a list of events; the same list back when none of them changed. */
export function applyPushToList(events: TBookEvent[], push: TBookPush): TBookEvent[] {
  let isChanged = false;
  const next = events.map((event) => {
    const applied = applyPush(event, push);
    if (applied !== event) isChanged = true;
    return applied;
  });
  return isChanged ? next : events;
}
