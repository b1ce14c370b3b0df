import { z } from "zod";
import { zPage } from "./money.ts";
import {
  BOOK_SPORTS,
  ESPORTS_TITLES,
  EVENT_KINDS,
  EVENT_STATES,
  MARKET_STATES,
  MARKET_TYPES,
  ZFeedMarket,
  ZScore,
} from "./sportsbook.ts";

/**
 * The console's book (decisions/0024): events with the merchant's bets and liability, the trading
 * view of one event (prices, liability per selection, suspend and reopen, stake limits), the
 * merchant's own events and their prices, results entered by one operator and approved by a
 * second, the settlement audit, bets, and the merchant's book settings.
 */

const ZWhole = z.number().int().nonnegative();
const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), { message: "err_invalid_characters" });
const ZPageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);

export const ZBoBookEventSearch = z.object({
  sport: z.enum(BOOK_SPORTS).optional(),
  /** `open`: not ended nor cancelled; `unsettled`: a result waits for settlement. */
  state: z.enum([...EVENT_STATES, "open", "unsettled"]).optional(),
  q: z
    .string()
    .trim()
    .max(40)
    .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), { message: "err_invalid_characters" })
    .optional(),
  page: ZPageNo,
  pageSize: ZPageSize,
});

export const ZBoBookEventRow = z.object({
  id: ZWhole,
  sport: z.enum(BOOK_SPORTS),
  title: z.enum(ESPORTS_TITLES).nullable(),
  competition: z.string(),
  kind: z.enum(EVENT_KINDS),
  home: z.string(),
  away: z.string().nullable(),
  startsAt: z.string(),
  state: z.enum(EVENT_STATES),
  score: ZScore.nullable(),
  /** The merchant's own event (made in the console) rather than the feed's. */
  own: z.boolean(),
  /** The merchant's open bets on it: how many, their stakes, and the largest liability of a selection. */
  openBets: ZWhole,
  openStake: ZWhole,
  maxLiability: z.number().int(),
  resultRound: ZWhole,
  settledRound: ZWhole,
});
export type TBoBookEventRow = z.output<typeof ZBoBookEventRow>;
export const ZBoBookEventPage = zPage(ZBoBookEventRow);

export const ZBoBookEventQuery = z.object({ id: ZId });

export const ZBoTradingSelection = z.object({
  id: ZWhole,
  code: z.string(),
  name: z.string().nullable(),
  /** The feed's (or the operator's) price, and the merchant's after its margin. */
  feedOdds: ZWhole,
  odds: ZWhole,
  open: z.boolean(),
  bets: ZWhole,
  stake: z.number().int(),
  /** What the merchant loses if it wins: open bets' returns less their stakes. */
  liability: z.number().int(),
});

export const ZBoTradingMarket = z.object({
  id: ZWhole,
  key: z.string(),
  type: z.enum(MARKET_TYPES),
  line: z.number().int().nullable(),
  map: z.number().int().nullable(),
  state: z.enum(MARKET_STATES),
  /** The operator's limit per bet on this market; null: the merchant's default. */
  maxStake: ZWhole.nullable(),
  selections: z.array(ZBoTradingSelection),
});

/** One recorded result (the settlement and resettlement audit). */
export const ZBoBookResult = z.object({
  round: ZWhole,
  result: z.unknown(),
  source: z.string(),
  enteredBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  recordedAt: z.string(),
  settledAt: z.string().nullable(),
  bets: ZWhole.nullable(),
  paid: ZWhole.nullable(),
  takenBack: ZWhole.nullable(),
});

export const ZBoBookTrading = z.object({
  event: ZBoBookEventRow,
  markets: z.array(ZBoTradingMarket),
  results: z.array(ZBoBookResult),
  /** A result filed and waiting for its second operator, if any. */
  pendingApprovalId: ZWhole.nullable(),
});
export type TBoBookTrading = z.output<typeof ZBoBookTrading>;

