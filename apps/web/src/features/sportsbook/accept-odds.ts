import type { TAcceptOdds } from "@orchid/contract/sportsbook";

export type TOddsMove = "up" | "down";

/** Which way a price went: up, down, or null when it did not move. */
export function oddsMove(before: number, after: number): TOddsMove | null {
  if (after > before) return "up";
  if (after < before) return "down";
  return null;
}

/**
 * Whether the book takes a bet at `now` when the member saw `seen`, as the member's setting says:
 * `none` only the same price, `higher` the same or a better one, `any` whatever it is now.
 */
export function isPriceTaken(seen: number, now: number, acceptOdds: TAcceptOdds): boolean {
  if (acceptOdds === "any") return true;
  if (acceptOdds === "higher") return now >= seen;
  return now === seen;
}

/**
 * What the slip does when a leg's price moves: keep the price the member agreed to while the book
 * would take the bet anyway (placing sends that price and the setting), or ask the member to
 * accept the new price first.
 */
export function needsAcceptance(leg: { odds: number; current: number }, acceptOdds: TAcceptOdds): boolean {
  return !isPriceTaken(leg.odds, leg.current, acceptOdds);
}
