import { ApiError } from "@orchid/contract/api-error";
import { describe, expect, it } from "vitest";
import { fakeTranslate as t } from "../lottery/fake-translate.ts";
import { fightBetProblemText } from "./fight-bet-problem.ts";

const money = (minor: number) => `K${(minor / 100).toFixed(2)}`;
const text = (error: unknown) => fightBetProblemText(error, t, money);

describe("fight bet problem text", () => {
  it("names the stake limit passed, with its amount as money", () => {
    expect(text(new ApiError("BOOK_LIMIT", { limit: "min_stake", min: 1_000 }))).toBe(
      'sabong_limit_min_stake{"amount":"K10.00"}',
    );
    expect(text(new ApiError("BOOK_LIMIT", { limit: "max_stake", max: 5_000_000 }))).toBe(
      'sabong_limit_max_stake{"amount":"K50000.00"}',
    );
    expect(text(new ApiError("BOOK_LIMIT", { limit: "liability" }))).toBe("sabong_limit_other");
  });

  it("says the fight takes no more bets", () => {
    expect(text(new ApiError("FIGHT_CLOSED", { fightId: 3 }))).toBe("err_fight_closed");
  });

  it("tells the other refusals in their own words", () => {
    expect(text(new ApiError("NEED_TRUE_ACCOUNT"))).toBe("in_need_true_account");
    expect(text(new ApiError("INSUFFICIENT_FUNDS"))).toBe("err_insufficient_funds");
    expect(text(new ApiError("IDEMPOTENCY_MISMATCH"))).toBe("err_idempotency_mismatch");
    expect(text(new ApiError("BONUS_MAX_BET", { limit: 500 }))).toBe("err_bonus_max_bet");
    expect(text(new Error("boom"))).toBe("err_system");
  });
});
