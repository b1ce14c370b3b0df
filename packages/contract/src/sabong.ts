import { z } from "zod";
import { ZIdempotencyKey, zPage } from "./money.ts";

/**
 * Orchid's cockfight (sabong) on `/sv3` (docs/decisions/0023, ../shared domain rules §5): each
 * fight of a merchant's derby is pari-mutuel on Meron and Wala, with a draw bet at fixed odds.
 * Money is in minor units; payouts per 100 are in hundredths (14,250 = 142.50); the plasada is in
 * basis points.
 */

/** A fight's state: betting open, last call (still open), closed, a result, or cancelled. */
export const FIGHT_STATES = ["open", "last_call", "closed", "meron", "wala", "draw", "cancelled"] as const;
export type TFightState = (typeof FIGHT_STATES)[number];

export const FIGHT_SIDES = ["meron", "wala", "draw"] as const;
export type TFightSide = (typeof FIGHT_SIDES)[number];

const ZWhole = z.number().int().nonnegative();
const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), { message: "err_invalid_characters" });

export const ZFight = z.object({
  id: ZWhole,
  derby: z.string(),
  fightNo: ZWhole,
  meron: z.string(),
  wala: z.string(),
  state: z.enum(FIGHT_STATES),
  /** Stakes on each side so far (draw bets are outside the pools). */
  pools: z.object({ meron: ZWhole, wala: ZWhole, draw: ZWhole }),
  /** What 100.00 on a side returns if it wins, in hundredths; null while its pool is empty. */
  payoutPer100: z.object({ meron: ZWhole.nullable(), wala: ZWhole.nullable() }),
  /** The draw bet's fixed odds: `profit` to `per` (8:1 returns nine times the stake). */
  drawOdds: z.object({ profit: ZWhole, per: ZWhole }),
  plasadaBp: ZWhole,
  /** A fight closing with a side at or below this payout per 100 is cancelled (hundredths). */
  minPer100: ZWhole,
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Why it was cancelled: an empty side, a payout too low, or the operator's reason. */
  cancelReason: z.string().nullable(),
});
export type TFight = z.output<typeof ZFight>;

/** `GET /sv3/lgw/arena`: the stream, the fight on now (or null) and the last results. */
export const ZArena = z.object({
  /** The operator's stream (an HLS playlist or a page to embed); null shows the house clip. */
  streamUrl: z.string().nullable(),
  minStake: ZWhole,
  maxStake: ZWhole,
  current: ZFight.nullable(),
  recent: z.array(
    z.object({
      id: ZWhole,
      fightNo: ZWhole,
      state: z.enum(FIGHT_STATES),
      meron: z.string(),
      wala: z.string(),
    }),
  ),
});
export type TArena = z.output<typeof ZArena>;

/** `POST /sv3/wps/bets`: one bet on the fight, once per requestKey. */
export const ZPlaceFightBet = z.object({
  fightId: ZId,
  side: z.enum(FIGHT_SIDES),
  stake: z.number().int().min(1).max(1_000_000_000),
  requestKey: ZIdempotencyKey,
});
export type TPlaceFightBet = z.input<typeof ZPlaceFightBet>;

export const ZFightBet = z.object({
  id: ZWhole,
  fightId: ZWhole,
  fightNo: ZWhole,
  meron: z.string(),
  wala: z.string(),
  side: z.enum(FIGHT_SIDES),
  stake: ZWhole,
  /** `open` until the fight ends; then what it returned (0 when lost; the stake on a refund). */
  state: z.enum(["open", "won", "lost", "refunded"]),
  returned: ZWhole.nullable(),
  fightState: z.enum(FIGHT_STATES),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TFightBet = z.output<typeof ZFightBet>;

export const ZMyFightBetsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZMyFightBets = zPage(ZFightBet);

/* ------------------------------------------------------------------------------------------------
 * The console's derby
 * ---------------------------------------------------------------------------------------------- */

export const ZBoFightSearch = z.object({
  state: z.enum([...FIGHT_STATES, "live"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZBoFight = ZFight.extend({
  bets: ZWhole,
  /** Once ended: paid to winners, refunded, and the house's take (negative on a draw paid out). */
  paid: ZWhole.nullable(),
  refunded: ZWhole.nullable(),
  houseTake: z.number().int().nullable(),
  /** A result filed and waiting for its second operator, if any. */
  pendingApprovalId: ZWhole.nullable(),
});
export type TBoFight = z.output<typeof ZBoFight>;
export const ZBoFightPage = zPage(ZBoFight);

/** `POST /bo/sabong/fights`: the next fight of the derby, open for bets at once. */
export const ZBoNewFight = z.object({ derby: ZText(60), meron: ZText(60), wala: ZText(60) });

/** `POST /bo/sabong/fights/action`: last call, close (cancelled when the pools do not allow), or cancel. */
export const ZBoFightAction = z.object({
  fightId: ZId,
  action: z.enum(["announce_last_call", "close", "cancel"]),
  reason: ZText(200).optional(),
});

/** `POST /bo/sabong/fights/declare`: the result, filed for a second operator's approval. */
export const ZBoFightDeclare = z.object({ fightId: ZId, result: z.enum(["meron", "wala", "draw"]) });
export const ZBoFightFiled = z.object({ approvalId: ZWhole });

export const ZSabongSettings = z.object({
  plasadaBp: z.number().int().min(0).max(2_000),
  minPer100: z.number().int().min(10_000).max(100_000),
  drawProfit: z.number().int().min(0).max(100),
  drawPer: z.number().int().min(1).max(100),
  minStake: z.number().int().min(1).max(1_000_000_000),
  maxStake: z.number().int().min(1).max(1_000_000_000_000),
  /** https only: an HLS playlist (.m3u8) or a page to embed; empty shows the house clip. */
  streamUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), { message: "err_invalid_characters" })
    .refine((value) => value === "" || /^https:\/\/[^\s]+$/.test(value), { message: "err_invalid_input" }),
});
export type TSabongSettings = z.output<typeof ZSabongSettings>;
