import type { TBoLotteryOdds, TBoLotteryOddsSave } from "@orchid/contract/backoffice-lottery";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";

/** A bet type's price and limits as typed: prices as whole numbers, limits in major units. */
export type TOddsDraft = {
  cost: string;
  pays: Record<string, string>;
  minStake: string;
  maxStake: string;
  numberCap: string;
  enabled: boolean;
};

export type TOddsDraftCheck =
  | { ok: true; input: TBoLotteryOddsSave }
  | { ok: false; field: string; key: string };

const WHOLE = /^\d{1,13}$/;

export function oddsDraftOf(odds: TBoLotteryOdds): TOddsDraft {
  return {
    cost: String(odds.cost),
    pays: Object.fromEntries(odds.payoutKeys.map((key) => [key, String(odds.pays[key] ?? "")])),
    minStake: minorToMajorInput(odds.minStake),
    maxStake: minorToMajorInput(odds.maxStake),
    numberCap: minorToMajorInput(odds.numberCap),
    enabled: odds.enabled,
  };
}

function wholePrice(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
}

/**
 * What the draft saves, or the first field that is wrong and why. The server checks the odds
 * against the rules again (above all RTP over 100 %), which only it can compute exactly.
 */
export function checkOddsDraft(odds: TBoLotteryOdds, draft: TOddsDraft): TOddsDraftCheck {
  const cost = wholePrice(draft.cost);
  if (cost === null) return { ok: false, field: "cost", key: "bo_lottery_whole_price" };
  const pays: Record<string, number> = {};
  for (const key of odds.payoutKeys) {
    const price = wholePrice(draft.pays[key] ?? "");
    if (price === null) return { ok: false, field: `pays.${key}`, key: "bo_lottery_whole_price" };
    pays[key] = price;
  }
  const limits: Record<"minStake" | "maxStake" | "numberCap", number> = {
    minStake: 0,
    maxStake: 0,
    numberCap: 0,
  };
  for (const field of ["minStake", "maxStake", "numberCap"] as const) {
    const parsed = parseMajorAmount(draft[field], { allowZero: field === "numberCap" });
    if (!parsed.ok) return { ok: false, field, key: parsed.errorKey };
    limits[field] = parsed.minor;
  }
  if (limits.minStake > limits.maxStake) return { ok: false, field: "maxStake", key: "err_min_above_max" };
  return {
    ok: true,
    input: { family: odds.family, betType: odds.betType, cost, pays, ...limits, enabled: draft.enabled },
  };
}
