import { CAMPAIGN_STATES } from "@orchid/contract/bonus";
import { describe, expect, it } from "vitest";
import {
  areTermsLocked,
  basesFor,
  campaignName,
  canEditCampaign,
  comesWithDeposit,
  fitToTrigger,
  hasMoneyBudget,
  hasWagering,
  isManuallyGrantable,
  namesMissions,
  pageCountOf,
  paysBonusMoney,
  rewardKindsFor,
  stateActionsOf,
  textLanguagesOf,
} from "./campaign-rules.ts";

describe("what a trigger allows", () => {
  it("offers a percentage and a deposit basis only with a deposit", () => {
    for (const trigger of ["first_deposit", "deposit", "referral_deposit"] as const) {
      expect(comesWithDeposit(trigger)).toBe(true);
      expect(rewardKindsFor(trigger)).toEqual(["percent", "fixed", "points", "free_spins"]);
      expect(basesFor(trigger)).toEqual(["bonus", "deposit", "deposit_and_bonus"]);
    }
    for (const trigger of ["registration", "window", "mission", "manual"] as const) {
      expect(comesWithDeposit(trigger)).toBe(false);
      expect(rewardKindsFor(trigger)).toEqual(["fixed", "points", "free_spins"]);
      expect(basesFor(trigger)).toEqual(["bonus"]);
    }
  });

  it("falls back to a fixed bonus counted on the bonus when the trigger takes the choice away", () => {
    expect(fitToTrigger("manual", { kind: "percent", basis: "deposit_and_bonus" })).toEqual({
      kind: "fixed",
      basis: "bonus",
    });
    expect(fitToTrigger("deposit", { kind: "percent", basis: "deposit" })).toEqual({
      kind: "percent",
      basis: "deposit",
    });
    expect(fitToTrigger("window", { kind: "fixed", basis: "bonus" })).toEqual({
      kind: "fixed",
      basis: "bonus",
    });
    expect(fitToTrigger("registration", { kind: "points", basis: "bonus" })).toEqual({
      kind: "points",
      basis: "bonus",
    });
  });

  it("counts free spins' turnover on their winnings only, whatever the trigger", () => {
    expect(basesFor("deposit", "free_spins")).toEqual(["bonus"]);
    expect(basesFor("deposit", "fixed")).toEqual(["bonus", "deposit", "deposit_and_bonus"]);
    expect(fitToTrigger("first_deposit", { kind: "free_spins", basis: "deposit" })).toEqual({
      kind: "free_spins",
      basis: "bonus",
    });
  });

  it("gives points no wagering and no money budget, and asks an amount only for bonus money", () => {
    expect(hasWagering("points")).toBe(false);
    expect(hasMoneyBudget("points")).toBe(false);
    for (const kind of ["percent", "fixed", "free_spins"] as const) {
      expect(hasWagering(kind)).toBe(true);
      expect(hasMoneyBudget(kind)).toBe(true);
    }
    expect(paysBonusMoney("percent")).toBe(true);
    expect(paysBonusMoney("fixed")).toBe(true);
    expect(paysBonusMoney("points")).toBe(false);
    expect(paysBonusMoney("free_spins")).toBe(false);
  });

  it("names missions only on a mission-done trigger", () => {
    expect(namesMissions("mission")).toBe(true);
    expect(namesMissions("deposit")).toBe(false);
    expect(namesMissions("manual")).toBe(false);
  });
});

describe("state changes", () => {
  it("offers exactly the server's transitions, ending pressed twice", () => {
    const offered = Object.fromEntries(
      CAMPAIGN_STATES.map((state) => [state, stateActionsOf(state).map((action) => action.state)]),
    );
    expect(offered).toEqual({
      draft: ["active", "ended"],
      active: ["paused", "ended"],
      paused: ["active", "ended"],
      ended: [],
    });
    for (const state of CAMPAIGN_STATES)
      for (const action of stateActionsOf(state)) expect(action.isFinal).toBe(action.state === "ended");
    expect(stateActionsOf("draft")[0]?.key).toBe("bo_bonus_start");
    expect(stateActionsOf("paused")[0]?.key).toBe("bo_bonus_resume");
  });

  it("keeps an ended campaign as it is and locks the terms of one that has granted", () => {
    expect(canEditCampaign({ state: "ended" })).toBe(false);
    expect(canEditCampaign({ state: "active" })).toBe(true);
    expect(areTermsLocked(null)).toBe(false);
    expect(areTermsLocked({ grants: 0 })).toBe(false);
    expect(areTermsLocked({ grants: 3 })).toBe(true);
  });
});

describe("list helpers", () => {
  it("counts pages, at least one", () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });

  it("names a campaign in the console's language, else in English", () => {
    expect(campaignName({ EN: "Welcome", CN: "欢迎" }, "CN")).toBe("欢迎");
    expect(campaignName({ EN: "Welcome", CN: "  " }, "CN")).toBe("Welcome");
    expect(campaignName({ EN: "Welcome" }, "EN")).toBe("Welcome");
    expect(campaignName({}, "EN")).toBe("");
  });

  it("edits texts in English, Myanmar and Chinese first, then the merchant's languages", () => {
    expect(textLanguagesOf([])).toEqual(["EN", "MY", "CN"]);
    expect(textLanguagesOf(["EN", "TH", "CN", "VI"])).toEqual(["EN", "MY", "CN", "TH", "VI"]);
  });
});

describe("manual grants", () => {
  const manual = {
    trigger: "manual" as const,
    state: "active" as const,
    startsAt: "2026-03-01T00:00:00.000Z",
    endsAt: "2026-04-01T00:00:00.000Z" as string | null,
  };
  const at = new Date("2026-03-15T00:00:00.000Z");

  it("offers only manual campaigns that run now", () => {
    expect(isManuallyGrantable(manual, at)).toBe(true);
    expect(isManuallyGrantable({ ...manual, endsAt: null }, at)).toBe(true);
    expect(isManuallyGrantable({ ...manual, trigger: "deposit" }, at)).toBe(false);
    expect(isManuallyGrantable({ ...manual, state: "paused" }, at)).toBe(false);
    expect(isManuallyGrantable(manual, new Date("2026-02-28T23:59:59.000Z"))).toBe(false);
    expect(isManuallyGrantable(manual, new Date("2026-04-01T00:00:00.000Z"))).toBe(false);
  });
});
