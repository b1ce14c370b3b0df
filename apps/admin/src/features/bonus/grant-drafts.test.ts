import { ZManualGrantRequest } from "@orchid/contract/bonus";
import { describe, expect, it } from "vitest";
import { newIdempotencyKey } from "../../money/idempotency-key.ts";
import { progressPercent, ZForfeitDraft, ZManualGrantDraft } from "./grant-drafts.ts";

describe("wagering progress", () => {
  it("rounds down and stays between 0 and 100", () => {
    expect(progressPercent(0, 10_000)).toBe(0);
    expect(progressPercent(3_333, 10_000)).toBe(33);
    expect(progressPercent(9_999, 10_000)).toBe(99);
    expect(progressPercent(12_000, 10_000)).toBe(100);
    expect(progressPercent(5, 0)).toBe(100);
  });
});

describe("the manual grant form", () => {
  it("sends the campaign, the trimmed username and an amount in minor units, or none", () => {
    const full = ZManualGrantDraft.safeParse({ campaignId: "7", username: " demo01 ", amount: "12.5" });
    expect(full.data).toEqual({ campaignId: 7, username: "demo01", amount: 1_250 });
    const bare = ZManualGrantDraft.safeParse({ campaignId: "7", username: "demo01", amount: " " });
    expect(bare.data).toEqual({ campaignId: 7, username: "demo01" });
    const request = { ...bare.data, idempotencyKey: newIdempotencyKey() };
    expect(ZManualGrantRequest.safeParse(request).success).toBe(true);
  });

  it("says which field is missing or wrong", () => {
    const failed = ZManualGrantDraft.safeParse({ campaignId: "", username: "  ", amount: "0" });
    expect(failed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["campaignId", "bo_bonus_campaign_required"],
      ["username", "bo_bonus_username_required"],
      ["amount", "bo_money_positive"],
    ]);
  });
});

describe("the forfeit reason", () => {
  it("must say something, within 200 characters", () => {
    expect(ZForfeitDraft.safeParse({ reason: " abuse of the offer " }).data).toEqual({
      reason: "abuse of the offer",
    });
    expect(ZForfeitDraft.safeParse({ reason: " x " }).error?.issues[0]?.message).toBe(
      "bo_bonus_reason_required",
    );
    expect(ZForfeitDraft.safeParse({ reason: "y".repeat(201) }).error?.issues[0]?.message).toBe(
      "bo_bonus_reason_too_long",
    );
  });
});
