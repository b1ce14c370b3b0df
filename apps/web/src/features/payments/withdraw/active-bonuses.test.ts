import { ApiError } from "@orchid/contract/api-error";
import { describe, expect, it } from "vitest";
import { activeBonusesOf } from "./active-bonuses.ts";

describe("activeBonusesOf", () => {
  it("reads the grants of a BONUS_ACTIVE refusal", () => {
    const error = new ApiError("BONUS_ACTIVE", {
      grants: [
        { id: 7, bonus: 5_000, required: 75_000, counted: 30_000 },
        { id: 9, bonus: 1_000, required: 10_000, counted: 0 },
      ],
    });
    expect(activeBonusesOf(error)).toEqual([
      { id: 7, bonus: 5_000, required: 75_000, counted: 30_000 },
      { id: 9, bonus: 1_000, required: 10_000, counted: 0 },
    ]);
  });

  it("is null for any other failure", () => {
    expect(activeBonusesOf(new ApiError("INSUFFICIENT_FUNDS"))).toBeNull();
    expect(activeBonusesOf(new Error("boom"))).toBeNull();
    expect(activeBonusesOf(undefined)).toBeNull();
  });

  it("leaves malformed entries out and reads a missing list as empty", () => {
    const error = new ApiError("BONUS_ACTIVE", {
      grants: [
        { id: 1, bonus: "5", required: 1, counted: 0 },
        null,
        { id: 2, bonus: 3, required: 4, counted: 1 },
      ],
    });
    expect(activeBonusesOf(error)).toEqual([{ id: 2, bonus: 3, required: 4, counted: 1 }]);
    expect(activeBonusesOf(new ApiError("BONUS_ACTIVE"))).toEqual([]);
  });
});
