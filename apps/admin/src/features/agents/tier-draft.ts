import { MAX_CONTRACT_TIERS, type TContractTier, tierListProblems } from "@orchid/contract/agent";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { parsePercent, percentText } from "./rate-percent.ts";

/** One tier as the tier editor holds it: the rate in per cent, amounts in major units, as typed. */
export type TTierDraft = { rate: string; minValidBet: string; minActiveMembers: string; minLoss: string };

/** A problem found in a tier list: the field's path under the list's owner and its message key. */
export type TTierIssue = { path: (string | number)[]; key: string };

export const EMPTY_TIER: TTierDraft = {
  rate: "",
  minValidBet: "0.00",
  minActiveMembers: "0",
  minLoss: "0.00",
};

/** Where a problem of the list as a whole (order, count) is reported, beside the rows. */
export const TIER_LIST_FIELD = "tierList";

/** The console's words for the contract's own signing-limit problems (same rules as the server). */
const LIST_PROBLEM_KEYS: Record<string, string> = {
  err_contract_rates_increasing: "bo_agents_tiers_rates_increasing",
  err_contract_active_non_decreasing: "bo_agents_tiers_active_non_decreasing",
  err_contract_bet_non_decreasing: "bo_agents_tiers_bet_non_decreasing",
};

const ACTIVE_MAX = 1_000_000;

export function tierDraftOf(tier: TContractTier): TTierDraft {
  return {
    rate: percentText(tier.rateBp),
    minValidBet: minorToMajorInput(tier.minValidBet),
    minActiveMembers: String(tier.minActiveMembers),
    minLoss: minorToMajorInput(tier.minLoss),
  };
}

function wholeCount(text: string): number | null {
  const cleaned = text.trim();
  if (!/^\d{1,7}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= ACTIVE_MAX ? value : null;
}

/**
 * Reads the tier rows into contract tiers: each rate within `maxRateBp`, amounts exact to the
 * cent (zero allowed), whole active-member counts, at most `maxTiers` rows, and the list in the
 * order the contract signs (rates rising, thresholds never falling). `tiers` is null when any
 * problem was found; issue paths start at `base` (the list's own field).
 */
export function readTiers(
  drafts: readonly TTierDraft[],
  limits: { maxTiers: number; maxRateBp: number },
  base: (string | number)[],
): { tiers: TContractTier[] | null; issues: TTierIssue[] } {
  const issues: TTierIssue[] = [];
  const listPath = [...base.slice(0, -1), TIER_LIST_FIELD];
  const tiers: TContractTier[] = [];
  drafts.forEach((draft, index) => {
    const at = (field: keyof TTierDraft, key: string) => issues.push({ path: [...base, index, field], key });
    const rate = parsePercent(draft.rate, limits.maxRateBp);
    const bet = parseMajorAmount(draft.minValidBet, { allowZero: true });
    const loss = parseMajorAmount(draft.minLoss, { allowZero: true });
    const active = wholeCount(draft.minActiveMembers);
    if (!rate.ok) at("rate", rate.errorKey);
    if (!bet.ok) at("minValidBet", bet.errorKey);
    if (!loss.ok) at("minLoss", loss.errorKey);
    if (active === null) at("minActiveMembers", "bo_agents_count_invalid");
    if (rate.ok && bet.ok && loss.ok && active !== null)
      tiers.push({ rateBp: rate.bp, minValidBet: bet.minor, minActiveMembers: active, minLoss: loss.minor });
  });
  if (drafts.length === 0) issues.push({ path: listPath, key: "bo_agents_tiers_required" });
  if (drafts.length > Math.min(limits.maxTiers, MAX_CONTRACT_TIERS))
    issues.push({ path: listPath, key: "bo_agents_tiers_too_many" });
  if (issues.length === 0)
    for (const problem of tierListProblems(tiers))
      issues.push({ path: listPath, key: LIST_PROBLEM_KEYS[problem] ?? problem });
  return { tiers: issues.length === 0 ? tiers : null, issues };
}
