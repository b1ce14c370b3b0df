import { ApiError } from "@orchid/contract/api-error";
import { describe, expect, it } from "vitest";
import { bookProblemOf } from "./book-problem.ts";

describe("a book refusal", () => {
  it("says why a state or a feed event refused the change", () => {
    expect(bookProblemOf(new ApiError("FORBIDDEN", { reason: "feed_event" })).key).toBe(
      "bo_book_err_feed_event",
    );
    expect(bookProblemOf(new ApiError("FORBIDDEN")).key).toBe("err_forbidden");
    expect(bookProblemOf(new ApiError("ORDER_STATE_CHANGED", { reason: "not_started" })).key).toBe(
      "bo_book_err_not_started",
    );
    expect(bookProblemOf(new ApiError("ORDER_STATE_CHANGED", { reason: "same_result" })).key).toBe(
      "bo_book_err_same_result",
    );
    expect(bookProblemOf(new ApiError("ORDER_STATE_CHANGED", { reason: "other" })).key).toBe(
      "err_order_state_changed",
    );
  });

  it("names what is wrong with a result, and the field of other refusals", () => {
    const result = new ApiError("INVALID_INPUT", {
      fields: [{ field: "result", path: "result", key: "sb_err_maps" }],
    });
    expect(bookProblemOf(result)).toEqual({ key: "bo_book_err_result_maps", field: "result" });
    const market = new ApiError("INVALID_INPUT", {
      fields: [{ field: "markets", path: "markets.2.type", key: "err_invalid_input" }],
    });
    expect(bookProblemOf(market)).toEqual({ key: "err_invalid_input", field: "markets.2.type" });
  });

  it("falls back to the site's shared messages", () => {
    expect(bookProblemOf(new ApiError("APPROVAL_PENDING")).key).toBe("err_approval_pending");
    expect(bookProblemOf(new ApiError("ODDS_CHANGED")).key).toBe("err_odds_changed");
    expect(bookProblemOf(new Error("boom")).key).toBe("err_system");
  });
});
