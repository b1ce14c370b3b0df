import {
  AGENT_CONTRACT_KINDS,
  MAX_CONTRACT_TIERS,
  type TAgentContractKind,
  type TContractTerms,
  type TDividendPeriod,
  type TLossCarryOver,
} from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { z } from "zod";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { parsePercent, percentText } from "./rate-percent.ts";
import { EMPTY_TIER, readTiers, type TTierDraft, tierDraftOf } from "./tier-draft.ts";

/** One kind's template as the form holds it; `enabled` false saves no template for the kind. */
export type TTemplateDraft = { enabled: boolean; period: TDividendPeriod; tiers: TTierDraft[] };

/** The contract settings as their form holds them: rates in per cent, amounts in major units. */
export type TSettingsDraft = {
  enabledKinds: Record<TAgentContractKind, boolean>;
  maxTiers: string;
  maxRate: Record<TAgentContractKind, string>;
  activeMemberMinValidBet: string;
  reviewAbove: string;
  dividendCarryOver: TLossCarryOver;
  /** "HH:MM" after the merchant's midnight. */
  dailyRunAt: string;
  templates: Record<TAgentContractKind, TTemplateDraft>;
};

const RUN_AFTER_MAX = 720;

function byKind<T>(value: (kind: TAgentContractKind) => T): Record<TAgentContractKind, T> {
  return Object.fromEntries(AGENT_CONTRACT_KINDS.map((kind) => [kind, value(kind)])) as Record<
    TAgentContractKind,
    T
  >;
}

/** Minutes after midnight as "HH:MM" (125 → "02:05"). */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "HH:MM" as minutes after midnight, or null when it is not a time between 00:00 and 12:00. */
export function minutesOf(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59) return null;
  const total = hours * 60 + minutes;
  return total <= RUN_AFTER_MAX ? total : null;
}

export function settingsDraftOf(settings: TAgentContractSettings): TSettingsDraft {
  return {
    enabledKinds: byKind((kind) => settings.enabledKinds.includes(kind)),
    maxTiers: String(settings.maxTiers),
    maxRate: byKind((kind) => percentText(settings.maxRateBp[kind])),
    activeMemberMinValidBet: minorToMajorInput(settings.activeMemberMinValidBet),
    reviewAbove: minorToMajorInput(settings.reviewAbove),
    dividendCarryOver: settings.dividendCarryOver,
    dailyRunAt: clockText(settings.dailyRunAfterMinutes),
    templates: byKind((kind) => {
      const terms = settings.templates[kind];
      return {
        enabled: terms !== null,
        period: terms?.period ?? "monthly",
        tiers: terms ? terms.tiers.map(tierDraftOf) : [{ ...EMPTY_TIER }],
      };
    }),
  };
}

type TIssue = { path: (string | number)[]; key: string };

/** The save call's settings, or every problem of the draft by field path (message: a translation key). */
export function readSettings(draft: TSettingsDraft): {
  settings: TAgentContractSettings | null;
  issues: TIssue[];
} {
  const issues: TIssue[] = [];
  const maxTiers = /^\d{1,2}$/.test(draft.maxTiers.trim()) ? Number(draft.maxTiers) : 0;
  if (maxTiers < 1 || maxTiers > MAX_CONTRACT_TIERS)
    issues.push({ path: ["maxTiers"], key: "bo_agents_max_tiers_invalid" });
  const maxRateBp = byKind((kind) => {
    const parsed = parsePercent(draft.maxRate[kind]);
    if (!parsed.ok) issues.push({ path: ["maxRate", kind], key: parsed.errorKey });
    return parsed.ok ? parsed.bp : 0;
  });
  const amount = (field: "activeMemberMinValidBet" | "reviewAbove") => {
    const parsed = parseMajorAmount(draft[field], { allowZero: true });
    if (!parsed.ok) issues.push({ path: [field], key: parsed.errorKey });
    return parsed.ok ? parsed.minor : 0;
  };
  const activeMemberMinValidBet = amount("activeMemberMinValidBet");
  const reviewAbove = amount("reviewAbove");
  const dailyRunAfterMinutes = minutesOf(draft.dailyRunAt);
  if (dailyRunAfterMinutes === null) issues.push({ path: ["dailyRunAt"], key: "bo_agents_run_time_invalid" });
  const templates = byKind((kind): TContractTerms | null => {
    const template = draft.templates[kind];
    if (!template.enabled) return null;
    const limits = { maxTiers: maxTiers || MAX_CONTRACT_TIERS, maxRateBp: maxRateBp[kind] || 10_000 };
    const read = readTiers(template.tiers, limits, ["templates", kind, "tiers"]);
    issues.push(...read.issues);
    if (!read.tiers) return null;
    return kind === "dividend" ? { tiers: read.tiers, period: template.period } : { tiers: read.tiers };
  });
  if (issues.length > 0 || dailyRunAfterMinutes === null) return { settings: null, issues };
  return {
    settings: {
      enabledKinds: AGENT_CONTRACT_KINDS.filter((kind) => draft.enabledKinds[kind]),
      maxTiers,
      maxRateBp,
      activeMemberMinValidBet,
      reviewAbove,
      dividendCarryOver: draft.dividendCarryOver,
      dailyRunAfterMinutes,
      templates,
    },
    issues,
  };
}

/** The form's schema (for its resolver): the draft in, the save call's settings out. */
export const ZSettingsDraft = z.custom<TSettingsDraft>().transform((draft, ctx) => {
  const { settings, issues } = readSettings(draft);
  for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
  return settings ?? z.NEVER;
});
