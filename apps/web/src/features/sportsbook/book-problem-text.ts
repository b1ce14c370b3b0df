import { ApiError } from "@orchid/contract/api-error";
import { errorKeyOf } from "@orchid/contract/api-problems";
import type { TTranslate } from "../lottery/translate.ts";
import { MAX_PARLAY_LEGS } from "./parlay-check.ts";

const SUSPENSIONS = new Set([
  "started",
  "suspended",
  "ended",
  "cancelled",
  "market_suspended",
  "market_closed",
  "selection",
]);
const PARLAY_PROBLEMS = new Set(["too_few_legs", "too_many_legs", "same_event"]);

const wholeOf = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

function limitText(
  value: Record<string, unknown>,
  t: TTranslate,
  money: (minor: number) => string,
): string | null {
  const amount = (field: string) => money(wholeOf(value[field]));
  switch (value.limit) {
    case "min_stake":
      return t("sb_limit_min_stake", { amount: amount("min") });
    case "max_stake":
      return t("sb_limit_max_stake", { amount: amount("max") });
    case "max_payout":
      return t("sb_limit_max_payout", { amount: amount("max"), stake: amount("maxStake") });
    case "member_event":
      return t("sb_limit_member_event", { amount: amount("max"), left: amount("left") });
    case "liability":
      return t("sb_limit_liability", { left: amount("left") });
    default:
      return null;
  }
}

/**
 * Why the book refused a bet or a cash-out, in the member's language and with the refusal's
 * details: which limit and by how much, why a price takes no bets, what keeps a parlay from
 * being one; otherwise the refusal's own message (err_…).
 */
export function bookProblemText(error: unknown, t: TTranslate, money: (minor: number) => string): string {
  if (!(error instanceof ApiError)) return t(errorKeyOf(error));
  const value = error.value ?? {};
  switch (error.code) {
    case "ODDS_CHANGED":
      return t("sb_problem_odds_changed");
    case "BET_SUSPENDED":
      return typeof value.reason === "string" && SUSPENSIONS.has(value.reason)
        ? t(`sb_suspended_${value.reason}`)
        : t(error.key);
    case "PARLAY_INVALID":
      return typeof value.problem === "string" && PARLAY_PROBLEMS.has(value.problem)
        ? t(`sb_parlay_${value.problem}`, { max: MAX_PARLAY_LEGS })
        : t(error.key);
    case "BOOK_LIMIT":
      return limitText(value, t, money) ?? t(error.key);
    case "BONUS_MAX_BET":
      return typeof value.maxBet === "number"
        ? t("sb_bonus_max_bet", { amount: money(value.maxBet) })
        : t(error.key);
    case "CASHOUT_CHANGED":
      return typeof value.amount === "number"
        ? t("sb_cashout_changed", { amount: money(value.amount) })
        : t(error.key);
    default:
      return t(error.key);
  }
}

/** The prices an ODDS_CHANGED refusal quotes for the legs now; empty for any other failure. */
export function quotedPrices(error: unknown): { selectionId: number; odds: number }[] {
  if (!(error instanceof ApiError) || error.code !== "ODDS_CHANGED") return [];
  const legs = error.value?.legs;
  if (!Array.isArray(legs)) return [];
  return legs.flatMap((leg: unknown) => {
    const { selectionId, odds } = (leg ?? {}) as { selectionId?: unknown; odds?: unknown };
    return typeof selectionId === "number" && typeof odds === "number" ? [{ selectionId, odds }] : [];
  });
}

/** The selection a BET_SUSPENDED refusal names and why it takes no bets, or null. */
export function suspendedSelection(error: unknown): { selectionId: number; reason: string } | null {
  if (!(error instanceof ApiError) || error.code !== "BET_SUSPENDED") return null;
  const { selectionId, reason } = error.value ?? {};
  if (typeof selectionId !== "number") return null;
  return { selectionId, reason: typeof reason === "string" ? reason : "selection" };
}
