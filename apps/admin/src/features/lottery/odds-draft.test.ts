import type { TBoLotteryOdds } from "@orchid/contract/backoffice-lottery";
import { describe, expect, it } from "vitest";
import { checkOddsDraft, oddsDraftOf } from "./odds-draft.ts";

const BIG: TBoLotteryOdds = {
  family: "four_d",
  betType: "big",
  payoutKeys: ["first", "second"],
  cost: 1,
  pays: { first: 2_500, second: 1_000 },
  minStake: 100,
  maxStake: 5_000_000,
  numberCap: 50_000_000,
  enabled: true,
  isDefault: true,
  defaultPrice: { cost: 1, pays: { first: 2_500, second: 1_000 } },
  rtp: [{ label: "any", rtp: 0.6, percent: "60.00" }],
};

describe("an odds draft", () => {
  it("shows prices as typed and limits in major units, and saves them back exactly", () => {
    const draft = oddsDraftOf(BIG);
    expect(draft).toEqual({
      cost: "1",
      pays: { first: "2500", second: "1000" },
      minStake: "1.00",
      maxStake: "50000.00",
      numberCap: "500000.00",
      enabled: true,
    });
    expect(checkOddsDraft(BIG, { ...draft, minStake: "2.5" })).toEqual({
      ok: true,
      input: {
        family: "four_d",
        betType: "big",
        cost: 1,
        pays: { first: 2_500, second: 1_000 },
        minStake: 250,
        maxStake: 5_000_000,
        numberCap: 50_000_000,
        enabled: true,
      },
    });
  });

  it("names the first field that is wrong", () => {
    const draft = oddsDraftOf(BIG);
    expect(checkOddsDraft(BIG, { ...draft, cost: "0" })).toEqual({
      ok: false,
      field: "cost",
      key: "bo_lottery_whole_price",
    });
    expect(checkOddsDraft(BIG, { ...draft, pays: { first: "2500", second: "1.5" } })).toMatchObject({
      field: "pays.second",
    });
    expect(checkOddsDraft(BIG, { ...draft, minStake: "abc" })).toMatchObject({
      field: "minStake",
      key: "bo_money_invalid",
    });
    expect(checkOddsDraft(BIG, { ...draft, minStake: "100", maxStake: "50" })).toMatchObject({
      field: "maxStake",
      key: "err_min_above_max",
    });
    expect(checkOddsDraft(BIG, { ...draft, numberCap: "0" }).ok).toBe(true);
  });
});
