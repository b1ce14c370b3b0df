import { describe, expect, it } from "vitest";
import { checkTierRows, tiersToRows } from "./tier-rows.ts";

const row = (rate: string, minValidBet = "0", minActiveMembers = "0", minLoss = "0") => ({
  rate,
  minValidBet,
  minActiveMembers,
  minLoss,
});

describe("checkTierRows", () => {
  it("reads a rate in percent as basis points and amounts as minor units, exactly", () => {
    expect(checkTierRows([row("0.35", "1000", "3"), row("1.5", "2500.50", "5", "10")], null)).toEqual({
      tiers: [
        { rateBp: 35, minValidBet: 100_000, minActiveMembers: 3, minLoss: 0 },
        { rateBp: 150, minValidBet: 250_050, minActiveMembers: 5, minLoss: 1000 },
      ],
      problems: [],
    });
  });

  it("refuses a rate of zero, above 100 % or with three decimals", () => {
    for (const rate of ["0", "100.01", "0.123", "abc", ""])
      expect(checkTierRows([row(rate)], null).problems).toEqual(["agc_err_rate"]);
  });

  it("asks for rising rates and no falling thresholds, as the contract does", () => {
    expect(checkTierRows([row("1", "100", "5"), row("1", "50", "2")], null).problems).toEqual([
      "err_contract_rates_increasing",
      "err_contract_active_non_decreasing",
      "err_contract_bet_non_decreasing",
    ]);
  });

  it("keeps each tier at or under the upline's rate at the same tier", () => {
    const parent = [{ rateBp: 50, minValidBet: 0, minActiveMembers: 0, minLoss: 0 }];
    expect(checkTierRows([row("0.5")], parent).problems).toEqual([]);
    expect(checkTierRows([row("0.4"), row("0.6")], parent).problems).toEqual([
      "err_contract_rate_above_upline",
    ]);
  });

  it("needs at least one tier and at most ten", () => {
    expect(checkTierRows([], null).problems).toEqual(["agc_err_tiers_none"]);
    const eleven = Array.from({ length: 11 }, (_, i) => row(String(i + 1)));
    expect(checkTierRows(eleven, null).problems).toContain("err_contract_too_many_tiers");
  });
});

describe("tiersToRows", () => {
  it("gives back what checkTierRows reads", () => {
    const tiers = [{ rateBp: 35, minValidBet: 100_050, minActiveMembers: 2, minLoss: 0 }];
    expect(tiersToRows(tiers)).toEqual([row("0.35", "1000.50", "2", "0")]);
    expect(checkTierRows(tiersToRows(tiers), null).tiers).toEqual(tiers);
  });
});
