import {
  ZBoBookBetPage,
  ZBoBookBetSearch,
  ZBoBookEventOdds,
  ZBoBookEventPage,
  ZBoBookEventQuery,
  ZBoBookEventSearch,
  ZBoBookEventStatus,
  ZBoBookNewEvent,
  ZBoBookRequestFiled,
  ZBoBookResultRequest,
  ZBoBookSettings,
  ZBoBookTrading,
  ZBoMarketLimit,
  ZBoMarketStateChange,
  ZBoSelectionSwitch,
} from "../backoffice-book.ts";
import { endpoint, operator } from "../endpoint.ts";

/**
 * The console's book. Everyone with book.read sees events, the trading view and bets; trading
 * (suspend, reopen, limits, the merchant's own events and prices, settings) needs book.trade; a
 * result is filed with book.results and carried out only when a second operator approves it.
 */
export const CONSOLE_BOOK_CALLS = {
  boBookEvents: endpoint("GET", "/bo/book/events", {
    module: "backoffice",
    caller: operator("book.read", "book.events.search"),
    summary: "Events by sport, state and name with the merchant's open bets, stakes and largest liability.",
    input: ZBoBookEventSearch,
    answer: ZBoBookEventPage,
  }),
  boBookTrading: endpoint("GET", "/bo/book/events/trading", {
    module: "backoffice",
    caller: operator("book.read", "book.events.trading"),
    summary:
      "One event's trading view: every market and selection with prices and liability, and its results.",
    input: ZBoBookEventQuery,
    answer: ZBoBookTrading,
    errors: ["NOT_FOUND"],
  }),
  boBookMarketState: endpoint("POST", "/bo/book/markets/state", {
    module: "backoffice",
    caller: operator("book.trade", "book.markets.state"),
    summary: "Suspends, reopens or closes a market for the merchant's members.",
    input: ZBoMarketStateChange,
    answer: ZBoBookTrading,
    errors: ["NOT_FOUND", "ORDER_STATE_CHANGED"],
  }),
  boBookMarketLimit: endpoint("POST", "/bo/book/markets/limit", {
    module: "backoffice",
    caller: operator("book.trade", "book.markets.limit"),
    summary: "Sets (or clears) the most one bet may stake on a market.",
    input: ZBoMarketLimit,
    answer: ZBoBookTrading,
    errors: ["NOT_FOUND"],
  }),
  boBookSelectionSwitch: endpoint("POST", "/bo/book/selections/switch", {
    module: "backoffice",
    caller: operator("book.trade", "book.selections.switch"),
    summary: "Takes one selection off or puts it back (its price stays shown, greyed).",
    input: ZBoSelectionSwitch,
    answer: ZBoBookTrading,
    errors: ["NOT_FOUND"],
  }),
  boBookNewEvent: endpoint("POST", "/bo/book/events", {
    module: "backoffice",
    caller: operator("book.trade", "book.events.create"),
    summary: "Creates the merchant's own event with its markets and opening prices.",
    input: ZBoBookNewEvent,
    answer: ZBoBookTrading,
  }),
  boBookEventStatus: endpoint("POST", "/bo/book/events/status", {
    module: "backoffice",
    caller: operator("book.trade", "book.events.status"),
    summary: "Moves one of the merchant's own events: in play, suspended, ended; score and clock.",
    input: ZBoBookEventStatus,
    answer: ZBoBookTrading,
    errors: ["NOT_FOUND", "FORBIDDEN", "ORDER_STATE_CHANGED"],
  }),
  boBookEventOdds: endpoint("POST", "/bo/book/events/odds", {
    module: "backoffice",
    caller: operator("book.trade", "book.events.odds"),
    summary: "New prices (or new markets) on one of the merchant's own events.",
    input: ZBoBookEventOdds,
    answer: ZBoBookTrading,
    errors: ["NOT_FOUND", "FORBIDDEN", "ORDER_STATE_CHANGED"],
  }),
  boBookResult: endpoint("POST", "/bo/book/results", {
    module: "backoffice",
    caller: operator("book.results", "book.results.file"),
    summary: "Files an event's result or correction; a second operator's approval records and settles it.",
    input: ZBoBookResultRequest,
    answer: ZBoBookRequestFiled,
    errors: ["NOT_FOUND", "INVALID_INPUT", "APPROVAL_PENDING", "ORDER_STATE_CHANGED"],
  }),
  boBookBets: endpoint("GET", "/bo/book/bets", {
    module: "backoffice",
    caller: operator("book.read", "book.bets.search"),
    summary: "The merchant's bets by time, member, event and state, newest first, with totals.",
    input: ZBoBookBetSearch,
    answer: ZBoBookBetPage,
  }),
  boBookSettings: endpoint("GET", "/bo/book/settings", {
    module: "backoffice",
    caller: operator("book.read", "book.settings.read"),
    summary: "The merchant's margins per market type, stake and payout limits, in-play delay and cash-out.",
    answer: ZBoBookSettings,
  }),
  boSaveBookSettings: endpoint("PUT", "/bo/book/settings", {
    module: "backoffice",
    caller: operator("book.trade", "book.settings.save"),
    summary: "Saves the merchant's book settings.",
    input: ZBoBookSettings,
    answer: ZBoBookSettings,
  }),
} as const;
