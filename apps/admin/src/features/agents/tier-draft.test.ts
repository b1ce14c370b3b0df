import { ZContractTerms } from "@orchid/contract/agent";
import { describe, expect, it } from "vitest";
import { EMPTY_TIER, readTiers, tierDraftOf } from "./tier-draft.ts";

const limits = { maxTiers: 3, maxRateBp: 300 };
const row = (rate: string, minValidBet = "0", minActiveMembers = "0", minLoss = "0") => ({
  rate,
  minValidBet,
  minActiveMembers,
  minLoss,
});

describe("the tier editor", () => {
  it("reads rows into contract tiers: rates in basis points, amounts in minor units", () => {
    const { tiers, issues } = readTiers(
      [row("0.5", "1,000", "3"), row("1.25", "5000.50", "5", "200")],
      limits,
      ["tiers"],
    );
    expect(issues).toEqual([]);
    expect(tiers).toEqual([
      { rateBp: 50, minValidBet: 100_000, minActiveMembers: 3, minLoss: 0 },
      { rateBp: 125, minValidBet: 500_050, minActiveMembers: 5, minLoss: 20_000 },
    ]);
    expect(ZContractTerms.safeParse({ tiers }).success).toBe(true);
  });

  it("shows stored tiers as they were typed, and reads them back unchanged", () => {
    const stored = [
      { rateBp: 35, minValidBet: 10_000_00, minActiveMembers: 2, minLoss: 0 },
      { rateBp: 70, minValidBet: 50_000_00, minActiveMembers: 4, minLoss: 99 },
    ];
    const drafts = stored.map(tierDraftOf);
    expect(drafts[0]).toEqual({
      rate: "0.35",
      minValidBet: "10000.00",
      minActiveMembers: "2",
      minLoss: "0.00",
    });
    expect(readTiers(drafts, limits, ["tiers"]).tiers).toEqual(stored);
  });

  it("names the field of each wrong cell", () => {
    const { tiers, issues } = readTiers([row("0.555", "1.001", "2.5", "-1"), row("4", "0", "x")], limits, [
      "templates",
      "dividend",
      "tiers",
    ]);
    expect(tiers).toBeNull();
    expect(issues).toEqual([
      { path: ["templates", "dividend", "tiers", 0, "rate"], key: "bo_agents_rate_decimals" },
      { path: ["templates", "dividend", "tiers", 0, "minValidBet"], key: "bo_money_decimals" },
      { path: ["templates", "dividend", "tiers", 0, "minLoss"], key: "bo_money_invalid" },
      { path: ["templates", "dividend", "tiers", 0, "minActiveMembers"], key: "bo_agents_count_invalid" },
      { path: ["templates", "dividend", "tiers", 1, "rate"], key: "bo_agents_rate_above_limit" },
      { path: ["templates", "dividend", "tiers", 1, "minActiveMembers"], key: "bo_agents_count_invalid" },
    ]);
  });

  it("refuses an empty list, more rows than allowed and tiers out of order", () => {
    expect(readTiers([], limits, ["tiers"]).issues).toEqual([
      { path: ["tierList"], key: "bo_agents_tiers_required" },
    ]);
    const four = [row("0.1"), row("0.2"), row("0.3"), row("0.4")].map((tier) => ({ ...tier }));
    expect(readTiers(four, limits, ["tiers"]).issues).toContainEqual({
      path: ["tierList"],
      key: "bo_agents_tiers_too_many",
    });
    expect(readTiers([row("1", "100", "5"), row("1", "50", "2")], limits, ["tiers"]).issues).toEqual([
      { path: ["tierList"], key: "bo_agents_tiers_rates_increasing" },
      { path: ["tierList"], key: "bo_agents_tiers_active_non_decreasing" },
      { path: ["tierList"], key: "bo_agents_tiers_bet_non_decreasing" },
    ]);
  });

  it("starts a new row with only the rate to fill in", () => {
    expect(readTiers([EMPTY_TIER], limits, ["tiers"]).issues).toEqual([
      { path: ["tiers", 0, "rate"], key: "bo_agents_rate_required" },
    ]);
    expect(readTiers([{ ...EMPTY_TIER, rate: "1" }], limits, ["tiers"]).tiers).toEqual([
      { rateBp: 100, minValidBet: 0, minActiveMembers: 0, minLoss: 0 },
    ]);
  });
});
