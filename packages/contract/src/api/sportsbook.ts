import { z } from "zod";
import { endpoint, MEMBER, signed, VISITOR } from "../endpoint.ts";
import {
  ZBookBet,
  ZBookEvent,
  ZBookEventQuery,
  ZBookEventsQuery,
  ZBookResultsQuery,
  ZBookSettings,
  ZBookSocketMessage,
  ZBookSocketQuery,
  ZBookSportCount,
  ZCashOutRequest,
  ZHotMatchesQuery,
  ZMyBookBets,
  ZMyBookBetsQuery,
  ZPlaceBookBetRequest,
  ZSportsFeedPush,
  ZSportsFeedReply,
  ZSportsLaunch,
} from "../sportsbook.ts";

const SPORTSBOOK = "sportsbook" as const;

/**
 * The book's calls: the board for everyone, bets and cash-out for members, the live socket, and
 * the signed feed of fixtures, prices and results.
 */
export const SPORTSBOOK_CALLS = {
  bookSports: endpoint("GET", "/sb/lgw/sports", {
    module: SPORTSBOOK,
    caller: VISITOR,
    summary: "Each sport (and esports title) with how many events are live, today, later and outright.",
    answer: z.array(ZBookSportCount),
  }),
  bookEvents: endpoint("GET", "/sb/lgw/events", {
    module: SPORTSBOOK,
    caller: VISITOR,
    summary: "One sport's events of a section with their main markets at the merchant's prices.",
    input: ZBookEventsQuery,
    answer: z.array(ZBookEvent),
  }),
  bookEvent: endpoint("GET", "/sb/lgw/event", {
    module: SPORTSBOOK,
    caller: VISITOR,
    summary: "One event with every market at the merchant's prices.",
    input: ZBookEventQuery,
    answer: ZBookEvent,
    errors: ["NOT_FOUND"],
  }),
  hotMatches: endpoint("GET", "/sb/lgw/hot", {
    module: SPORTSBOOK,
    caller: VISITOR,
    summary: "The home page's hot matches: live ones first, then the soonest, with their main market.",
    input: ZHotMatchesQuery,
    answer: z.array(ZBookEvent),
  }),
  bookResults: endpoint("GET", "/sb/lgw/results", {
    module: SPORTSBOOK,
    caller: VISITOR,
    summary: "Events of a sport that ended or were cancelled on a merchant day, with their results.",
    input: ZBookResultsQuery,
    answer: z.array(ZBookEvent),
    errors: ["INVALID_INPUT"],
  }),
  placeBookBet: endpoint("POST", "/sb/wps/bets", {
    module: SPORTSBOOK,
    caller: MEMBER,
    summary:
      "Places a single or a parlay once per requestKey: prices checked again (and, in play, after the delay), limits, then the stake through the ledger.",
    input: ZPlaceBookBetRequest,
    answer: ZBookBet,
    errors: [
      "NOT_FOUND",
      "ODDS_CHANGED",
      "BET_SUSPENDED",
      "PARLAY_INVALID",
      "BOOK_LIMIT",
      "INSUFFICIENT_FUNDS",
      "IDEMPOTENCY_MISMATCH",
      "BONUS_MAX_BET",
    ],
  }),
  myBookBets: endpoint("GET", "/sb/wps/bets", {
    module: SPORTSBOOK,
    caller: MEMBER,
    summary:
      "A page of the member's open or settled bets, newest first, each open one with its cash-out price.",
    input: ZMyBookBetsQuery,
    answer: ZMyBookBets,
  }),
  cashOutBookBet: endpoint("POST", "/sb/wps/bets/cashout", {
    module: SPORTSBOOK,
    caller: MEMBER,
    summary: "Cashes an open bet out at the price the member accepted or better, once per requestKey.",
    input: ZCashOutRequest,
    answer: ZBookBet,
    errors: ["NOT_FOUND", "CASHOUT_UNAVAILABLE", "CASHOUT_CHANGED", "IDEMPOTENCY_MISMATCH"],
  }),
  bookSettings: endpoint("GET", "/sb/wps/settings", {
    module: SPORTSBOOK,
    caller: MEMBER,
    summary: "How the member sees odds and takes price changes.",
    answer: ZBookSettings,
  }),
  saveBookSettings: endpoint("POST", "/sb/wps/settings", {
    module: SPORTSBOOK,
    caller: MEMBER,
    summary: "Saves how the member sees odds and takes price changes.",
    input: ZBookSettings,
    answer: ZBookSettings,
  }),
  bookSocket: endpoint("GET", "/sb/ws", {
    module: SPORTSBOOK,
    caller: VISITOR,
    summary:
      "WebSocket of live prices: the page sends the events it shows, the server pushes price, market and event changes at the merchant's prices.",
    input: ZBookSocketQuery,
    answer: ZBookSocketMessage,
    reply: "protocol",
  }),
  sportsFeed: endpoint("POST", "/sb/feed", {
    module: SPORTSBOOK,
    caller: signed("feed"),
    summary:
      "A sports feed's signed batch of fixtures, prices, states and results (docs/sports-feed.md), each batch once.",
    input: ZSportsFeedPush,
    answer: ZSportsFeedReply,
    errors: ["SIGNATURE_INVALID", "FORBIDDEN", "MALFORMED_REQUEST", "INVALID_INPUT"],
  }),
} as const;

/** `GET /wps/game/launchGame/fb`: the sports game page of Orchid's own book. */
export const SPORTS_LAUNCH = endpoint("GET", "/wps/game/launchGame/fb", {
  module: "games",
  caller: MEMBER,
  summary: "Launches the sportsbook: answers the address of the sports game page (Orchid's own book).",
  answer: ZSportsLaunch,
});
