import { z } from "zod";
import { DRAW_STATES, LOTTERY_GROUPS, SLIP_STATES, ZLotteryDraw, ZSlipLine } from "./lottery.ts";
import { MAX_AMOUNT_MINOR, ZPageQuery, ZPeriodQuery, zPage } from "./money.ts";
import { ZAccountText } from "./session.ts";

/**
 * The console's side of Orchid's lottery (docs/decisions/0020): the platform-wide games and
 * draws, each merchant's odds tables, what its members staked and won. Money is in minor units;
 * instants are ISO 8601 UTC.
 */

const ZCode = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,32}$/);
/** Draws and slips are `bigserial` rows: any safe positive integer may name one. */
const ZRowId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZRowIdQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZWhole = z.number().int().nonnegative();
const ZInstant = z.iso.datetime();
const ZStake = z.number().int().min(1).max(MAX_AMOUNT_MINOR);

export const DRAW_SOURCES = ["fair", "entered"] as const;
export type TDrawSource = (typeof DRAW_SOURCES)[number];

/**
 * When a game draws: every `seconds` round the clock from local midnight (in-house fast draws), or
 * on weekdays (0 = Sunday) at a local time (real-world draws). Betting closes
 * `closeBeforeSeconds` before each draw.
 */
export const ZBoLotterySchedule = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("every"), seconds: ZWhole, closeBeforeSeconds: ZWhole, zone: z.string() }),
  z.object({
    kind: z.literal("weekly"),
    zone: z.string(),
    days: z.array(z.number().int().min(0).max(6)),
    time: z.string(),
    closeBeforeSeconds: ZWhole,
  }),
]);
export type TBoLotterySchedule = z.output<typeof ZBoLotterySchedule>;

