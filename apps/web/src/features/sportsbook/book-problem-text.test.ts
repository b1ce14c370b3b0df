import { ApiError } from "@orchid/contract/api-error";
import { describe, expect, it } from "vitest";
import { fakeTranslate as t } from "../lottery/fake-translate.ts";
import { bookProblemText, quotedPrices, suspendedSelection } from "./book-problem-text.ts";

const money = (minor: number) => `K ${(minor / 100).toFixed(2)}`;

describe("refusal texts", () => {
  it("names the limit and its amounts", () => {
    const min = new ApiError("BOOK_LIMIT", { limit: "min_stake", min: 100 });
    expect(bookProblemText(min, t, money)).toBe('sb_limit_min_stake{"amount":"K 1.00"}');
    const payout = new ApiError("BOOK_LIMIT", { limit: "max_payout", max: 10_000_000, maxStake: 51_282 });
    expect(bookProblemText(payout, t, money)).toBe(
      'sb_limit_max_payout{"amount":"K 100000.00","stake":"K 512.82"}',
    );
    const event = new ApiError("BOOK_LIMIT", { limit: "member_event", max: 500_000, left: 20_000 });
    expect(bookProblemText(event, t, money)).toBe(
      'sb_limit_member_event{"amount":"K 5000.00","left":"K 200.00"}',
    );
    expect(bookProblemText(new ApiError("BOOK_LIMIT", { limit: "new_kind" }), t, money)).toBe(
      "err_book_limit",
    );
  });

  it("says why a price takes no bets", () => {
    const error = new ApiError("BET_SUSPENDED", { selectionId: 7, reason: "market_suspended" });
    expect(bookProblemText(error, t, money)).toBe("sb_suspended_market_suspended");
    expect(suspendedSelection(error)).toEqual({ selectionId: 7, reason: "market_suspended" });
    expect(bookProblemText(new ApiError("BET_SUSPENDED", { reason: "??" }), t, money)).toBe(
      "err_bet_suspended",
    );
  });

  it("says what keeps a parlay from being one", () => {
    const error = new ApiError("PARLAY_INVALID", { problem: "same_event", index: 1 });
    expect(bookProblemText(error, t, money)).toBe('sb_parlay_same_event{"max":10}');
  });

  it("falls back to the refusal's own message, and to a system error", () => {
    expect(bookProblemText(new ApiError("INSUFFICIENT_FUNDS"), t, money)).toBe("err_insufficient_funds");
    expect(bookProblemText(new Error("boom"), t, money)).toBe("err_system");
  });

  it("reads the prices an odds change quotes", () => {
    const error = new ApiError("ODDS_CHANGED", {
      legs: [{ selectionId: 3, odds: 1800 }, { selectionId: "x" }, null],
    });
    expect(quotedPrices(error)).toEqual([{ selectionId: 3, odds: 1800 }]);
    expect(quotedPrices(new ApiError("BOOK_LIMIT"))).toEqual([]);
    expect(bookProblemText(error, t, money)).toBe("sb_problem_odds_changed");
  });
});
