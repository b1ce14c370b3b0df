import { ApiError } from "@orchid/contract/api-error";
import { describe, expect, it } from "vitest";
import { lotteryProblemOf } from "./lottery-problem.ts";

describe("a lottery refusal", () => {
  it("names the maths' problem with its values", () => {
    const error = new ApiError("INVALID_INPUT", {
      fields: [
        { field: "pays", path: "pays", key: "lott_err_odds_rtp_above_100", label: "any", rtp: "101.50" },
      ],
    });
    expect(lotteryProblemOf(error)).toEqual({
      field: "pays",
      key: "lott_err_odds_rtp_above_100",
      values: {
        field: "pays",
        path: "pays",
        key: "lott_err_odds_rtp_above_100",
        label: "any",
        rtp: "101.50",
      },
    });
  });

  it("falls back to the failure's own words", () => {
    expect(lotteryProblemOf(new ApiError("ORDER_STATE_CHANGED", { reason: "open" }))).toEqual({
      field: null,
      key: "err_order_state_changed",
      values: {},
    });
    expect(lotteryProblemOf(new Error("boom")).key).toBe("err_system");
  });
});
