import type { TTranslate } from "./translate.ts";

const TIERS = new Set(["first", "second", "third", "starter", "consolation"]);
const WORDS = new Set(["big", "small", "odd", "even", "dragon", "tiger", "tie"]);

/**
 * What a bet type's payout key means to a member, e.g. "1st prize", "Sum 10", "Any 3", "1st
 * prize · 24 orders"; null for `hit`, the one key of a bet type that pays alike on every hit.
 */
export function payoutLabel(key: string, t: TTranslate): string | null {
  if (key === "hit") return null;
  if (TIERS.has(key)) return t(`lott_tier_${key}`);
  if (WORDS.has(key)) return t(`lott_side_${key}`);
  const iBox = /^([a-z]+)_p(\d+)$/.exec(key);
  if (iBox && TIERS.has(iBox[1] ?? "")) {
    return t("lott_pays_orders", { tier: t(`lott_tier_${iBox[1]}`), count: Number(iBox[2]) });
  }
  const sum = /^sum(\d+)$/.exec(key);
  if (sum) return t("lott_pays_sum", { sum: Number(sum[1]) });
  const any = /^any(\d+)$/.exec(key);
  if (any) return t("lott_pays_any", { n: Number(any[1]) });
  return key;
}

/** What one unit staked on a line returns per hit of a key: `pays / cost`, e.g. 3.6481 for lô 2 số. */
export function payoutMultiple(pays: number, cost: number): number {
  return cost > 0 ? pays / cost : 0;
}
