import { z } from "zod";
import { ZIdempotencyKey } from "./money.ts";

/**
 * Orchid's own lottery and e-lottery (docs/decisions/0020). A game is one schedule of draws (a
 * Vietnamese station, a 4D operator, a fast draw); its `family` names the rules its results and
 * bets follow (packages/games/src/lottery). Money is in minor units; instants are ISO 8601 UTC.
 */

/** The lobbies the games are listed in: Vietnamese lottery, 4D and fast e-lottery. */
export const LOTTERY_GROUPS = [
  "vn_north",
  "vn_central",
  "vn_south",
  "vn_fast",
  "four_d",
  "elottery",
] as const;
export type TLotteryGroup = (typeof LOTTERY_GROUPS)[number];

/** The spec's prize modes (§3): which of the lottery lobbies a list is for. */
export const PRIZE_MODES = ["Lott", "ZY", "Elott", "SEA"] as const;
export type TPrizeMode = (typeof PRIZE_MODES)[number];

/**
 * A draw's state: `scheduled` (betting not open yet), `open`, `closed` (betting over, numbers
 * not drawn yet), `drawn` (result known, settling), `settled`, `cancelled` (every bet refunded).
 */
export const DRAW_STATES = ["scheduled", "open", "closed", "drawn", "settled", "cancelled"] as const;
export type TDrawState = (typeof DRAW_STATES)[number];

const ZGameCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,32}$/);
const ZIssue = z
  .string()
  .trim()
  .regex(/^\d{8}(-\d{4})?$/);
const ZWhole = z.number().int().nonnegative();
const ZInstant = z.string();

/** A draw as everyone may see it; `seed` only once drawn, `result` only once drawn or entered. */
export const ZLotteryDraw = z.object({
  id: ZWhole,
  gameCode: z.string(),
  family: z.string(),
  issue: z.string(),
  opensAt: ZInstant,
  closesAt: ZInstant,
  drawAt: ZInstant,
  state: z.enum(DRAW_STATES),
  /** `fair`: drawn in-house from a committed seed; `entered`: a real-world result entered. */
  source: z.enum(["fair", "entered"]),
  /** SHA-256 of the seed, published before betting opens (in-house draws). */
  commitment: z.string().nullable(),
  seed: z.string().nullable(),
  result: z.unknown().nullable(),
  /** Why an operator cancelled it (every bet refunded). */
  cancelReason: z.string().nullable(),
});
export type TLotteryDraw = z.output<typeof ZLotteryDraw>;

/** A game in a lottery lobby, with the draw betting is on now and the last result. */
export const ZLotteryGame = z.object({
  code: z.string(),
  family: z.string(),
  group: z.enum(LOTTERY_GROUPS),
  gameType: z.enum(["LOTT", "ELOTT"]),
  /** The station's name for a Vietnamese game; otherwise null (the site names it by code). */
  name: z.string().nullable(),
  /** Seconds between draws of a fast game; null for a weekly one. */
  cadenceSeconds: ZWhole.nullable(),
  current: ZLotteryDraw.nullable(),
  last: ZLotteryDraw.nullable(),
});
export type TLotteryGame = z.output<typeof ZLotteryGame>;

/** `GET /lotto/lgw/lobby`, `GET /lgw/vn/games/game_menu`: optionally one group or prize mode. */
export const ZLotteryLobbyQuery = z.object({
  group: z.enum(LOTTERY_GROUPS).optional(),
  prizeMode: z.enum(PRIZE_MODES).optional(),
});

/**
 * `GET /lgw/games/numbers` (spec §7 numbers list): the lottery games of a prize mode, the fields
 * of the popular-games request (count 100 on the site); device and language change nothing.
 */
export const ZNumbersListQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).default(100),
  prizeMode: z.enum(PRIZE_MODES).optional(),
  device: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
});

/** One bet type of a game at the merchant's price. */
export const ZLotteryBetType = z.object({
  code: z.string(),
  /** A line is paid `pays[key] / cost` of its stake for each hit of `key`. */
  cost: ZWhole,
  pays: z.record(z.string(), ZWhole),
  /** Stake per line, minor units. */
  minStake: ZWhole,
  maxStake: ZWhole,
  /** Exact return to player per class of picks, as a decimal fraction (0.95 = 95 %). */
  rtp: z.array(z.object({ label: z.string(), rtp: z.number() })),
});
export type TLotteryBetType = z.output<typeof ZLotteryBetType>;

