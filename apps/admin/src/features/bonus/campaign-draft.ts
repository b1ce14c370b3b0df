import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import {
  MAX_FREE_SPINS,
  MAX_POINTS_REWARD,
  type TBonusReward,
  type TBonusTrigger,
  type TBonusWagering,
  type TCampaign,
  type TCampaignInput,
} from "@orchid/contract/bonus";
import { GAME_TYPES, type TGameType } from "@orchid/contract/games";
import { MAX_ROW_ID } from "@orchid/contract/row-id";
import { findSlotModel } from "@orchid/games/models/slot-models";
import { z } from "zod";
import { fromZonedInput, toZonedInput } from "../../i18n/zoned-time.ts";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import type { TRewardKind, TWageringBasis } from "./bonus-vocabulary.ts";
import { comesWithDeposit, hasMoneyBudget, hasWagering, namesMissions } from "./campaign-rules.ts";

/** The longest texts the contract takes. */
export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 2000;
const LABEL_MAX = 40;
const LABELS_MAX = 20;
const COUNTRIES_MAX = 50;
const MISSIONS_MAX = 50;
/** The most paylines and the largest bet per line (minor units) a free spins reward takes. */
const LINES_MAX = 100;
const BET_PER_LINE_MAX = 1_000_000;

/** A campaign as its form holds it: numbers as typed, amounts in major units, times as wall time. */
export type TCampaignDraft = {
  name: TLocalizedText;
  description: TLocalizedText;
  trigger: TBonusTrigger;
  /** `<input type="datetime-local">` values in the merchant's time zone; an empty end: no end. */
  startsAt: string;
  endsAt: string;
  conditions: {
    /** Labels and countries as typed, separated by commas. */
    labels: string;
    minVipRank: string;
    countries: string;
    oncePerMember: boolean;
    oncePerDevice: boolean;
    oncePerPayoutAccount: boolean;
    /** A "mission done" campaign's missions, ticked in the form (none: any mission). */
    missionIds: number[];
  };
  reward: {
    kind: TRewardKind;
    percent: string;
    cap: string;
    amount: string;
    /** Points: a whole number. */
    points: string;
    /** Free spins: how many, the slot game's id (its select's value), lines and bet per line (major units). */
    spins: string;
    gameId: string;
    lines: string;
    betPerLine: string;
    minDeposit: string;
  };
  wagering: {
    multiple: string;
    basis: TWageringBasis;
    /** Whole per cent per game type; empty: the type counts nothing. */
    contributions: Record<TGameType, string>;
    /** Empty: no largest bet. */
    maxBet: string;
    expiryDays: string;
  };
  /** Empty: no budget. */
  budget: string;
};

/** What a new campaign's play counts: slots and fish games in full, the rest not at all. */
const NEW_CONTRIBUTIONS: Partial<Record<TGameType, number>> = { RNG: 100, FISH: 100 };

/**
 * The wagering a points campaign sends: points carry none (the server skips it), but the request
 * still holds the terms, so they are harmless ones.
 */
export const POINTS_WAGERING: TBonusWagering = {
  multiple: 1,
  basis: "bonus",
  contributions: {},
  maxBet: null,
  expiryDays: 30,
};

function contributionTexts(contributions: Partial<Record<TGameType, number>>): Record<TGameType, string> {
  return Object.fromEntries(
    GAME_TYPES.map((type) => [type, contributions[type] === undefined ? "" : String(contributions[type])]),
  ) as Record<TGameType, string>;
}

