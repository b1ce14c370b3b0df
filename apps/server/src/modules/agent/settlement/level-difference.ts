import type { TContractTier } from "@orchid/contract/agent";
import { amountOf, reachedTier, type TTeamFigures } from "./tiers.ts";

/** One contract of the kind and period being settled, as the tree walk sees it. */
export type TContractNode = {
  contractId: number;
  holderId: number;
  /** Who pays the holder: the upline that offered the contract, or null for the platform. */
  payerId: number | null;
  /** The payer's own contract of the same kind, when it has one being settled. */
  parentContractId: number | null;
  tiers: readonly TContractTier[];
};

/** The holder's figures: those its tier is read on, and the base its amount is worked out on. */
export type THolderFigures = { tierFigures: TTeamFigures; base: number };

/** A bill to write: reached (pay `grossAmount`) or not reached (its subtree is not settled). */
export type TBillDraft = {
  contractId: number;
  holderId: number;
  payerId: number | null;
  reached: boolean;
  /** 1-based tier reached; null when none (or when an upline's was not). */
  tier: number | null;
  rateBp: number;
  figures: TTeamFigures;
  grossAmount: number;
  childrenAmount: number;
};

type TCap = { rateBp: number; remaining: number } | null;

/**
 * Level difference over one tree of contracts, top-down. A holder that reaches no tier gets a
 * not-reached bill and its whole subtree is not settled (each gets a not-reached bill too, so a
 * re-run never settles it later). A reached holder earns its tier's rate on its own team's base;
 * its payer pays it in full, and it pays its contracted direct children out of that.
 *
 * Tiers are read on each team's own figures, so a child can reach a tier whose rate is above the
 * rate its parent reached: the child's rate is capped at the parent's reached rate. And a
 * dividend's base (the team's loss) is not monotone down the tree, so the children of one parent
 * are paid, in contract order, at most what is left of the parent's gross. Together: every net is
 * ≥ 0 and what leaves the platform is exactly the sum of the top holders' gross.
 *
 * Answers the drafts parents first (the order payments must follow).
 */
export function levelDifference(
  nodes: readonly TContractNode[],
  figuresOf: (holderId: number) => THolderFigures,
): TBillDraft[] {
  const ids = new Set(nodes.map((node) => node.contractId));
  const children = new Map<number, TContractNode[]>();
  const roots: TContractNode[] = [];
  for (const node of [...nodes].sort((a, b) => a.contractId - b.contractId)) {
    const parent = node.parentContractId;
    if (parent === null || !ids.has(parent) || parent === node.contractId) roots.push(node);
    else children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const drafts: TBillDraft[] = [];
  const seen = new Set<number>();

  const visit = (node: TContractNode, cap: TCap, blocked: boolean): number => {
    // A malformed chain (a loop) is settled once, never twice.
    if (seen.has(node.contractId)) return 0;
    seen.add(node.contractId);
    const figures = figuresOf(node.holderId);
    const index = blocked ? null : reachedTier(node.tiers, figures.tierFigures);
    const draft: TBillDraft = {
      contractId: node.contractId,
      holderId: node.holderId,
      payerId: node.payerId,
      reached: index !== null,
      tier: index === null ? null : index + 1,
      rateBp: 0,
      figures: figures.tierFigures,
      grossAmount: 0,
      childrenAmount: 0,
    };
    drafts.push(draft);
    if (index !== null) {
      const tierRate = node.tiers[index]?.rateBp ?? 0;
      draft.rateBp = cap ? Math.min(tierRate, cap.rateBp) : tierRate;
      const earned = amountOf(figures.base, draft.rateBp);
      draft.grossAmount = cap ? Math.min(earned, cap.remaining) : earned;
      if (cap) cap.remaining -= draft.grossAmount;
    }
    const own: TCap = draft.reached ? { rateBp: draft.rateBp, remaining: draft.grossAmount } : null;
    for (const child of children.get(node.contractId) ?? [])
      draft.childrenAmount += visit(child, own, !draft.reached);
    return draft.grossAmount;
  };

  for (const root of roots) visit(root, null, false);
  return drafts;
}
