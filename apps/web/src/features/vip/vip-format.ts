import type { TValueOf } from "@orchid/contract/endpoint-io";
import { type TWageringProgress, wageringProgress } from "../bonus/wagering-progress.ts";
import type { TMissionFormat } from "../missions/mission-format.ts";

export type TVipStatus = TValueOf<"vip">;
export type TVipLevel = TVipStatus["levels"][number];

/** How far the last 30 days go towards the next rank: each threshold on its own, and both together. */
export type TVipProgress = {
  next: TVipLevel;
  deposits: TWageringProgress;
  validBet: TWageringProgress;
  /** Both thresholds met: the rank moves up at the next daily evaluation. */
  isReady: boolean;
};

const BASIS_POINTS = 10_000;
const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A rebate in basis points as a percent in the member's locale, with no more decimals than it
 * needs: 150 → "1.5%", 25 → "0.25%", 100 → "1%", 0 → "0%".
 */
export function rebateText(basisPoints: number, localeTag: string): string {
  let format = percentFormats.get(localeTag);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, { style: "percent", maximumFractionDigits: 2 });
    percentFormats.set(localeTag, format);
  }
  // Whole basis points are hundredths of a percent: rounding to two decimals keeps them exact.
  return format.format(Math.max(0, Math.round(basisPoints)) / BASIS_POINTS);
}

/** The levels from the lowest rank up. */
export function sortedLevels(levels: readonly TVipLevel[]): TVipLevel[] {
  return [...levels].sort((a, b) => a.rank - b.rank);
}

/** The member's level among the levels, or null (no rank yet, or a level since removed). */
export function currentLevel(status: Pick<TVipStatus, "rank" | "levels">): TVipLevel | null {
  return status.levels.find((level) => level.rank === status.rank) ?? null;
}

/** The rank above the member's, or null at the top. */
export function nextLevel(status: Pick<TVipStatus, "rank" | "levels">): TVipLevel | null {
  return sortedLevels(status.levels).find((level) => level.rank > status.rank) ?? null;
}

/**
 * Progress towards the next rank over the last 30 days: deposits against its deposits threshold
 * and valid bet against its valid-bet threshold (a zero threshold is met); null at the top rank.
 */
export function vipProgress(
  status: Pick<TVipStatus, "rank" | "levels" | "deposits" | "validBet">,
): TVipProgress | null {
  const next = nextLevel(status);
  if (!next) return null;
  const deposits = wageringProgress(status.deposits, next.minDeposits);
  const validBet = wageringProgress(status.validBet, next.minValidBet);
  return { next, deposits, validBet, isReady: deposits.isMet && validBet.isMet };
}

/**
 * The birthday bonus the member's level pays that waits for the member's birthday: the amount in
 * minor units while no birthday is set, 0 once it is (or before member info is known), and 0 when
 * the level pays none.
 */
export function birthdayBonusWaiting(
  status: Pick<TVipStatus, "rank" | "levels">,
  birthday: string | null | undefined,
): number {
  if (birthday !== null) return 0;
  return Math.max(0, currentLevel(status)?.birthdayBonus ?? 0);
}

/** Writes "VIP 3 · Gold", "VIP 3" without a name, or "No rank yet" below rank 1 with no name. */
export function rankText(rank: number, name: string, format: Pick<TMissionFormat, "t" | "count">): string {
  const trimmed = name.trim();
  if (rank <= 0 && !trimmed) return format.t("vip_no_rank");
  if (!trimmed) return format.t("vip_rank", { rank: format.count(rank) });
  return format.t("vip_rank_name", { rank: format.count(rank), name: trimmed });
}