/** The form's starting values: the campaign's, or a new one's starting now in the merchant's zone. */
export function campaignDraftOf(campaign: TCampaign | null, zone: string, now = new Date()): TCampaignDraft {
  const reward = campaign?.reward;
  // A points campaign's wagering is only the placeholder above: a switch to another kind starts
  // from a new campaign's terms.
  const wagering = reward?.kind === "points" ? undefined : campaign?.wagering;
  const conditions = campaign?.conditions;
  const spins = reward?.kind === "free_spins" ? reward : null;
  return {
    name: campaign?.name ?? {},
    description: campaign?.description ?? {},
    trigger: campaign?.trigger ?? "first_deposit",
    startsAt: toZonedInput(campaign?.startsAt ?? now.toISOString(), zone),
    endsAt: toZonedInput(campaign?.endsAt, zone),
    conditions: {
      labels: (conditions?.labels ?? []).join(", "),
      minVipRank: String(conditions?.minVipRank ?? 0),
      countries: (conditions?.countries ?? []).join(", "),
      oncePerMember: conditions?.oncePerMember ?? true,
      oncePerDevice: conditions?.oncePerDevice ?? false,
      oncePerPayoutAccount: conditions?.oncePerPayoutAccount ?? false,
      missionIds: [...(conditions?.missionIds ?? [])],
    },
    reward: {
      kind: reward?.kind ?? "percent",
      percent: reward?.kind === "percent" ? String(reward.percent) : "100",
      cap: reward?.kind === "percent" ? minorToMajorInput(reward.cap) : "",
      amount: reward?.kind === "fixed" ? minorToMajorInput(reward.amount) : "",
      points: reward?.kind === "points" ? String(reward.points) : "",
      spins: spins ? String(spins.spins) : "10",
      gameId: spins ? String(spins.gameId) : "",
      lines: spins ? String(spins.lines) : "",
      betPerLine: spins ? minorToMajorInput(spins.betPerLine) : "",
      minDeposit: reward?.minDeposit ? minorToMajorInput(reward.minDeposit) : "",
    },
    wagering: {
      multiple: String(wagering?.multiple ?? 10),
      basis: wagering?.basis ?? "bonus",
      contributions: contributionTexts(wagering?.contributions ?? NEW_CONTRIBUTIONS),
      maxBet: wagering?.maxBet ? minorToMajorInput(wagering.maxBet) : "",
      expiryDays: String(wagering?.expiryDays ?? 30),
    },
    budget: campaign?.budget ? minorToMajorInput(campaign.budget) : "",
  };
}

/** A problem of the draft: the request's field path (as the server names it) and its message key. */
export type TDraftIssue = { path: (string | number)[]; key: string };

/** A whole number typed between min and max, or null. */
export function wholeIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** A row id chosen in a select ("" when none), or null. */
function rowIdIn(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_ROW_ID ? value : null;
}

/**
 * What a free spins reward stakes, minor units: one spin (lines × bet per line) and all of them
 * (what the campaign's budget counts per grant). Null until spins, lines and bet all read.
 */
export function spinStakes(
  reward: Pick<TCampaignDraft["reward"], "spins" | "lines" | "betPerLine">,
): { perSpin: number; total: number } | null {
  const spins = wholeIn(reward.spins, 1, MAX_FREE_SPINS);
  const lines = wholeIn(reward.lines, 1, LINES_MAX);
  const bet = parseMajorAmount(reward.betPerLine);
  if (spins === null || lines === null || !bet.ok || bet.minor > BET_PER_LINE_MAX) return null;
  const perSpin = lines * bet.minor;
  return { perSpin, total: perSpin * spins };
}

/** What one of Orchid's slot maths models takes: up to `maxLines` lines, a bet per line among `betsPerLine` (minor units). */
export type TSlotRules = { model: string; maxLines: number; betsPerLine: readonly number[] };

/** The rules of a game's maths model, or null for a game without one the console knows. */
export function slotRulesOf(mathsModel: string | null): TSlotRules | null {
  const model = mathsModel ? findSlotModel(mathsModel) : undefined;
  if (!model) return null;
  return {
    model: model.spec.name,
    maxLines: Math.min(model.spec.maxLines, LINES_MAX),
    betsPerLine: model.spec.betPerLineOptions.filter((bet) => bet <= BET_PER_LINE_MAX),
  };
}

/**
 * The lines and bet per line to fill in when a game is picked: what was typed if its model takes
 * it, else every line and the smallest bet (typed values are left alone when the model is unknown).
 */
export function fitSpinsToGame(
  reward: Pick<TCampaignDraft["reward"], "lines" | "betPerLine">,
  rules: TSlotRules | null,
): { lines: string; betPerLine: string } {
  if (!rules) return { lines: reward.lines, betPerLine: reward.betPerLine };
  const lines = wholeIn(reward.lines, 1, rules.maxLines);
  const bet = parseMajorAmount(reward.betPerLine);
  const smallest = rules.betsPerLine[0];
  return {
    lines: lines === null ? String(rules.maxLines) : reward.lines,
    betPerLine:
      bet.ok && rules.betsPerLine.includes(bet.minor)
        ? reward.betPerLine
        : smallest === undefined
          ? reward.betPerLine
          : minorToMajorInput(smallest),
  };
}

