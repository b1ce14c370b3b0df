import type { TValueOf } from "@orchid/contract/endpoint-io";
import { z } from "zod";
import { parseMajorAmount } from "../../money/major-amount.ts";
import type { TRewardKind } from "./bonus-vocabulary.ts";
import { paysBonusMoney } from "./campaign-rules.ts";

/** How far a grant's wagering has come, in whole per cent (rounded down, 0–100). */
export function progressPercent(counted: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((counted * 100) / required)));
}

/** The manual grant form as typed: the campaign's id as its select holds it, an optional amount in major units. */
export type TManualGrantDraft = { campaignId: string; username: string; amount: string };

/** What the form sends, before the submit's own idempotency key is added. */
export type TManualGrantInput = { campaignId: number; username: string; amount?: number };

export const EMPTY_MANUAL_GRANT: TManualGrantDraft = { campaignId: "", username: "", amount: "" };

/** The manual grant's checks (the contract's): a campaign, a username, and an amount above zero or none. */
export const ZManualGrantDraft = z.custom<TManualGrantDraft>().transform((draft, ctx): TManualGrantInput => {
  const campaignId = Number(draft.campaignId);
  const isCampaign = /^\d{1,12}$/.test(draft.campaignId) && campaignId > 0;
  if (!isCampaign)
    ctx.addIssue({ code: "custom", path: ["campaignId"], message: "bo_bonus_campaign_required" });
  const username = draft.username.trim();
  if (!username || username.length > 64)
    ctx.addIssue({ code: "custom", path: ["username"], message: "bo_bonus_username_required" });
  const amount = draft.amount.trim() ? parseMajorAmount(draft.amount) : null;
  if (amount && !amount.ok) ctx.addIssue({ code: "custom", path: ["amount"], message: amount.errorKey });
  if (!isCampaign || !username || username.length > 64 || (amount && !amount.ok)) return z.NEVER;
  return amount?.ok ? { campaignId, username, amount: amount.minor } : { campaignId, username };
});

/**
 * The request for the chosen campaign: an amount only for bonus money (a points or free spins
 * campaign gives what it names; the server ignores an amount for it, so none is sent).
 */
export function manualGrantRequestFor(
  input: TManualGrantInput,
  kind: TRewardKind | undefined,
): TManualGrantInput {
  if (kind === undefined || paysBonusMoney(kind)) return input;
  const { amount: _ignored, ...rest } = input;
  return rest;
}

/** A manual grant's answer: bonus money (a grant), points or free spins (an award), or a request filed for approval. */
export type TManualGrantOutcome = TValueOf<"boManualGrant">;

/** A text to translate: its key and its placeholders' values. */
export type TOutcomeText = { key: string; values: Record<string, string | number> };

/**
 * What the form says was given, or null while nothing was (a request waiting for approval says
 * so on its own). Amounts come formatted by the caller, in the console's language.
 */
export function manualGrantDoneText(
  outcome: TManualGrantOutcome,
  username: string,
  format: { money: (minor: number) => string; count: (value: number) => string },
): TOutcomeText | null {
  if (outcome.approvalId !== null) return null;
  if (outcome.grant)
    return {
      key: "bo_bonus_granted_to",
      values: {
        amount: format.money(outcome.grant.bonus),
        username: outcome.grant.username,
        id: outcome.grant.id,
      },
    };
  const { award } = outcome;
  if (!award) return null;
  if (award.kind === "points")
    return {
      key: "bo_bonus_points_given_to",
      values: { points: format.count(award.points), username, id: award.id },
    };
  return {
    key: "bo_bonus_spins_given_to",
    values: {
      spins: format.count(award.spins),
      game: award.gameName ?? `#${award.gameId ?? "?"}`,
      username,
      id: award.id,
    },
  };
}

/** The toast after a manual grant: filed for approval, bonus granted, points or free spins given. */
export function manualGrantToast(outcome: TManualGrantOutcome): {
  key: string;
  values?: Record<string, number>;
} {
  if (outcome.approvalId !== null)
    return { key: "bo_bonus_sent_for_approval_toast", values: { id: outcome.approvalId } };
  if (outcome.award?.kind === "points") return { key: "bo_bonus_points_given_toast" };
  if (outcome.award?.kind === "free_spins") return { key: "bo_bonus_spins_given_toast" };
  return { key: "bo_bonus_granted_toast" };
}

export const REASON_MAX = 200;

/** A forfeit's reason: kept in the audit log and shown to a second operator, so it must say something. */
export const ZForfeitDraft = z.object({
  reason: z
    .string()
    .trim()
    .min(2, { message: "bo_bonus_reason_required" })
    .max(REASON_MAX, { message: "bo_bonus_reason_too_long" }),
});
export type TForfeitDraft = z.input<typeof ZForfeitDraft>;