export const ZLotteryGameDetail = ZLotteryGame.extend({
  betTypes: z.array(ZLotteryBetType),
  /** The most one member may stake on one draw of this game, minor units. */
  memberDrawLimit: ZWhole,
});
export type TLotteryGameDetail = z.output<typeof ZLotteryGameDetail>;

export const ZLotteryGameQuery = z.object({ gameCode: ZGameCode });

/** `GET /lotto/lgw/games/opened/numero` and `/lgw/vn/numeros/opened/game`: drawn results, newest first. */
export const ZOpenedNumerosQuery = z.object({
  gameCode: ZGameCode,
  count: z.coerce.number().int().min(1).max(100).default(20),
  /** Results drawn before this issue (the next page). */
  before: ZIssue.optional(),
});

export const ZLotteryDrawQuery = z.object({ gameCode: ZGameCode, issue: ZIssue });

/** Picks of one bet type, staked `stake` per line (each bet type documents its pick syntax). */
export const ZSlipEntry = z.object({
  betType: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,32}$/),
  picks: z.array(z.string().max(64)).min(1).max(100),
  stake: z.number().int().min(1).max(1_000_000_000),
});
export type TSlipEntry = z.input<typeof ZSlipEntry>;

/** `POST /lotto/wps/slips`: the whole slip or nothing, once per `requestKey`. */
export const ZPlaceSlipRequest = z.object({
  gameCode: ZGameCode,
  issue: ZIssue,
  requestKey: ZIdempotencyKey,
  entries: z.array(ZSlipEntry).min(1).max(20),
});
export type TPlaceSlipRequest = z.input<typeof ZPlaceSlipRequest>;

export const SLIP_STATES = ["open", "settled", "cancelled"] as const;

export const ZSlipLine = z.object({
  betType: z.string(),
  /** The line as the member reads it, e.g. "12" or "1st: big". */
  label: z.string(),
  stake: ZWhole,
  win: ZWhole.nullable(),
  /** Counted as valid bet (not over 70 % of a draw's outcomes). */
  valid: z.boolean().nullable(),
});

export const ZLotterySlip = z.object({
  id: ZWhole,
  gameCode: z.string(),
  issue: z.string(),
  drawId: ZWhole,
  state: z.enum(SLIP_STATES),
  stake: ZWhole,
  win: ZWhole.nullable(),
  placedAt: ZInstant,
  settledAt: ZInstant.nullable(),
  lines: z.array(ZSlipLine),
  /** The member's available balance after placing or cancelling (answers to those calls only). */
  balance: z.number().int().nullable(),
});
export type TLotterySlip = z.output<typeof ZLotterySlip>;

export const ZSlipIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const ZMySlipsQuery = z.object({
  gameCode: ZGameCode.optional(),
  state: z.enum(SLIP_STATES).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZMySlips = z.object({ content: z.array(ZLotterySlip), totalPages: ZWhole });
export type TMySlips = z.output<typeof ZMySlips>;

/** The games a member bet on lately, most recent first. */
export const ZRecentLotteryQuery = z.object({ count: z.coerce.number().int().min(1).max(20).default(8) });

/**
 * `POST /lotto/feed/results`: a results feed's signed result of one real-world draw
 * (docs/lottery-feed.md). The handler checks the signature over the exact bytes before it reads
 * them. `result` is the family's result object (checked by the family's rules); `nonce` is new
 * for every message, so a message is accepted once; `correction` marks a result that replaces one
 * already recorded.
 */
export const ZLotteryFeedPush = z.object({
  /** Which feed sent it (for the logs). */
  feed: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  gameCode: ZGameCode,
  issue: ZIssue,
  result: z.record(z.string(), z.unknown()),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  correction: z.boolean().default(false),
});
export type TLotteryFeedPush = z.output<typeof ZLotteryFeedPush>;

/**
 * What a push did: `accepted` (recorded; the draw job settles it), `duplicate` (the draw already
 * has this result; nothing changed), `corrected` (a marked correction replaced the result and
 * settled again).
 */
export const LOTTERY_FEED_OUTCOMES = ["accepted", "duplicate", "corrected"] as const;
export type TLotteryFeedOutcome = (typeof LOTTERY_FEED_OUTCOMES)[number];

export const ZLotteryFeedReply = z.object({ outcome: z.enum(LOTTERY_FEED_OUTCOMES) });
