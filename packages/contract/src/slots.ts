import { z } from "zod";
import { ZIdempotencyKey } from "./money.ts";

/**
 * Orchid's own slot games, as their game page (`/play/slot?token=…`, shown in the `/game` frame)
 * calls them. The page holds only the launch token from its URL; every call names it.
 */
const ZLaunchToken = z
  .string()
  .min(16)
  .max(512)
  .regex(/^[A-Za-z0-9_.-]+$/);

/** `POST /orchid/slots/session`: opens the game for the launch token. */
export const ZSlotSessionRequest = z.object({ token: ZLaunchToken });
export type TSlotSessionRequest = z.input<typeof ZSlotSessionRequest>;

const ZWhole = z.number().int().nonnegative();
/** Something for 3, 4 and 5 of a kind. */
const ZOfAKind = z.object({ 3: z.number(), 4: z.number(), 5: z.number() });

export const ZSlotSymbol = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["wild", "scatter", "regular"]),
  /** Line pays for 3, 4 and 5 of a kind, in line bets. */
  pays: ZOfAKind.nullable(),
});
export type TSlotSymbol = z.output<typeof ZSlotSymbol>;

/** What the page needs to draw the game and its paytable; money in minor units. */
export const ZSlotGame = z.object({
  nodeId: ZWhole,
  name: z.string(),
  vendorName: z.string(),
  theme: z.string().nullable(),
  modelId: z.string(),
  volatility: z.enum(["low", "medium", "high"]),
  symbols: z.array(ZSlotSymbol),
  /** Rows (0 top) a payline crosses on each reel, for the first `maxLines` lines. */
  paylines: z.array(z.array(ZWhole)),
  maxLines: ZWhole,
  betPerLineOptions: z.array(ZWhole),
  /** The game's minimum total bet; the bet selector starts here. */
  minBet: ZWhole,
  scatterPays: ZOfAKind,
  freeSpins: z.object({ awards: ZOfAKind, multiplier: z.number() }),
  /** For a jackpot game, the pool now (minor units). */
  jackpot: ZWhole.nullable(),
});
export type TSlotGame = z.output<typeof ZSlotGame>;

/**
 * The member's free spins on this game from a bonus campaign: played at their own bet, paid by the
 * merchant; what they win becomes a bonus grant when the last one is played.
 */
export const ZSlotBonusSpins = z.object({
  awardId: ZWhole,
  spins: ZWhole,
  remaining: ZWhole,
  lines: ZWhole,
  betPerLine: ZWhole,
  /** Won so far, minor units. */
  won: ZWhole,
  expiresAt: z.iso.datetime(),
});
export type TSlotBonusSpins = z.output<typeof ZSlotBonusSpins>;

export const ZSlotSession = z.object({
  game: ZSlotGame,
  balance: z.number().int(),
  currency: z.string(),
  bonusSpins: ZSlotBonusSpins.nullable(),
});
export type TSlotSession = z.output<typeof ZSlotSession>;

/** `POST /orchid/slots/spin`: one round, idempotent by `roundKey`. */
export const ZSlotSpinRequest = z.object({
  token: ZLaunchToken,
  lines: z.number().int().min(1).max(100),
  betPerLine: z.number().int().min(1).max(1_000_000),
  roundKey: ZIdempotencyKey,
  /** Play one of the member's free spins (its own lines and bet stand; these are ignored). */
  bonusSpin: z.boolean().default(false),
});
export type TSlotSpinRequest = z.input<typeof ZSlotSpinRequest>;

export const ZSlotLineWin = z.object({ line: ZWhole, symbol: z.string(), count: ZWhole, win: ZWhole });
export type TSlotLineWin = z.output<typeof ZSlotLineWin>;
export const ZSlotSpin = z.object({
  window: z.array(z.array(z.string())),
  lineWins: z.array(ZSlotLineWin),
  scatter: z.object({ count: ZWhole, win: ZWhole }),
  win: ZWhole,
});
export type TSlotSpin = z.output<typeof ZSlotSpin>;

export const ZSlotRound = z.object({
  roundId: z.string(),
  lines: ZWhole,
  betPerLine: ZWhole,
  totalBet: ZWhole,
  base: ZSlotSpin,
  freeSpins: z
    .object({ awarded: ZWhole, multiplier: z.number(), spins: z.array(ZSlotSpin), win: ZWhole })
    .nullable(),
  jackpotWin: ZWhole,
  totalWin: ZWhole,
  /** The member's balance after the round settled. */
  balance: z.number().int(),
  playedAt: z.iso.datetime(),
  /** A free spin: the pack after it (remaining 0: its winnings became a bonus grant). */
  bonusSpins: ZSlotBonusSpins.nullable(),
});
export type TSlotRound = z.output<typeof ZSlotRound>;

/** `GET /orchid/slots/history?token=…`: the member's last rounds of this game, newest first. */
export const ZSlotHistoryQuery = z.object({ token: ZLaunchToken });
export type TSlotHistoryQuery = z.input<typeof ZSlotHistoryQuery>;
export const ZSlotHistoryRow = z.object({
  roundId: z.string(),
  totalBet: ZWhole,
  totalWin: ZWhole,
  freeSpins: ZWhole,
  playedAt: z.iso.datetime(),
  /** One of a bonus campaign's free spins: the stake was the merchant's (totalBet 0). */
  bonusSpin: z.boolean(),
});
export type TSlotHistoryRow = z.output<typeof ZSlotHistoryRow>;
