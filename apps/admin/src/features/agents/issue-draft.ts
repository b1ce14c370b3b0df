import type { TAgentContractKind, TDividendPeriod } from "@orchid/contract/agent";
import type { TAgentContractSettings } from "@orchid/contract/backoffice-agents";
import { z } from "zod";
import { EMPTY_TIER, readTiers, type TTierDraft, tierDraftOf } from "./tier-draft.ts";

/** A platform contract as its dialog holds it. */
export type TIssueDraft = {
  username: string;
  kind: TAgentContractKind;
  period: TDividendPeriod;
  tiers: TTierDraft[];
};

/** The tiers a kind starts from: the merchant's template for it, or one empty row. */
export function templateTiers(settings: TAgentContractSettings, kind: TAgentContractKind) {
  const template = settings.templates[kind];
  return {
    tiers: template ? template.tiers.map(tierDraftOf) : [{ ...EMPTY_TIER }],
    period: template?.period ?? ("monthly" as TDividendPeriod),
  };
}

/**
 * The dialog's schema: a username, and tiers within the merchant's limits for the kind (the
 * server checks them again), read into the issue call's input.
 */
export function issueSchema(settings: TAgentContractSettings) {
  return z.custom<TIssueDraft>().transform((draft, ctx) => {
    const username = draft.username.trim();
    if (!username)
      ctx.addIssue({ code: "custom", path: ["username"], message: "bo_agents_username_required" });
    const limits = {
      maxTiers: settings.maxTiers,
      maxRateBp: settings.maxRateBp[draft.kind],
    };
    const { tiers, issues } = readTiers(draft.tiers, limits, ["tiers"]);
    for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
    if (!username || !tiers) return z.NEVER;
    const terms = draft.kind === "dividend" ? { tiers, period: draft.period } : { tiers };
    return { username, kind: draft.kind, terms };
  });
}

/** What the dialog sends: the issue call's input. */
export type TIssueInput = z.output<ReturnType<typeof issueSchema>>;
