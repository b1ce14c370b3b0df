import { ApiError } from "@orchid/contract/api-error";
import { describe, expect, it } from "vitest";
import { fakeTranslate as t } from "./fake-translate.ts";
import { slipProblemText } from "./slip-problem-text.ts";

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const text = (error: unknown) => slipProblemText(error, t, money);

describe("slip problem text", () => {
  it("shows a refused pick with the same lott_err_ text as the preview, naming the entry", () => {
    const error = new ApiError("LOTTERY_PICKS_INVALID", {
      entry: 1,
      problem: { code: "pick_digits", values: { pick: "12", digits: 3 } },
    });
    expect(text(error)).toBe(
      'lott_entry_problem{"n":2,"problem":"lott_err_pick_digits{\\"pick\\":\\"12\\",\\"digits\\":3}"}',
    );
  });

  it("says which limit a slip passes, with amounts as money", () => {
    expect(text(new ApiError("LOTTERY_LIMIT", { limit: "line_min", entry: 0, min: 500 }))).toBe(
      'lott_entry_problem{"n":1,"problem":"lott_limit_line_min{\\"amount\\":\\"$5.00\\"}"}',
    );
    expect(text(new ApiError("LOTTERY_LIMIT", { limit: "member_draw", max: 1_000_000, left: 2_500 }))).toBe(
      'lott_limit_member_draw{"amount":"$10000.00","left":"$25.00"}',
    );
    expect(
      text(new ApiError("LOTTERY_LIMIT", { limit: "number", betType: "lo2", number: "07", left: 0 })),
    ).toBe('lott_limit_number{"number":"07","left":"$0.00"}');
    expect(text(new ApiError("LOTTERY_LIMIT", { limit: "slip_lines", entry: 3, max: 1_000 }))).toBe(
      'lott_limit_slip_lines{"max":1000}',
    );
    expect(text(new ApiError("LOTTERY_LIMIT", { limit: "something_new" }))).toBe("err_lottery_limit");
  });

  it("falls back to the refusal's own message", () => {
    expect(text(new ApiError("LOTTERY_DRAW_CLOSED", { state: "closed" }))).toBe("err_lottery_draw_closed");
    expect(text(new ApiError("INSUFFICIENT_FUNDS"))).toBe("err_insufficient_funds");
    expect(text(new ApiError("LOTTERY_PICKS_INVALID"))).toBe("err_lottery_picks_invalid");
    expect(text(new ApiError("BET_NOT_ALLOWED", { entry: 0, betType: "lo2" }))).toBe(
      'lott_entry_problem{"n":1,"problem":"err_bet_not_allowed"}',
    );
    expect(text(new Error("boom"))).toBe("err_system");
  });
});
