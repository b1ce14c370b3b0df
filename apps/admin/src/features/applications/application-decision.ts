import type { TInputOf, TValueOf } from "@orchid/contract/endpoint-io";
import { MAX_AMOUNT_MINOR } from "@orchid/contract/money";
import { z } from "zod";
import { parseMajorAmount } from "../../money/major-amount.ts";

export type TConsoleApplication = TValueOf<"boApplications">["rows"][number];
export type TApplicationDecisionInput = TInputOf<"boDecideApplication">;
export type TApplicationDecision = TApplicationDecisionInput["decision"];
export type TApplicationRewardUnit = NonNullable<TApplicationDecisionInput["rewardUnit"]>;

/** The units a reward is given in, in the order the unit choice offers them: cash first. */
export const APPLICATION_REWARD_UNITS: readonly TApplicationRewardUnit[] = ["minor", "points"];

/** The longest note the contract takes with a decision (once trimmed). */
export const DECISION_NOTE_MAX = 200;

/** The largest reward the contract takes, in either unit (minor units or points). */
export const APPLICATION_REWARD_MAX = MAX_AMOUNT_MINOR;

/**
 * A decision as its dialog holds it: the note and the reward as typed (cash in major units,
 * points as a whole number) with the reward's unit. An empty reward approves without one.
 */
export type TDecisionDraft = { note: string; reward: string; rewardUnit: TApplicationRewardUnit };

export const EMPTY_DECISION_DRAFT: TDecisionDraft = { note: "", reward: "", rewardUnit: "minor" };

/** A problem of a draft: the request's field (as the server names it) and its message key. */
export type TDecisionIssue = { path: ["note" | "reward"]; key: string };

/**
 * A whole number of points typed from 1 to the contract's limit (grouping commas and spaces
 * ignored: "1,000"), or null when it is not one.
 */
export function pointsIn(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, "");
  if (!/^\d{1,13}$/.test(cleaned)) return null;
  const points = Number(cleaned);
  return points >= 1 && points <= APPLICATION_REWARD_MAX ? points : null;
}

/** The reward in its unit (minor units from major, or whole points); null when none was typed or it is wrong. */
function readReward(draft: TDecisionDraft, issues: TDecisionIssue[]): number | null {
  if (draft.reward.trim() === "") return null;
  if (draft.rewardUnit === "points") {
    const points = pointsIn(draft.reward);
    if (points === null) issues.push({ path: ["reward"], key: "bo_applications_points_invalid" });
    return points;
  }
  const parsed = parseMajorAmount(draft.reward);
  if (parsed.ok) return parsed.minor;
  issues.push({ path: ["reward"], key: parsed.errorKey });
  return null;
}

/**
 * The decide call's input, or every problem of the draft: the note trimmed (left out when
 * empty, at most 200 characters) and, for an approval only, the reward with its unit (left out
 * when empty). A rejection never carries a reward, whatever was typed.
 */
export function readDecision(
  draft: TDecisionDraft,
  id: number,
  decision: TApplicationDecision,
): { input: TApplicationDecisionInput | null; issues: TDecisionIssue[] } {
  const issues: TDecisionIssue[] = [];
  const note = draft.note.trim();
  if (note.length > DECISION_NOTE_MAX) issues.push({ path: ["note"], key: "bo_applications_note_too_long" });
  const reward = decision === "approve" ? readReward(draft, issues) : null;
  if (issues.length > 0) return { input: null, issues };
  const input: TApplicationDecisionInput = { id, decision };
  if (note) input.note = note;
  if (reward !== null) {
    input.reward = reward;
    input.rewardUnit = draft.rewardUnit;
  }
  return { input, issues };
}

/** The dialog's schema (for its resolver): the draft in, the decide call's input out. */
export function decisionSchema(id: number, decision: TApplicationDecision) {
  return z.custom<TDecisionDraft>().transform((draft, ctx) => {
    const { input, issues } = readDecision(draft, id, decision);
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
    return input ?? z.NEVER;
  });
}

/** The reward as typed after its unit changes: cleared, as "100" in cash and in points are not the same reward. */
export function rewardAfterUnitChange(
  text: string,
  from: TApplicationRewardUnit,
  to: TApplicationRewardUnit,
): string {
  return from === to ? text : "";
}

/** Literal keys, so the catalogue test sees each one: a given reward as the table and the toast write it. */
const REWARD_TEXT_KEYS: Record<TApplicationRewardUnit, string> = {
  minor: "bo_applications_reward_cash",
  points: "bo_applications_reward_points",
};

/**
 * A decided application's reward as text: cash through `cash` (from minor units), points through
 * `count`; null when it was approved without one (or rejected).
 */
export function rewardText(
  application: Pick<TConsoleApplication, "reward" | "rewardUnit">,
  format: { cash: (minor: number) => string; count: (value: number) => string },
): { key: string; values: { value: string } } | null {
  const { reward, rewardUnit } = application;
  if (reward === null || rewardUnit === null) return null;
  const value = rewardUnit === "minor" ? format.cash(reward) : format.count(reward);
  return { key: REWARD_TEXT_KEYS[rewardUnit], values: { value } };
}
