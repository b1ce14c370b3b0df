import type { TBoLotteryResult } from "@orchid/contract/backoffice-lottery";
import { FOUR_D_TIERS } from "@orchid/games/lottery/four-d/four-d-result";
import { VN_NORTH_LAYOUT } from "@orchid/games/lottery/vn/vn-north-layout";
import { VN_SOUTH_LAYOUT } from "@orchid/games/lottery/vn/vn-south-layout";

/** One prize of a result sheet: its key in the result, how it is named, how many numbers of how many digits. */
export type TPrizeShape = {
  key: string;
  label: string;
  labelKey: string | null;
  count: number;
  digits: number;
};
export type TResultShape = { kind: "vn" | "four_d"; prizes: readonly TPrizeShape[] };
/** The numbers typed per prize, in the sheet's order. */
export type TResultDraft = Record<string, string[]>;

const FOUR_D_LABEL_KEYS: Record<string, string> = {
  first: "bo_lottery_tier_first",
  second: "bo_lottery_tier_second",
  third: "bo_lottery_tier_third",
  starter: "bo_lottery_tier_starter",
  consolation: "bo_lottery_tier_consolation",
};

/**
 * The result sheet of a family whose results are entered: a Vietnamese station's prizes (the
 * rules' layout: ĐB, G1 … G8, each a count of numbers of fixed digits) or 4D's 1st, 2nd, 3rd, 10
 * starter and 10 consolation numbers. Null for in-house families (their results are drawn).
 */
export function resultShapeOf(family: string): TResultShape | null {
  const layout = family === "vn_north" ? VN_NORTH_LAYOUT : family === "vn_south" ? VN_SOUTH_LAYOUT : null;
  if (layout) {
    const prizes = [...layout.prizes].reverse().map((shape) => ({
      key: shape.prize,
      label: shape.label,
      labelKey: null,
      count: shape.count,
      digits: shape.digits,
    }));
    return { kind: "vn", prizes };
  }
  if (family !== "four_d") return null;
  const prizes = FOUR_D_TIERS.map(({ tier, slots }) => ({
    key: tier,
    label: tier,
    labelKey: FOUR_D_LABEL_KEYS[tier] ?? null,
    count: slots,
    digits: 4,
  }));
  return { kind: "four_d", prizes };
}

function numbersIn(result: unknown, shape: TResultShape, key: string): string[] {
  if (typeof result !== "object" || result === null) return [];
  const source = shape.kind === "vn" ? (result as { prizes?: Record<string, unknown> }).prizes : result;
  const value = (source as Record<string, unknown> | undefined)?.[key];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? [value] : [];
}

/** A sheet to type in: empty, or holding a recorded result (to correct it). */
export function resultDraftOf(shape: TResultShape, result: unknown = null): TResultDraft {
  return Object.fromEntries(
    shape.prizes.map((prize) => {
      const known = numbersIn(result, shape, prize.key);
      return [prize.key, Array.from({ length: prize.count }, (_, index) => known[index] ?? "")];
    }),
  );
}

/** The first number not of its prize's digits, with what the message needs; null when every one is. */
export function draftProblem(
  shape: TResultShape,
  draft: TResultDraft,
): { prize: string; number: string; digits: number } | null {
  for (const prize of shape.prizes) {
    const pattern = new RegExp(`^[0-9]{${prize.digits}}$`);
    for (const number of draft[prize.key] ?? []) {
      if (!pattern.test(number.trim()))
        return { prize: prize.label, number: number.trim(), digits: prize.digits };
    }
  }
  return null;
}

/** The result as the rules read it (the server checks it again against the family's rules). */
export function resultOf(shape: TResultShape, draft: TResultDraft): TBoLotteryResult {
  const numbers = (key: string) => (draft[key] ?? []).map((number) => number.trim());
  if (shape.kind === "vn")
    return { prizes: Object.fromEntries(shape.prizes.map((prize) => [prize.key, numbers(prize.key)])) };
  return {
    first: numbers("first")[0] ?? "",
    second: numbers("second")[0] ?? "",
    third: numbers("third")[0] ?? "",
    starter: numbers("starter"),
    consolation: numbers("consolation"),
  };
}
