import { ZRedeemDecision } from "@orchid/contract/points";
import { describe, expect, it } from "vitest";
import { redeemChoiceOf, redeemStateOf, ZDecisionDraft } from "./redeem-filters.ts";

describe("the redeem queue's state filter", () => {
  it("shows the queue (applying) when the address names no state or an unknown one", () => {
    expect(redeemChoiceOf("")).toBe("applying");
    expect(redeemChoiceOf("pending")).toBe("applying");
    expect(redeemStateOf(redeemChoiceOf(""))).toBe("applying");
  });

  it("shows the history by state, or every state", () => {
    expect(redeemStateOf(redeemChoiceOf("approved"))).toBe("approved");
    expect(redeemStateOf(redeemChoiceOf("rejected"))).toBe("rejected");
    expect(redeemChoiceOf("all")).toBe("all");
    expect(redeemStateOf("all")).toBeUndefined();
  });
});

describe("a decision's note", () => {
  it("is trimmed, and sent only when it says something", () => {
    expect(ZDecisionDraft.parse({ note: "  out of stock at the warehouse " })).toEqual({
      note: "out of stock at the warehouse",
    });
    expect(ZDecisionDraft.parse({ note: "   " })).toEqual({ note: undefined });
    const decision = { id: 4, decision: "reject", ...ZDecisionDraft.parse({ note: " gone " }) };
    expect(ZRedeemDecision.safeParse(decision).success).toBe(true);
  });

  it("holds at most 200 characters, as the contract", () => {
    const failed = ZDecisionDraft.safeParse({ note: "x".repeat(201) });
    expect(failed.error?.issues.map((issue) => issue.message)).toEqual(["bo_points_note_too_long"]);
    expect(ZDecisionDraft.safeParse({ note: "x".repeat(200) }).success).toBe(true);
  });
});