/** A list typed with commas or line breaks: trimmed, without empty or repeated entries. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n，、]/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ];
}

/** Country codes typed with commas or spaces, in capitals. */
export function splitCountries(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，、]+/)
        .map((entry) => entry.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** One per-language text without its empty languages; English is required, each within `max`. */
function readText(value: TLocalizedText, path: string, max: number, issues: TDraftIssue[]): TLocalizedText {
  const out: TLocalizedText = {};
  for (const [code, text] of Object.entries(value) as [keyof TLocalizedText, string | undefined][]) {
    const trimmed = (text ?? "").trim();
    if (!trimmed) continue;
    if (trimmed.length > max) issues.push({ path: [path, code], key: "bo_bonus_text_too_long" });
    out[code] = trimmed;
  }
  if (!out.EN) issues.push({ path: [path, "EN"], key: "err_english_required" });
  return out;
}

/** An amount in major units read into minor units; `optional` reads empty as null. */
function readAmount(
  text: string,
  path: (string | number)[],
  issues: TDraftIssue[],
  options: { optional?: boolean; allowZero?: boolean } = {},
): number | null {
  if (options.optional && !text.trim()) return null;
  const parsed = parseMajorAmount(text, { allowZero: options.allowZero });
  if (!parsed.ok) {
    issues.push({ path, key: parsed.errorKey });
    return null;
  }
  return parsed.minor;
}

function readReward(draft: TCampaignDraft, issues: TDraftIssue[]): TBonusReward | null {
  const { reward } = draft;
  const before = issues.length;
  // Only a deposit trigger has a deposit to compare with; the form hides the field for the others.
  const minDeposit =
    comesWithDeposit(draft.trigger) && reward.minDeposit.trim()
      ? readAmount(reward.minDeposit, ["reward", "minDeposit"], issues, { allowZero: true })
      : 0;
  if (reward.kind === "percent") {
    if (!comesWithDeposit(draft.trigger))
      issues.push({ path: ["reward", "kind"], key: "err_bonus_percent_needs_deposit" });
    const percent = wholeIn(reward.percent, 1, 1000);
    if (percent === null) issues.push({ path: ["reward", "percent"], key: "bo_bonus_percent_invalid" });
    const cap = readAmount(reward.cap, ["reward", "cap"], issues);
    if (issues.length > before || percent === null || cap === null || minDeposit === null) return null;
    return { kind: "percent", percent, cap, minDeposit };
  }
  if (reward.kind === "points") {
    const points = wholeIn(reward.points, 1, MAX_POINTS_REWARD);
    if (points === null) issues.push({ path: ["reward", "points"], key: "bo_bonus_points_invalid" });
    if (points === null || minDeposit === null) return null;
    return { kind: "points", points, minDeposit };
  }
  if (reward.kind === "free_spins") return readFreeSpins(reward, minDeposit, issues);
  const amount = readAmount(reward.amount, ["reward", "amount"], issues);
  if (amount === null || minDeposit === null) return null;
  return { kind: "fixed", amount, minDeposit };
}

/**
 * Spins, game, lines and bet per line as the contract bounds them. Whether the game is one of
 * Orchid's slots and takes that bet only the server knows (err_bonus_spins_game,
 * err_bonus_spins_bet on the same fields).
 */
function readFreeSpins(
  reward: TCampaignDraft["reward"],
  minDeposit: number | null,
  issues: TDraftIssue[],
): TBonusReward | null {
  const spins = wholeIn(reward.spins, 1, MAX_FREE_SPINS);
  if (spins === null) issues.push({ path: ["reward", "spins"], key: "bo_bonus_spins_invalid" });
  const gameId = rowIdIn(reward.gameId);
  if (gameId === null) issues.push({ path: ["reward", "gameId"], key: "err_bonus_spins_game" });
  const lines = wholeIn(reward.lines, 1, LINES_MAX);
  if (lines === null) issues.push({ path: ["reward", "lines"], key: "bo_bonus_lines_invalid" });
  let betPerLine = readAmount(reward.betPerLine, ["reward", "betPerLine"], issues);
  if (betPerLine !== null && betPerLine > BET_PER_LINE_MAX) {
    issues.push({ path: ["reward", "betPerLine"], key: "err_bonus_spins_bet" });
    betPerLine = null;
  }
  if (spins === null || gameId === null || lines === null || betPerLine === null || minDeposit === null)
    return null;
  return { kind: "free_spins", spins, gameId, lines, betPerLine, minDeposit };
}

function readWagering(draft: TCampaignDraft, issues: TDraftIssue[]): TBonusWagering | null {
  const { wagering } = draft;
  // Points have no wagering: the form hides it, and its fields are not read.
  if (!hasWagering(draft.reward.kind)) return POINTS_WAGERING;
  const before = issues.length;
  const multiple = wholeIn(wagering.multiple, 1, 100);
  if (multiple === null) issues.push({ path: ["wagering", "multiple"], key: "err_bonus_multiple_invalid" });
  // Free spins wager their winnings: the basis is the bonus, whatever the select held before.
  const basis = draft.reward.kind === "free_spins" ? "bonus" : wagering.basis;
  if (basis !== "bonus" && !comesWithDeposit(draft.trigger))
    issues.push({ path: ["wagering", "basis"], key: "err_bonus_basis_needs_deposit" });
  const contributions: TBonusWagering["contributions"] = {};
  for (const type of GAME_TYPES) {
    const text = wagering.contributions[type].trim();
    if (!text) continue;
    const percent = wholeIn(text, 0, 100);
    if (percent === null)
      issues.push({ path: ["wagering", "contributions", type], key: "err_bonus_contribution_invalid" });
    else contributions[type] = percent;
  }
  const maxBet = readAmount(wagering.maxBet, ["wagering", "maxBet"], issues, { optional: true });
  const expiryDays = wholeIn(wagering.expiryDays, 1, 365);
  if (expiryDays === null) issues.push({ path: ["wagering", "expiryDays"], key: "bo_bonus_expiry_invalid" });
  if (issues.length > before || multiple === null || expiryDays === null) return null;
  return { multiple, basis, contributions, maxBet, expiryDays };
}

/** The conditions; missions only for a "mission done" trigger (ticked ones on another are dropped). */
function readConditions(
  draft: TCampaignDraft,
  trigger: TBonusTrigger,
  issues: TDraftIssue[],
): TCampaignInput["conditions"] {
  const { conditions } = draft;
  const labels = splitList(conditions.labels);
  if (labels.length > LABELS_MAX || labels.some((label) => label.length > LABEL_MAX))
    issues.push({ path: ["conditions", "labels"], key: "bo_bonus_labels_invalid" });
  const countries = splitCountries(conditions.countries);
  if (countries.length > COUNTRIES_MAX || countries.some((code) => !/^[A-Z]{2}$/.test(code)))
    issues.push({ path: ["conditions", "countries"], key: "bo_bonus_countries_invalid" });
  const minVipRank = wholeIn(conditions.minVipRank || "0", 0, 20);
  if (minVipRank === null) issues.push({ path: ["conditions", "minVipRank"], key: "bo_bonus_vip_invalid" });
  const missionIds = namesMissions(trigger)
    ? [...new Set(conditions.missionIds)].filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID)
    : [];
  if (missionIds.length > MISSIONS_MAX)
    issues.push({ path: ["conditions", "missionIds"], key: "bo_bonus_missions_too_many" });
  return {
    labels,
    minVipRank: minVipRank ?? 0,
    countries,
    oncePerMember: conditions.oncePerMember,
    oncePerDevice: conditions.oncePerDevice,
    oncePerPayoutAccount: conditions.oncePerPayoutAccount,
    missionIds,
  };
}