/** `GET /bo/lottery/games`: every game Orchid runs, switched off ones too, in lobby order. */
export const ZBoLotteryGame = z.object({
  code: z.string(),
  family: z.string(),
  group: z.enum(LOTTERY_GROUPS),
  gameType: z.enum(["LOTT", "ELOTT"]),
  /** The station's name for a Vietnamese game; otherwise null. */
  name: z.string().nullable(),
  schedule: ZBoLotterySchedule,
  /** `fair`: drawn in-house from a committed seed; `entered`: the real-world result is entered. */
  source: z.enum(DRAW_SOURCES),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type TBoLotteryGame = z.output<typeof ZBoLotteryGame>;

/**
 * `PUT /bo/lottery/games`: switches a game on or off for every merchant (platform operators only).
 * Off: no new draws are made and no bets taken; draws already drawn still settle.
 */
export const ZBoLotteryGameSwitch = z.object({ code: ZCode, enabled: z.boolean() });
export type TBoLotteryGameSwitch = z.input<typeof ZBoLotteryGameSwitch>;

/** `GET /bo/lottery/odds?family=`: the merchant's odds table of one family. */
export const ZBoLotteryOddsQuery = z.object({ family: ZCode });
export type TBoLotteryOddsQuery = z.input<typeof ZBoLotteryOddsQuery>;

/** The exact return of one class of picks: `rtp` as a decimal (0.95), `percent` rounded down ("95.00"). */
export const ZBoLotteryRtpRow = z.object({ label: z.string(), rtp: z.number(), percent: z.string() });

/** A price: a line is paid `pays[key] / cost` of its stake for each hit of `key`. */
export const ZBoLotteryPrice = z.object({ cost: ZWhole, pays: z.record(z.string(), ZWhole) });

/** One bet type as the merchant sells it, with the RTP its price gives. */
export const ZBoLotteryOdds = z.object({
  family: z.string(),
  betType: z.string(),
  /** The keys `pays` must price, in the rules' order. */
  payoutKeys: z.array(z.string()),
  cost: ZWhole,
  pays: z.record(z.string(), ZWhole),
  /** Stake per line, minor units. */
  minStake: ZWhole,
  maxStake: ZWhole,
  /** The most stake one number of one draw may take at this merchant, minor units. */
  numberCap: ZWhole,
  enabled: z.boolean(),
  /** True while the merchant sells at the family's defaults (no row of its own). */
  isDefault: z.boolean(),
  defaultPrice: ZBoLotteryPrice,
  rtp: z.array(ZBoLotteryRtpRow),
});
export type TBoLotteryOdds = z.output<typeof ZBoLotteryOdds>;
export const ZBoLotteryOddsTable = z.object({ family: z.string(), betTypes: z.array(ZBoLotteryOdds) });
export type TBoLotteryOddsTable = z.output<typeof ZBoLotteryOddsTable>;

/**
 * `PUT /bo/lottery/odds`: the merchant's price and limits of one bet type. Odds the rules refuse
 * (a price not a whole number above zero, a payout the bet type does not have, any class of picks
 * returning more than 100 %) answer INVALID_INPUT naming the problem as `lott_err_<code>`.
 */
export const ZBoLotteryOddsSave = z
  .object({
    family: ZCode,
    betType: ZCode,
    cost: z.number().int().min(1).max(1_000_000_000),
    pays: z
      .record(ZCode, z.number().int().min(1).max(MAX_AMOUNT_MINOR))
      .refine((pays) => Object.keys(pays).length <= 64, { message: "err_invalid_input" }),
    minStake: ZStake,
    maxStake: ZStake,
    numberCap: z.number().int().min(0).max(MAX_AMOUNT_MINOR),
    enabled: z.boolean(),
  })
  .refine((v) => v.maxStake >= v.minStake, { message: "err_min_above_max", path: ["maxStake"] });
export type TBoLotteryOddsSave = z.input<typeof ZBoLotteryOddsSave>;

/** `DELETE /bo/lottery/odds`: back to the family's default price and limits. */
export const ZBoLotteryOddsReset = z.object({ family: ZCode, betType: ZCode });
export type TBoLotteryOddsReset = z.input<typeof ZBoLotteryOddsReset>;

/** `GET /bo/lottery/draws`: draws by game, state and draw time (a period of the merchant's days). */
export const ZBoLotteryDrawSearch = ZPeriodQuery.extend(ZPageQuery.shape).extend({
  gameCode: ZCode.optional(),
  state: z.enum(DRAW_STATES).optional(),
  source: z.enum(DRAW_SOURCES).optional(),
});
export type TBoLotteryDrawSearch = z.input<typeof ZBoLotteryDrawSearch>;

export const ZBoLotteryDrawRow = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  family: z.string(),
  issue: z.string(),
  opensAt: ZInstant,
  closesAt: ZInstant,
  drawAt: ZInstant,
  state: z.enum(DRAW_STATES),
  source: z.enum(DRAW_SOURCES),
});
export type TBoLotteryDrawRow = z.output<typeof ZBoLotteryDrawRow>;
export const ZBoLotteryDrawPage = zPage(ZBoLotteryDrawRow);
export type TBoLotteryDrawPage = z.output<typeof ZBoLotteryDrawPage>;

export const ZBoLotteryDrawQuery = z.object({ id: ZRowIdQuery });
export type TBoLotteryDrawQuery = z.input<typeof ZBoLotteryDrawQuery>;

/**
 * What the merchant's real members (trial play left out) placed on a draw: slips by state, and of
 * the slips not cancelled their lines, stake, win so far and valid stake.
 */
export const ZBoLotteryDrawTotals = z.object({
  openSlips: ZWhole,
  settledSlips: ZWhole,
  cancelledSlips: ZWhole,
  lines: ZWhole,
  stake: ZWhole,
  win: ZWhole,
  validStake: ZWhole,
});

/**
 * `GET /bo/lottery/draws/detail?id=`: one draw for the audit: its times, state, commitment, seed
 * (only once drawn), result, settlement round, and the merchant's totals. A real-world result may
 * be corrected while drawn, and once settled until `correctableUntil` (null before it settled).
 */
export const ZBoLotteryDrawDetail = ZLotteryDraw.extend({
  drawnAt: ZInstant.nullable(),
  settledAt: ZInstant.nullable(),
  settleRound: ZWhole,
  isCorrectable: z.boolean(),
  correctableUntil: ZInstant.nullable(),
  totals: ZBoLotteryDrawTotals,
});
export type TBoLotteryDrawDetail = z.output<typeof ZBoLotteryDrawDetail>;

