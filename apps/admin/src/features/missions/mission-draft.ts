import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import type { TGameType } from "@orchid/contract/games";
import type { TMissionGoal, TMissionPeriod, TRewardUnit } from "@orchid/contract/missions";
import { MAX_AMOUNT_MINOR } from "@orchid/contract/money";
import { z } from "zod";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";

/** The contract's limits (ZMissionInput). */
export const MISSION_NAME_MAX = 80;
export const MISSION_DESCRIPTION_MAX = 500;
const TARGET_MAX = MAX_AMOUNT_MINOR;
const REWARD_MAX = 1_000_000_000;
const CLAIM_DAYS_MAX = 365;
const SORT_MAX = 10_000;
/** How long a new mission's reward waits to be claimed. */
const NEW_CLAIM_DAYS = 7;

export type TConsoleMissionValue = TValueOf<"boMissions">[number];
export type TMissionSaveInput = TInputOf<"boSaveMission">;

/** A problem of a draft: the request's field path (as the server names it) and its message key. */
export type TMissionIssue = { path: (string | number)[]; key: string };

/**
 * A mission as its form holds it: numbers as typed, a money target or reward in major units, a
 * count as plain digits; an empty game type counts every type.
 */
export type TMissionDraft = {
  name: TLocalizedText;
  description: TLocalizedText;
  period: TMissionPeriod;
  goal: TMissionGoal;
  gameType: TGameType | "";
  target: string;
  reward: string;
  rewardUnit: TRewardUnit;
  claimDays: string;
  enabled: boolean;
  sort: string;
};

/** Goals counted in money (minor units): valid bet and deposits. The others count events or days. */
export function isMoneyGoal(goal: TMissionGoal): boolean {
  return goal === "bet" || goal === "deposit";
}

/** Only a bet mission may be narrowed to one game type. */
export function takesGameType(goal: TMissionGoal): boolean {
  return goal === "bet";
}

/** A count or an amount written for its input: money in major units ("10.50"), anything else as digits. */
function inputTextOf(value: number, isMoney: boolean): string {
  return isMoney ? minorToMajorInput(value) : String(value);
}

/** The form's starting values: the mission's, or a new one's (switched off until it is ready). */
export function missionDraftOf(mission: TConsoleMissionValue | null): TMissionDraft {
  if (!mission)
    return {
      name: {},
      description: {},
      period: "daily",
      goal: "bet",
      gameType: "",
      target: "",
      reward: "",
      rewardUnit: "minor",
      claimDays: String(NEW_CLAIM_DAYS),
      enabled: false,
      sort: "0",
    };
  return {
    name: { ...mission.name },
    description: { ...mission.description },
    period: mission.period,
    goal: mission.goal,
    gameType: (takesGameType(mission.goal) && mission.gameType) || "",
    target: inputTextOf(mission.target, isMoneyGoal(mission.goal)),
    reward: inputTextOf(mission.reward, mission.rewardUnit === "minor"),
    rewardUnit: mission.rewardUnit,
    claimDays: String(mission.claimDays),
    enabled: mission.enabled,
    sort: String(mission.sort),
  };
}

/**
 * The target as typed after the goal changes: kept while it stays an amount (or a count), cleared
 * when an amount becomes a count or back, since "100" would then mean something else.
 */
export function targetAfterGoalChange(text: string, from: TMissionGoal, to: TMissionGoal): string {
  return isMoneyGoal(from) === isMoneyGoal(to) ? text : "";
}

/** The reward as typed after its unit changes: cleared, as cash and points are not the same number. */
export function rewardAfterUnitChange(text: string, from: TRewardUnit, to: TRewardUnit): string {
  return from === to ? text : "";
}

/**
 * A whole number typed between min and max (grouping commas and spaces ignored: "1,000"), or
 * null when it is empty, not a whole number or out of range.
 */