function readWindow(draft: TCampaignDraft, zone: string, issues: TDraftIssue[]) {
  const startsAt = fromZonedInput(draft.startsAt, zone);
  if (!startsAt) issues.push({ path: ["startsAt"], key: "bo_bonus_starts_required" });
  const endsAt = draft.endsAt.trim() ? fromZonedInput(draft.endsAt, zone) : null;
  if (draft.endsAt.trim() && !endsAt) issues.push({ path: ["endsAt"], key: "bo_bonus_time_invalid" });
  else if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    issues.push({ path: ["endsAt"], key: "err_bonus_window" });
  return { startsAt, endsAt };
}

/**
 * The save call's campaign, or every problem of the draft by the request's field paths (the
 * server's own checks, made before sending). A campaign that has granted (`locked`) sends its
 * trigger, reward and wagering back exactly as they are: the server refuses any change to them.
 * A points campaign has no money budget: it sends none.
 */
export function readCampaign(
  draft: TCampaignDraft,
  options: { zone: string; locked: TCampaign | null },
): { input: TCampaignInput | null; issues: TDraftIssue[] } {
  const issues: TDraftIssue[] = [];
  const name = readText(draft.name, "name", NAME_MAX, issues);
  const description = readText(draft.description, "description", DESCRIPTION_MAX, issues);
  const { startsAt, endsAt } = readWindow(draft, options.zone, issues);
  const { locked } = options;
  const trigger = locked ? locked.trigger : draft.trigger;
  const conditions = readConditions(draft, trigger, issues);
  const reward = locked ? locked.reward : readReward(draft, issues);
  const wagering = locked ? locked.wagering : readWagering(draft, issues);
  const kind = locked ? locked.reward.kind : draft.reward.kind;
  const budget = hasMoneyBudget(kind)
    ? readAmount(draft.budget, ["budget"], issues, { optional: true })
    : null;
  if (issues.length > 0 || !startsAt || !reward || !wagering) return { input: null, issues };
  return {
    input: { name, description, trigger, startsAt, endsAt, conditions, reward, wagering, budget },
    issues,
  };
}

/** The form's schema (for its resolver): the draft in, the save call's campaign out. */
export function campaignSchema(options: { zone: string; locked: TCampaign | null }) {
  return z.custom<TCampaignDraft>().transform((draft, ctx) => {
    const { input, issues } = readCampaign(draft, options);
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
    return input ?? z.NEVER;
  });
}