export const ZBoMarketStateChange = z.object({ marketId: ZId, state: z.enum(MARKET_STATES) });
export const ZBoMarketLimit = z.object({
  marketId: ZId,
  maxStake: z.number().int().min(1).max(1_000_000_000_000).nullable(),
});
export const ZBoSelectionSwitch = z.object({ selectionId: ZId, open: z.boolean() });

/** `POST /bo/book/events`: the merchant's own event with its markets and opening prices. */
export const ZBoBookNewEvent = z.object({
  sport: z.enum(BOOK_SPORTS),
  title: z.enum(ESPORTS_TITLES).optional(),
  competition: ZText(80),
  stage: ZText(80).optional(),
  kind: z.enum(["match", "series"]),
  home: ZText(80),
  away: ZText(80),
  startsAt: z.iso.datetime(),
  markets: z.array(ZFeedMarket).min(1).max(40),
});
export type TBoBookNewEvent = z.input<typeof ZBoBookNewEvent>;

/** `POST /bo/book/events/status`: an own event's state, score and clock. */
export const ZBoBookEventStatus = z.object({
  eventId: ZId,
  state: z.enum(["prematch", "live", "suspended", "ended"]),
  score: ZScore.optional(),
  clock: z.number().int().min(0).max(999).optional(),
});

/** `POST /bo/book/events/odds`: an own event's new prices (markets added when new). */
export const ZBoBookEventOdds = z.object({ eventId: ZId, markets: z.array(ZFeedMarket).min(1).max(40) });

/** `POST /bo/book/results`: a result (or a correction) filed for a second operator's approval. */
export const ZBoBookResultRequest = z.object({
  eventId: ZId,
  result: z.record(z.string(), z.unknown()),
  note: ZText(200).optional(),
});
export const ZBoBookRequestFiled = z.object({ approvalId: ZWhole });

export const ZBoBookBetSearch = z.object({
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  username: z
    .string()
    .trim()
    .max(64)
    .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), { message: "err_invalid_characters" })
    .optional(),
  eventId: ZId.optional(),
  state: z.enum(["open", "settled", "cashed_out"]).optional(),
  page: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(1_000).default(20),
});

export const ZBoBookBetRow = z.object({
  id: ZWhole,
  username: z.string(),
  kind: z.enum(["single", "parlay"]),
  stake: ZWhole,
  odds: z.string(),
  potentialReturn: ZWhole,
  state: z.enum(["open", "settled", "cashed_out"]),
  payout: ZWhole.nullable(),
  /** Taken back by a correction beyond what the wallet held. */
  owed: ZWhole,
  hedged: z.boolean(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Each leg as "Home v Away · market · selection @ odds (outcome)". */
  legs: z.array(
    z.object({
      eventId: ZWhole,
      event: z.string(),
      marketType: z.enum(MARKET_TYPES),
      line: z.number().int().nullable(),
      code: z.string(),
      odds: ZWhole,
      live: z.boolean(),
      outcome: z.string().nullable(),
    }),
  ),
});
export const ZBoBookBetPage = zPage(ZBoBookBetRow).extend({
  /** Totals of every bet the search finds (not only the page). */
  stake: ZWhole,
  payout: ZWhole,
});

/** The merchant's book settings: margins per market type (basis points), limits, delay, cash-out. */
export const ZBoBookSettings = z.object({
  margins: z.partialRecord(z.enum(MARKET_TYPES), z.number().int().min(0).max(3_000)),
  minStake: z.number().int().min(1).max(1_000_000_000),
  maxStake: z.number().int().min(1).max(1_000_000_000_000),
  maxPayout: z.number().int().min(1).max(1_000_000_000_000),
  memberEventCap: z.number().int().min(1).max(1_000_000_000_000),
  liabilityCap: z.number().int().min(1).max(1_000_000_000_000),
  inPlayDelayMs: z.number().int().min(0).max(30_000),
  cashOut: z.boolean(),
  cashOutMarginBp: z.number().int().min(0).max(5_000),
});
export type TBoBookSettings = z.output<typeof ZBoBookSettings>;
