import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import { z } from "zod";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { parseRebatePercent, rebatePercentText } from "./vip-rebate.ts";

/** The contract's limits (ZVipLevelInput, ZVipLevelsInput). */
export const VIP_NAME_MAX = 40;
export const VIP_LEVELS_MAX = 20;
/* Thresholds, limits and the birthday bonus go up to 10,000,000,000.00, the most parseMajorAmount reads. */

export type TConsoleVipLevel = TValueOf<"boVipLevels">[number];
export type TVipLevelsInput = TInputOf<"boSaveVipLevels">;
export type TVipLevelInput = TVipLevelsInput["levels"][number];

/** A problem of a draft: the request's field path (as the server names it) and its message key. */
export type TVipIssue = { path: (string | number)[]; key: string };

/** Where a problem of the list as a whole (none left, too many) is reported, under the table. */
export const VIP_LIST_FIELD = "levelList";

/**
 * One level as its row holds it: names per language, thresholds, the withdrawal limit and the
 * birthday bonus in major units ("1000.00"; an empty limit: the merchant's own; an empty or zero
 * birthday bonus: none), the rebate in per cent with two decimals ("0.80"). Its rank is its place
 * in the list (first row: rank 1).
 */
export type TVipLevelDraft = {
  name: TLocalizedText;
  minDeposits: string;
  minValidBet: string;
  rebate: string;
  withdrawDailyMax: string;
  dedicatedService: boolean;
  /** Paid into the reward centre on the member's birthday, once a year; "" for none. */
  birthdayBonus: string;
};

/** The whole table as the form holds it. */
export type TVipDraft = { levels: TVipLevelDraft[] };

/** Levels by rank, lowest first, without changing the list. */
export function levelsByRank<T extends { rank: number }>(levels: readonly T[]): T[] {
  return [...levels].sort((a, b) => a.rank - b.rank);
}

export function vipLevelDraftOf(level: Omit<TConsoleVipLevel, "members">): TVipLevelDraft {
  return {
    name: { ...level.name },
    minDeposits: minorToMajorInput(level.minDeposits),
    minValidBet: minorToMajorInput(level.minValidBet),
    rebate: rebatePercentText(level.rebateBp),
    withdrawDailyMax: level.withdrawDailyMax === null ? "" : minorToMajorInput(level.withdrawDailyMax),
    dedicatedService: level.dedicatedService,
    birthdayBonus: level.birthdayBonus === 0 ? "" : minorToMajorInput(level.birthdayBonus),
  };
}

/** The form's starting values: the saved levels in rank order. */
export function vipDraftOf(levels: readonly Omit<TConsoleVipLevel, "members">[]): TVipDraft {
  return { levels: levelsByRank(levels).map(vipLevelDraftOf) };
}

/**
 * A rank added at the end: no name yet, the thresholds and benefits of the rank below it (so the
 * order holds until the operator raises them), or zeros for the first rank.
 */
export function nextLevelDraft(below: TVipLevelDraft | undefined): TVipLevelDraft {
  if (!below)
    return {
      name: {},
      minDeposits: "0.00",
      minValidBet: "0.00",
      rebate: "0.00",
      withdrawDailyMax: "",
      dedicatedService: false,
      birthdayBonus: "",
    };
  return { ...below, name: {} };
}

/** How many members hold each rank now (ranks added since are not in it). */
export function membersByRank(levels: readonly Pick<TConsoleVipLevel, "rank" | "members">[]) {
  return new Map(levels.map((level) => [level.rank, level.members]));
}

/** Members holding ranks above `count`: those a shortened list takes their rank from. */
export function membersAboveRank(
  levels: readonly Pick<TConsoleVipLevel, "rank" | "members">[],
  count: number,
): number {
  return levels.reduce((sum, level) => (level.rank > count ? sum + level.members : sum), 0);
}

/**
 * The ordering problems of levels in rank order: each rank's deposits and valid bet thresholds
 * may not be lower than the rank below it. Paths are [index, field].
 */
export function levelOrderIssues(
  levels: readonly Pick<TVipLevelInput, "minDeposits" | "minValidBet">[],
): TVipIssue[] {
  const issues: TVipIssue[] = [];
  levels.forEach((level, index) => {
    const below = levels[index - 1];
    if (!below) return;
    if (level.minDeposits < below.minDeposits)
      issues.push({ path: [index, "minDeposits"], key: "bo_vip_below_previous" });
    if (level.minValidBet < below.minValidBet)
      issues.push({ path: [index, "minValidBet"], key: "bo_vip_below_previous" });
  });
  return issues;
}

