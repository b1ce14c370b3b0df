import { ZManualGrantRequest } from "@orchid/contract/bonus";
import { describe, expect, it } from "vitest";
import { newIdempotencyKey } from "../../money/idempotency-key.ts";
import {
  manualGrantDoneText,
  manualGrantRequestFor,
  manualGrantToast,
  progressPercent,
  type TManualGrantOutcome,
  ZForfeitDraft,
  ZManualGrantDraft,
} from "./grant-drafts.ts";

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

describe("what a manual grant gives", () => {
  const format = {
    money: (minor: number) => (minor / 100).toFixed(2),
    count: (value: number) => String(value),
  };
  const award = {
    id: 31,
    campaignId: 7,
    name: "Goodwill",
    used: 0,
    lines: 0,
    betPerLine: 0,
    won: 0,
    state: "done" as const,
    grantId: null,
    grantedAt: "2026-03-01T00:00:00.000Z",
    expiresAt: "2026-03-31T00:00:00.000Z",
  };
  const points: TManualGrantOutcome = {
    grant: null,
    award: { ...award, kind: "points", points: 5_000, spins: 0, gameId: null, gameName: null },
    approvalId: null,
  };
  const spins: TManualGrantOutcome = {
    grant: null,
    award: {
      ...award,
      kind: "free_spins",
      points: 0,
      spins: 20,
      gameId: 812,
      gameName: "Lucky Lotus",
      lines: 20,
      betPerLine: 5,
      state: "active",
    },
    approvalId: null,
  };

  it("sends an amount only for bonus money", () => {
    const input = { campaignId: 7, username: "demo01", amount: 1_250 };
    expect(manualGrantRequestFor(input, "fixed")).toEqual(input);
    expect(manualGrantRequestFor(input, "percent")).toEqual(input);
    expect(manualGrantRequestFor(input, "points")).toEqual({ campaignId: 7, username: "demo01" });
    expect(manualGrantRequestFor(input, "free_spins")).toEqual({ campaignId: 7, username: "demo01" });
    expect(manualGrantRequestFor(input, undefined)).toEqual(input);
  });

  it("says what was given: points or free spins to the member named", () => {
    expect(manualGrantDoneText(points, "demo01", format)).toEqual({
      key: "bo_bonus_points_given_to",
      values: { points: "5000", username: "demo01", id: 31 },
    });
    expect(manualGrantDoneText(spins, "demo01", format)).toEqual({
      key: "bo_bonus_spins_given_to",
      values: { spins: "20", game: "Lucky Lotus", username: "demo01", id: 31 },
    });
    expect(manualGrantToast(points)).toEqual({ key: "bo_bonus_points_given_toast" });
    expect(manualGrantToast(spins)).toEqual({ key: "bo_bonus_spins_given_toast" });
  });

  it("says nothing was given while the request waits for approval", () => {
    const filed: TManualGrantOutcome = { grant: null, award: null, approvalId: 12 };
    expect(manualGrantDoneText(filed, "demo01", format)).toBeNull();
    expect(manualGrantToast(filed)).toEqual({ key: "bo_bonus_sent_for_approval_toast", values: { id: 12 } });
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
