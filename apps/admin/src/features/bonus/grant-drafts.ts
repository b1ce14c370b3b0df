import { z } from "zod";
import { parseMajorAmount } from "../../money/major-amount.ts";

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