export function countIn(text: string, min: number, max: number): number | null {
  const cleaned = text.replace(/[\s,]/g, "");
  if (!/^\d{1,13}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= min && value <= max ? value : null;
}

/** One per-language text without its empty languages, each trimmed; English required, each within `max`. */
function readText(value: TLocalizedText, path: string, max: number, issues: TMissionIssue[]): TLocalizedText {
  const out: TLocalizedText = {};
  for (const [code, text] of Object.entries(value) as [keyof TLocalizedText, string | undefined][]) {
    const trimmed = (text ?? "").trim();
    if (!trimmed) continue;
    if (trimmed.length > max) issues.push({ path: [path, code], key: "bo_missions_text_too_long" });
    out[code] = trimmed;
  }
  if (!out.EN) issues.push({ path: [path, "EN"], key: "err_english_required" });
  return out;
}

/** The target in the goal's unit: minor units for money goals, a whole count otherwise. */
function readTarget(draft: TMissionDraft, issues: TMissionIssue[]): number | null {
  if (isMoneyGoal(draft.goal)) {
    const parsed = parseMajorAmount(draft.target);
    if (parsed.ok) return parsed.minor;
    issues.push({ path: ["target"], key: parsed.errorKey });
    return null;
  }
  const count = countIn(draft.target, 1, TARGET_MAX);
  if (count === null) issues.push({ path: ["target"], key: "bo_missions_count_invalid" });
  return count;
}

/** The reward in its unit: cash in minor units, or whole points; both from 1 to 1,000,000,000. */
function readReward(draft: TMissionDraft, issues: TMissionIssue[]): number | null {
  if (draft.rewardUnit === "points") {
    const points = countIn(draft.reward, 1, REWARD_MAX);
    if (points === null) issues.push({ path: ["reward"], key: "bo_missions_reward_points_invalid" });
    return points;
  }
  const parsed = parseMajorAmount(draft.reward);
  if (!parsed.ok) {
    issues.push({ path: ["reward"], key: parsed.errorKey });
    return null;
  }
  if (parsed.minor > REWARD_MAX) {
    issues.push({ path: ["reward"], key: "bo_missions_reward_cash_too_large" });
    return null;
  }
  return parsed.minor;
}

/**
 * The save call's mission, or every problem of the draft by the request's field paths: the
 * contract's checks (English name and description, a target and a reward in their units, claim
 * days and order in range), made before sending. Only a bet mission sends a game type. `id`
 * changes that mission.
 */
export function readMission(
  draft: TMissionDraft,
  id?: number,
): { input: TMissionSaveInput | null; issues: TMissionIssue[] } {
  const issues: TMissionIssue[] = [];
  const name = readText(draft.name, "name", MISSION_NAME_MAX, issues);
  const description = readText(draft.description, "description", MISSION_DESCRIPTION_MAX, issues);
  const target = readTarget(draft, issues);
  const reward = readReward(draft, issues);
  const claimDays = countIn(draft.claimDays, 1, CLAIM_DAYS_MAX);
  if (claimDays === null) issues.push({ path: ["claimDays"], key: "bo_missions_claim_days_invalid" });
  const sort = countIn(draft.sort || "0", 0, SORT_MAX);
  if (sort === null) issues.push({ path: ["sort"], key: "bo_missions_sort_invalid" });
  if (issues.length > 0 || target === null || reward === null || claimDays === null || sort === null)
    return { input: null, issues };
  const input: TMissionSaveInput = {
    name,
    description,
    period: draft.period,
    goal: draft.goal,
    gameType: takesGameType(draft.goal) && draft.gameType !== "" ? draft.gameType : null,
    target,
    reward,
    rewardUnit: draft.rewardUnit,
    claimDays,
    enabled: draft.enabled,
    sort,
  };
  return { input: id === undefined ? input : { id, ...input }, issues };
}

/** The form's schema (for its resolver): the draft in, the save call's mission out. */
export function missionSchema(id?: number) {
  return z.custom<TMissionDraft>().transform((draft, ctx) => {
    const { input, issues } = readMission(draft, id);
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
    return input ?? z.NEVER;
  });
}

/** Missions as members see them ordered: by the order field, then oldest first. */
export function missionsInOrder(missions: readonly TConsoleMissionValue[]): TConsoleMissionValue[] {
  return [...missions].sort((a, b) => a.sort - b.sort || a.id - b.id);
}