/** `GET /bo/lottery/draws/liability?drawId=`: the merchant's exposure on a draw, largest payout first. */
export const ZBoLotteryLiabilityQuery = z.object({ drawId: ZRowIdQuery });
export type TBoLotteryLiabilityQuery = z.input<typeof ZBoLotteryLiabilityQuery>;
export const ZBoLotteryExposure = z.object({
  betType: z.string(),
  /** The number (coverage key) the stake is on, e.g. "27" or "1234". */
  coverKey: z.string(),
  stake: ZWhole,
  /** What this number pays if it comes up once, at the prices it was sold at. */
  payout: ZWhole,
});
export type TBoLotteryExposure = z.output<typeof ZBoLotteryExposure>;
export const ZBoLotteryLiability = z.object({
  draw: ZBoLotteryDrawRow,
  /** The 100 numbers with the largest payouts. */
  rows: z.array(ZBoLotteryExposure),
  /** Over every number: how many, the stake on them and the largest single payout. */
  totals: z.object({ numbers: ZWhole, stake: ZWhole, largestPayout: ZWhole }),
  at: ZInstant,
});
export type TBoLotteryLiability = z.output<typeof ZBoLotteryLiability>;

const ZResultNumber = z.string().max(8);
/** A Vietnamese station's result: every prize's numbers (`db`, `g1` … `g8`), leading zeros kept. */
const ZVnResultInput = z.strictObject({
  prizes: z.record(z.string().regex(/^[a-z0-9]{1,8}$/), z.array(ZResultNumber).max(20)),
});
/** A 4D result: first, second and third, 10 starter and 10 consolation numbers of 4 digits. */
const ZFourDResultInput = z.strictObject({
  first: ZResultNumber,
  second: ZResultNumber,
  third: ZResultNumber,
  starter: z.array(ZResultNumber).max(10),
  consolation: z.array(ZResultNumber).max(10),
});
export const ZBoLotteryResult = z.union([ZVnResultInput, ZFourDResultInput]);
export type TBoLotteryResult = z.input<typeof ZBoLotteryResult>;

/**
 * `POST /bo/lottery/draws/result` (a closed real-world draw's result) and
 * `POST /bo/lottery/draws/correction` (a settled one's, within the correction window): checked at
 * once against the family's rules (INVALID_INPUT naming the `lott_err_<code>` problem), then filed
 * for a second platform operator's approval. Platform operators only.
 */
export const ZBoLotteryResultRequest = z.object({ drawId: ZRowId, result: ZBoLotteryResult });
export type TBoLotteryResultRequest = z.input<typeof ZBoLotteryResultRequest>;

/** `POST /bo/lottery/draws/cancel`: filed for approval; once approved every open slip is refunded. */
export const ZBoLotteryCancelRequest = z.object({
  drawId: ZRowId,
  reason: ZAccountText(200)
    .transform((v) => v.trim())
    .pipe(z.string().min(2)),
});
export type TBoLotteryCancelRequest = z.input<typeof ZBoLotteryCancelRequest>;

/** The act waits for a second operator: the approval request it filed. */
export const ZBoLotteryRequestFiled = z.object({ approvalId: z.number().int() });
export type TBoLotteryRequestFiled = z.output<typeof ZBoLotteryRequestFiled>;

/** `GET /bo/lottery/slips`: the merchant's slips placed in a period, newest first. */
export const ZBoLotterySlipSearch = ZPeriodQuery.extend(ZPageQuery.shape).extend({
  /** A member's exact username. */
  username: ZAccountText(64)
    .transform((v) => v.trim())
    .optional(),
  gameCode: ZCode.optional(),
  drawId: ZRowIdQuery.optional(),
  state: z.enum(SLIP_STATES).optional(),
});
export type TBoLotterySlipSearch = z.input<typeof ZBoLotterySlipSearch>;

export const ZBoLotterySlip = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  isTrial: z.boolean(),
  gameCode: z.string(),
  drawId: z.number().int(),
  issue: z.string(),
  state: z.enum(SLIP_STATES),
  stake: ZWhole,
  win: ZWhole.nullable(),
  placedAt: ZInstant,
  settledAt: ZInstant.nullable(),
  lines: z.array(ZSlipLine),
});
export type TBoLotterySlip = z.output<typeof ZBoLotterySlip>;
export const ZBoLotterySlipPage = zPage(ZBoLotterySlip).extend({
  /** Over every matching slip: how many, their stake (cancelled ones left out) and their wins. */
  totals: z.object({ slips: ZWhole, stake: ZWhole, win: ZWhole }),
});
export type TBoLotterySlipPage = z.output<typeof ZBoLotterySlipPage>;
