import {
  childTierProblems,
  type TAgentContractKind,
  type TContractTerms,
  type TContractTier,
} from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";

/** What a merchant's settings refuse in a contract's terms (checked before anything is read). */
export type TLimitRefusal =
  | "CONTRACT_KIND_DISABLED"
  | "CONTRACT_TOO_MANY_TIERS"
  | "CONTRACT_RATE_ABOVE_LIMIT";

export function limitRefusal(
  kind: TAgentContractKind,
  terms: TContractTerms,
  settings: TAgentContractSettings,
): TLimitRefusal | null {
  if (!settings.enabledKinds.includes(kind)) return "CONTRACT_KIND_DISABLED";
  if (terms.tiers.length > settings.maxTiers) return "CONTRACT_TOO_MANY_TIERS";
  if (terms.tiers.some((tier) => tier.rateBp > settings.maxRateBp[kind])) return "CONTRACT_RATE_ABOVE_LIMIT";
  return null;
}

/** A dividend is paid per period, so its terms name one; salaries run on fixed windows and must not. */
export function periodProblem(kind: TAgentContractKind, terms: TContractTerms): string | null {
  if (kind === "dividend" && terms.period === undefined) return "err_contract_period_required";
  if (kind !== "dividend" && terms.period !== undefined) return "err_contract_period_not_allowed";
  return null;
}

/** True when a child's tiers pay more than the parent's at some tier (the signing limit). */
export function exceedsTerms(child: TContractTerms, parent: TContractTerms): boolean {
  return childTierProblems(child.tiers, parent.tiers).length > 0;
}

/**
 * A change may only raise: no tier dropped, no tier's rate lower, and something better for the
 * holder — a tier's rate strictly higher, or a new tier on top (its rate is above the last one,
 * since rates rise tier by tier).
 */
export function isRaise(old: TContractTerms, next: TContractTerms): boolean {
  if (next.tiers.length < old.tiers.length) return false;
  let better = next.tiers.length > old.tiers.length;
  for (const [i, before] of old.tiers.entries()) {
    const after = next.tiers[i] as TContractTier;
    if (after.rateBp < before.rateBp) return false;
    if (after.rateBp > before.rateBp) better = true;
  }
  return better;
}

type TIssued = { terms: TContractTerms; pendingTerms: TContractTerms | null };

/**
 * What a holder's new terms do to the contracts it issued of the same kind: those paying more
 * than the holder now earns are terminated; those whose awaited change would pay more lose the
 * change (the holder answers nothing it could no longer afford). `holderTerms` null: the
 * holder's contract ended, so everything it issued ends with it.
 */
export function cascadeSelection<T extends TIssued>(
  issued: readonly T[],
  holderTerms: TContractTerms | null,
): { terminate: T[]; dropChange: T[] } {
  if (holderTerms === null) return { terminate: [...issued], dropChange: [] };
  const terminate = issued.filter((c) => exceedsTerms(c.terms, holderTerms));
  const dropChange = issued.filter(
    (c) => !terminate.includes(c) && c.pendingTerms !== null && exceedsTerms(c.pendingTerms, holderTerms),
  );
  return { terminate, dropChange };
}
