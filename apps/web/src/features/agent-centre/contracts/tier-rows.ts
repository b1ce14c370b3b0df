import {
  childTierProblems,
  MAX_CONTRACT_TIERS,
  RATE_BP_MAX,
  type TContractTier,
  tierListProblems,
} from "@orchid/contract/agent";
import { amountInputText, parseAmount } from "../../wallet/parse-amount.ts";

/** One tier as the editor holds it: the rate in percent and amounts in major units, as typed. */
export type TTierRow = { rate: string; minValidBet: string; minActiveMembers: string; minLoss: string };

export const EMPTY_TIER_ROW: TTierRow = { rate: "", minValidBet: "0", minActiveMembers: "0", minLoss: "0" };

/** A tier list's rows for editing (a change starts from the terms in force). */
export function tiersToRows(tiers: readonly TContractTier[]): TTierRow[] {
  return tiers.map((tier) => ({
    // Basis points are hundredths of a percent, read like minor units: 35 → "0.35".
    rate: amountInputText(tier.rateBp).replace(/\.00$/, ""),
    minValidBet: amountInputText(tier.minValidBet).replace(/\.00$/, ""),
    minActiveMembers: String(tier.minActiveMembers),
    minLoss: amountInputText(tier.minLoss).replace(/\.00$/, ""),
  }));
}

/** An amount that may be zero (a threshold); null when it is not one. */
function threshold(text: string): number | null {
  if (/^\s*0*([.,]0*)?\s*$/.test(text) && text.trim() !== "") return 0;
  return parseAmount(text).minor;
}

/** The rate in basis points of a percentage typed with up to two decimals ("0.35" → 35). */
function rateBp(text: string): number | null {
  const bp = parseAmount(text).minor;
  return bp !== null && bp >= 1 && bp <= RATE_BP_MAX ? bp : null;
}

/** What the editor found: the tiers, or the catalogue keys of its problems (each once). */
export type TTierCheck = { tiers: TContractTier[]; problems: string[] };

/**
 * Reads the typed rows and checks them as the server will: each value's shape, at most
 * MAX_CONTRACT_TIERS rows, the tier list's own order (tierListProblems) and, under an upline's
 * contract, no rate above the upline's at the same tier (childTierProblems).
 */
export function checkTierRows(
  rows: readonly TTierRow[],
  parent: readonly TContractTier[] | null,
): TTierCheck {
  const problems = new Set<string>();
  if (rows.length === 0) problems.add("agc_err_tiers_none");
  if (rows.length > MAX_CONTRACT_TIERS) problems.add("err_contract_too_many_tiers");
  const tiers: TContractTier[] = [];
  for (const row of rows) {
    const tier = {
      rateBp: rateBp(row.rate),
      minValidBet: threshold(row.minValidBet),
      minActiveMembers: /^\s*\d{1,7}\s*$/.test(row.minActiveMembers) ? Number(row.minActiveMembers) : null,
      minLoss: threshold(row.minLoss),
    };
    if (tier.rateBp === null) problems.add("agc_err_rate");
    if (tier.minValidBet === null || tier.minLoss === null) problems.add("agc_err_amount");
    if (tier.minActiveMembers === null) problems.add("agc_err_members");
    if (Object.values(tier).every((value) => value !== null)) tiers.push(tier as TContractTier);
  }
  if (problems.size === 0) {
    for (const problem of tierListProblems(tiers)) problems.add(problem);
    if (parent) for (const problem of childTierProblems(tiers, parent)) problems.add(problem);
  }
  return { tiers: problems.size === 0 ? tiers : [], problems: [...problems] };
}