/** Whether levels are ranked 1, 2, 3… in list order with no gap. */
export function ranksAreConsecutive(levels: readonly Pick<TVipLevelInput, "rank">[]): boolean {
  return levels.every((level, index) => level.rank === index + 1);
}

/** One per-language name without its empty languages, each trimmed; English required, each within the limit. */
function readName(value: TLocalizedText, base: (string | number)[], issues: TVipIssue[]): TLocalizedText {
  const out: TLocalizedText = {};
  for (const [code, text] of Object.entries(value) as [keyof TLocalizedText, string | undefined][]) {
    const trimmed = (text ?? "").trim();
    if (!trimmed) continue;
    if (trimmed.length > VIP_NAME_MAX) issues.push({ path: [...base, code], key: "bo_vip_name_too_long" });
    out[code] = trimmed;
  }
  if (!out.EN) issues.push({ path: [...base, "EN"], key: "err_english_required" });
  return out;
}

/** One row as the save call's level, with its rank from its place; null when a cell is wrong. */
function readLevel(draft: TVipLevelDraft, index: number, issues: TVipIssue[]): TVipLevelInput | null {
  const at = (field: string, key: string) => issues.push({ path: ["levels", index, field], key });
  const before = issues.length;
  const name = readName(draft.name, ["levels", index, "name"], issues);
  const deposits = parseMajorAmount(draft.minDeposits, { allowZero: true });
  if (!deposits.ok) at("minDeposits", deposits.errorKey);
  const bet = parseMajorAmount(draft.minValidBet, { allowZero: true });
  if (!bet.ok) at("minValidBet", bet.errorKey);
  const rebate = parseRebatePercent(draft.rebate);
  if (!rebate.ok) at("rebateBp", rebate.errorKey);
  let withdrawDailyMax: number | null = null;
  if (draft.withdrawDailyMax.trim()) {
    const limit = parseMajorAmount(draft.withdrawDailyMax);
    if (limit.ok) withdrawDailyMax = limit.minor;
    else at("withdrawDailyMax", limit.errorKey);
  }
  let birthdayBonus = 0;
  if (draft.birthdayBonus.trim()) {
    const bonus = parseMajorAmount(draft.birthdayBonus, { allowZero: true });
    if (bonus.ok) birthdayBonus = bonus.minor;
    else at("birthdayBonus", bonus.errorKey);
  }
  if (issues.length > before || !deposits.ok || !bet.ok || !rebate.ok) return null;
  return {
    rank: index + 1,
    name,
    minDeposits: deposits.minor,
    minValidBet: bet.minor,
    rebateBp: rebate.bp,
    withdrawDailyMax,
    dedicatedService: draft.dedicatedService,
    birthdayBonus,
  };
}

/**
 * The save call's levels, or every problem of the table by the request's field paths: each row's
 * English name, thresholds to the cent (zero allowed), a rebate of 0–5.00 % in hundredths, an
 * optional positive withdrawal limit, an optional birthday bonus to the cent (empty or zero: none,
 * sent as 0); at least one and at most 20 ranks, ranked 1, 2, 3… by their
 * place, each threshold not lower than the rank below.
 */
export function readVipLevels(draft: TVipDraft): { input: TVipLevelsInput | null; issues: TVipIssue[] } {
  const issues: TVipIssue[] = [];
  if (draft.levels.length === 0) issues.push({ path: [VIP_LIST_FIELD], key: "bo_vip_levels_required" });
  if (draft.levels.length > VIP_LEVELS_MAX)
    issues.push({ path: [VIP_LIST_FIELD], key: "bo_vip_levels_too_many" });
  const levels = draft.levels.map((level, index) => readLevel(level, index, issues));
  const read = levels.filter((level): level is TVipLevelInput => level !== null);
  if (issues.length > 0 || read.length !== draft.levels.length) return { input: null, issues };
  for (const issue of levelOrderIssues(read)) issues.push({ ...issue, path: ["levels", ...issue.path] });
  if (issues.length > 0) return { input: null, issues };
  return { input: { levels: read }, issues };
}

/** The form's schema (for its resolver): the table in, the save call's levels out. */
export const ZVipDraft = z.custom<TVipDraft>().transform((draft, ctx) => {
  const { input, issues } = readVipLevels(draft);
  for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
  return input ?? z.NEVER;
});
