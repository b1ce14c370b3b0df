/** The points mall's sections below the products, in tab order. */
export const POINTS_TABS = ["details", "redeems", "convert", "rules"] as const;
export type TPointsTab = (typeof POINTS_TABS)[number];

/**
 * The section the address's `?tab=` names, or the one a page opens on: the member's points
 * details, or the rules for a visitor (the other sections need a real account).
 */
export function pointsTabOf(value: string | null, isMember: boolean): TPointsTab {
  const named = POINTS_TABS.find((tab) => tab === value);
  return named ?? (isMember ? "details" : "rules");
}
