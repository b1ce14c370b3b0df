import type { TAcceptOdds } from "@orchid/contract/sportsbook";
import { parlayProblem } from "@orchid/games/sportsbook/parlay";
import { potentialReturn } from "@orchid/games/sportsbook/pricing";
import { AppError } from "../../../http/app-error.ts";
import { priceFor } from "../board/board-presenter.ts";
import { marketMaxStake, type TBookSettingsRow } from "../book-settings.ts";
import type { TLegRow } from "./leg-rows.ts";

/** A leg at the price the bet takes. */
export type TPricedLeg = {
  selectionId: number;
  marketId: number;
  eventId: number;
  odds: number;
  live: boolean;
  maxStake: number;
};

/** Why a selection takes no bet now: its event's state (or `started`), its market's, or its own. */
function suspension(row: TLegRow, now: Date): string | null {
  if (row.eventState === "prematch") {
    if (row.startsAt.getTime() <= now.getTime()) return "started";
  } else if (row.eventState !== "live") return row.eventState;
  if (row.marketState !== "open") return `market_${row.marketState}`;
  return row.open ? null : "selection";
}

/**
 * Prices a slip's legs as they stand: each selection must exist for the merchant and take bets
 * (BET_SUSPENDED otherwise), and its price now must be one the member accepts — the same, or
 * with `higher` a better one, or with `any` whatever it is (ODDS_CHANGED with every leg's price
 * now otherwise). A parlay takes 2 to 10 legs of different events (PARLAY_INVALID).
 */
export function priceLegs(
  rows: ReadonlyMap<number, TLegRow>,
  requested: readonly { selectionId: number; odds: number }[],
  context: { merchantId: number; settings: TBookSettingsRow; acceptOdds: TAcceptOdds; now: Date },
): TPricedLeg[] {
  const { settings, acceptOdds, now } = context;
  const seen = new Set<number>();
  const legs: TPricedLeg[] = [];
  let moved = false;
  for (const want of requested) {
    const row = rows.get(want.selectionId);
    if (
      !row ||
      (row.merchantId !== null && row.merchantId !== context.merchantId) ||
      seen.has(want.selectionId)
    ) {
      throw new AppError("NOT_FOUND", { selectionId: want.selectionId });
    }
    seen.add(want.selectionId);
    const reason = suspension(row, now);
    if (reason) throw new AppError("BET_SUSPENDED", { selectionId: want.selectionId, reason });
    const odds = priceFor(settings, row.marketType, row.odds);
    const accepted =
      acceptOdds === "any" || odds === want.odds || (acceptOdds === "higher" && odds > want.odds);
    if (!accepted) moved = true;
    legs.push({
      selectionId: row.selectionId,
      marketId: row.marketId,
      eventId: row.eventId,
      odds,
      live: row.eventState === "live",
      maxStake: marketMaxStake(settings, row.marketMaxStake),
    });
  }
  if (moved) {
    throw new AppError("ODDS_CHANGED", {
      legs: legs.map((leg) => ({ selectionId: leg.selectionId, odds: leg.odds })),
    });
  }
  if (legs.length > 1) {
    const problem = parlayProblem(legs.map((leg) => ({ eventId: String(leg.eventId) })));
    if (problem) throw new AppError("PARLAY_INVALID", { ...problem });
  }
  return legs;
}

/** Refuses a stake outside the merchant's limits for these legs (BOOK_LIMIT names the limit). */
export function assertStakeLimits(
  stake: number,
  legs: readonly TPricedLeg[],
  settings: TBookSettingsRow,
): number {
  if (stake < settings.minStake)
    throw new AppError("BOOK_LIMIT", { limit: "min_stake", min: settings.minStake });
  const maxStake = Math.min(...legs.map((leg) => leg.maxStake));
  if (stake > maxStake) throw new AppError("BOOK_LIMIT", { limit: "max_stake", max: maxStake });
  const returns = potentialReturn(
    stake,
    legs.map((leg) => leg.odds),
  );
  if (returns > settings.maxPayout) {
    throw new AppError("BOOK_LIMIT", {
      limit: "max_payout",
      max: settings.maxPayout,
      maxStake: Math.floor((stake * settings.maxPayout) / returns),
    });
  }
  return returns;
}
