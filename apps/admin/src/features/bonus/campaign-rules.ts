import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import {
  BONUS_REWARD_KINDS,
  CASH_REWARD_KINDS,
  type TBonusTrigger,
  type TCampaign,
  type TCampaignState,
  WAGERING_BASES,
} from "@orchid/contract/bonus";
import type { TLanguageCode } from "@orchid/contract/languages";
import type { TRewardKind, TWageringBasis } from "./bonus-vocabulary.ts";

/**
 * Triggers that come with a deposit. Only these may pay a percentage of it or count the turnover
 * on it; the server refuses anything else (err_bonus_percent_needs_deposit,
 * err_bonus_basis_needs_deposit), so the form does not offer it.
 */
const DEPOSIT_TRIGGERS: ReadonlySet<TBonusTrigger> = new Set([
  "first_deposit",
  "deposit",
  "referral_deposit",
]);

export function comesWithDeposit(trigger: TBonusTrigger): boolean {
  return DEPOSIT_TRIGGERS.has(trigger);
}

/**
 * The reward kinds a trigger may pay: a percentage needs a deposit to be a percentage of; a fixed
 * bonus, points and free spins need none.
 */
export function rewardKindsFor(trigger: TBonusTrigger): readonly TRewardKind[] {
  return comesWithDeposit(trigger) ? BONUS_REWARD_KINDS : ["fixed", "points", "free_spins"];
}

/**
 * What the turnover may multiply: without a deposit, only the bonus. Free spins count only the
 * bonus too (their winnings are the bonus; the server refuses another basis).
 */
export function basesFor(trigger: TBonusTrigger, kind?: TRewardKind): readonly TWageringBasis[] {
  return comesWithDeposit(trigger) && kind !== "free_spins" ? WAGERING_BASES : ["bonus"];
}

/** The reward kind and basis kept when the trigger changes: a choice it no longer allows falls back. */
export function fitToTrigger(
  trigger: TBonusTrigger,
  chosen: { kind: TRewardKind; basis: TWageringBasis },
): { kind: TRewardKind; basis: TWageringBasis } {
  const kind = rewardKindsFor(trigger).includes(chosen.kind) ? chosen.kind : "fixed";
  return { kind, basis: basesFor(trigger, kind).includes(chosen.basis) ? chosen.basis : "bonus" };
}

/** Bonus money (a percentage or a fixed amount): the only rewards a manual grant takes an amount for. */
export function paysBonusMoney(kind: TRewardKind): boolean {
  return (CASH_REWARD_KINDS as readonly TRewardKind[]).includes(kind);
}

/**
 * Points go straight into the member's points account: no wagering, and no money budget (the
 * server skips both). Bonus money and free spins' winnings are wagered.
 */
export function hasWagering(kind: TRewardKind): boolean {
  return kind !== "points";
}

/** A campaign's budget is money (bonus money, or free spins at their stakes); a points campaign has none. */
export function hasMoneyBudget(kind: TRewardKind): boolean {
  return kind !== "points";
}

/** Only a "mission done" campaign names the missions that grant it; the server refuses them on another trigger. */
export function namesMissions(trigger: TBonusTrigger): boolean {
  return trigger === "mission";
}

/** A state change an operator may ask for, its button's key, and whether it is pressed twice. */
export type TStateAction = { state: "active" | "paused" | "ended"; key: string; isFinal: boolean };

const START: TStateAction = { state: "active", key: "bo_bonus_start", isFinal: false };
const RESUME: TStateAction = { state: "active", key: "bo_bonus_resume", isFinal: false };
const PAUSE: TStateAction = { state: "paused", key: "bo_bonus_pause", isFinal: false };
const END: TStateAction = { state: "ended", key: "bo_bonus_end", isFinal: true };

/** The changes the server allows from each state: draft → active/ended, active → paused/ended, paused → active/ended. */
const STATE_ACTIONS: Record<TCampaignState, readonly TStateAction[]> = {
  draft: [START, END],
  active: [PAUSE, END],
  paused: [RESUME, END],
  ended: [],
};

export function stateActionsOf(state: TCampaignState): readonly TStateAction[] {
  return STATE_ACTIONS[state];
}

/** An ended campaign is kept as it was; any other may be changed. */
export function canEditCampaign(campaign: Pick<TCampaign, "state">): boolean {
  return campaign.state !== "ended";
}

/** A campaign that has granted keeps its trigger, reward and wagering: its grants were made on them. */
export function areTermsLocked(campaign: Pick<TCampaign, "grants"> | null): boolean {
  return campaign !== null && campaign.grants > 0;
}

/** How many pages a list the server counts fills (at least one). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A campaign's name in the console's language, else its English name. */
export function campaignName(name: TLocalizedText, language: "EN" | "CN"): string {
  return (name[language] ?? "").trim() || name.EN || "";
}

/** The languages every campaign text is edited in, whatever the merchant offers. */
const TEXT_LANGUAGES: readonly TLanguageCode[] = ["EN", "MY", "CN"];

/**
 * The languages of a campaign's texts: English (required), Myanmar and Chinese always, then the
 * languages the merchant offers or the text already holds.
 */
export function textLanguagesOf(others: readonly TLanguageCode[]): TLanguageCode[] {
  return [...new Set([...TEXT_LANGUAGES, ...others])];
}

/**
 * Whether an operator can grant the campaign by hand now: a manual campaign that runs (active,
 * within its window), the server's own test before it grants anything.
 */
export function isManuallyGrantable(
  campaign: Pick<TCampaign, "trigger" | "state" | "startsAt" | "endsAt">,
  now: Date,
): boolean {
  const at = now.getTime();
  return (
    campaign.trigger === "manual" &&
    campaign.state === "active" &&
    Date.parse(campaign.startsAt) <= at &&
    (campaign.endsAt === null || at < Date.parse(campaign.endsAt))
  );
}
