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

export type TSlotSymbol = {
  id: string;
  name: string;
  kind: "wild" | "scatter" | "regular";
  /** Line pays for 3, 4 and 5 of a kind, in line bets. */
  pays: { 3: number; 4: number; 5: number } | null;
};

/** What the page needs to draw the game and its paytable; money in minor units. */
export type TSlotGame = {
  nodeId: number;
  name: string;
  vendorName: string;
  theme: string | null;
  modelId: string;
  volatility: "low" | "medium" | "high";
  symbols: TSlotSymbol[];
  /** Rows (0 top) a payline crosses on each reel, for the first `maxLines` lines. */
  paylines: number[][];
  maxLines: number;
  betPerLineOptions: number[];
  /** The game's minimum total bet; the bet selector starts here. */
  minBet: number;
  scatterPays: { 3: number; 4: number; 5: number };
  freeSpins: { awards: { 3: number; 4: number; 5: number }; multiplier: number };
  /** For a jackpot game, the pool now (minor units). */
  jackpot: number | null;
};

export type TSlotSession = { game: TSlotGame; balance: number; currency: string };

/** `POST /orchid/slots/spin`: one round, idempotent by `roundKey`. */
export const ZSlotSpinRequest = z.object({
  token: ZLaunchToken,
  lines: z.number().int().min(1).max(100),
  betPerLine: z.number().int().min(1).max(1_000_000),
  roundKey: ZIdempotencyKey,
});
export type TSlotSpinRequest = z.input<typeof ZSlotSpinRequest>;

export type TSlotLineWin = { line: number; symbol: string; count: number; win: number };
export type TSlotSpin = {
  window: string[][];
  lineWins: TSlotLineWin[];
  scatter: { count: number; win: number };
  win: number;
};

export type TSlotRound = {
  roundId: string;
  lines: number;
  betPerLine: number;
  totalBet: number;
  base: TSlotSpin;
  freeSpins: { awarded: number; multiplier: number; spins: TSlotSpin[]; win: number } | null;
  jackpotWin: number;
  totalWin: number;
  /** The member's balance after the round settled. */
  balance: number;
  playedAt: string;
};

/** `GET /orchid/slots/history?token=…`: the member's last rounds of this game, newest first. */
export const ZSlotHistoryQuery = z.object({ token: ZLaunchToken });
export type TSlotHistoryQuery = z.input<typeof ZSlotHistoryQuery>;
export type TSlotHistoryRow = {
  roundId: string;
  totalBet: number;
  totalWin: number;
  freeSpins: number;
  playedAt: string;
};
