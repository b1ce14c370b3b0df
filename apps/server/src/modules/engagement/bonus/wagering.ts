/**
 * The wagering rules of a bonus grant (decisions/0022), in whole minor units. A grant is locked:
 * bets are paid from the main wallet, and its settled valid stakes count towards the turnover it
 * needs, each at its game type's contribution percentage, rounded down. Once the counted turnover
 * reaches what it needs (while active and before its expiry) the grant converts: its whole amount
 * moves to the main wallet. A forfeit (a withdrawal request, an operator) or an expiry gives back
 * its whole amount. Each grant moves its amount at most once.
 */

/** What a turnover multiple applies to: the bonus, the qualifying deposit, or both together. */
export type TWageringBasis = "bonus" | "deposit" | "deposit_and_bonus";

export type TWageringTerms = {
  /** The bonus granted, minor units. */
  bonus: number;
  /** The qualifying deposit, minor units (0 when the grant came from no deposit). */
  deposit: number;
  /** The whole turnover multiple of the basis. */
  multiple: number;
  basis: TWageringBasis;
  /** Percent (0–100, whole) of a valid stake that counts, by game type; a type not listed counts 0. */
  contributions: Readonly<Record<string, number>>;
  /** The largest stake one bet may have while the grant is active, minor units (null: no limit). */
  maxBet: number | null;
  /** When the grant expires unless converted, epoch milliseconds. */
  expiresAt: number;
};

export type TGrantState = "active" | "converted" | "forfeited" | "expired";

export type TGrantProgress = { state: TGrantState; counted: number };

/** A grant's one money move: its whole amount to the main wallet, or back to the merchant. */
export type TGrantMove = { kind: "convert" | "forfeit" | "expire"; amount: number };

export type TGrantStep = { progress: TGrantProgress; move: TGrantMove | null };

export type TSettledBet = { gameType: string; validStake: number };

export type TTermsProblem = { field: keyof TWageringTerms; code: string };

export const MAX_MULTIPLE = 100;

/** The turnover a grant needs: its multiple of the bonus, the deposit, or both. */
export function requiredTurnover(terms: TWageringTerms): number {
  const base =
    terms.basis === "bonus"
      ? terms.bonus
      : terms.basis === "deposit"
        ? terms.deposit
        : terms.deposit + terms.bonus;
  return base * terms.multiple;
}

/** How much of a settled valid stake counts towards the grant's turnover (rounded down). */
export function countedStake(terms: TWageringTerms, bet: TSettledBet): number {
  const percent = terms.contributions[bet.gameType] ?? 0;
  return Math.floor((Math.max(0, bet.validStake) * percent) / 100);
}

export const startProgress = (): TGrantProgress => ({ state: "active", counted: 0 });

const isDue = (terms: TWageringTerms, at: number) => at >= terms.expiresAt;

function leave(terms: TWageringTerms, progress: TGrantProgress, kind: TGrantMove["kind"]): TGrantStep {
  const state: TGrantState = kind === "convert" ? "converted" : kind === "forfeit" ? "forfeited" : "expired";
  return { progress: { ...progress, state }, move: { kind, amount: terms.bonus } };
}

/**
 * A settled bet applied to a grant at `at`: counted while the grant is active and unexpired; the
 * grant converts when its turnover is reached, or expires when the bet comes after its expiry.
 * A grant no longer active is left as it is.
 */
export function applyBet(
  terms: TWageringTerms,
  progress: TGrantProgress,
  bet: TSettledBet,
  at: number,
): TGrantStep {
  if (progress.state !== "active") return { progress, move: null };
  if (isDue(terms, at)) return leave(terms, progress, "expire");
  const counted = progress.counted + countedStake(terms, bet);
  const next = { ...progress, counted };
  if (counted >= requiredTurnover(terms)) return leave(terms, next, "convert");
  return { progress: next, move: null };
}

/** Expires an active grant whose time has come (the scheduled sweep); anything else is left. */
export function expireIfDue(terms: TWageringTerms, progress: TGrantProgress, at: number): TGrantStep {
  if (progress.state !== "active" || !isDue(terms, at)) return { progress, move: null };
  return leave(terms, progress, "expire");
}

/** Forfeits an active grant (a withdrawal request, an operator); anything else is left. */
export function forfeit(terms: TWageringTerms, progress: TGrantProgress): TGrantStep {
  if (progress.state !== "active") return { progress, move: null };
  return leave(terms, progress, "forfeit");
}

/** The largest stake a bet may have under the member's active grants (the smallest limit), or null. */
export function largestBet(
  grants: readonly { terms: TWageringTerms; progress: TGrantProgress }[],
): number | null {
  let limit: number | null = null;
  for (const { terms, progress } of grants) {
    if (progress.state !== "active" || terms.maxBet === null) continue;
    limit = limit === null ? terms.maxBet : Math.min(limit, terms.maxBet);
  }
  return limit;
}

/**
 * Terms an operator may set, or the first problem: a bonus of at least one minor unit, whole safe
 * amounts and percentages, and a turnover of at least one minor unit to play.
 */
export function checkTerms(terms: TWageringTerms): TTermsProblem | null {
  const whole = (value: number) => Number.isSafeInteger(value) && value >= 0;
  if (!whole(terms.bonus) || terms.bonus === 0) return { field: "bonus", code: "bonus_amount_invalid" };
  if (!whole(terms.deposit)) return { field: "deposit", code: "bonus_amount_invalid" };
  if (!Number.isInteger(terms.multiple) || terms.multiple < 1 || terms.multiple > MAX_MULTIPLE)
    return { field: "multiple", code: "bonus_multiple_invalid" };
  for (const percent of Object.values(terms.contributions))
    if (!Number.isInteger(percent) || percent < 0 || percent > 100)
      return { field: "contributions", code: "bonus_contribution_invalid" };
  if (terms.maxBet !== null && (!whole(terms.maxBet) || terms.maxBet === 0))
    return { field: "maxBet", code: "bonus_max_bet_invalid" };
  const required = requiredTurnover(terms);
  if (!Number.isSafeInteger(required)) return { field: "multiple", code: "bonus_multiple_invalid" };
  // A multiple of a deposit that is not there: the grant would convert with no play at all.
  if (required === 0) return { field: "basis", code: "bonus_basis_empty" };
  return null;
}
