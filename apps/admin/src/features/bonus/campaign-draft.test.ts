import { type TCampaign, ZCampaignInput } from "@orchid/contract/bonus";
import { findSlotModel } from "@orchid/games/models/slot-models";
import { describe, expect, it } from "vitest";
import {
  campaignDraftOf,
  campaignSchema,
  fitSpinsToGame,
  POINTS_WAGERING,
  readCampaign,
  slotRulesOf,
  spinStakes,
  splitCountries,
  splitList,
} from "./campaign-draft.ts";

const ZONE = "Asia/Yangon";

const CAMPAIGN: TCampaign = {
  id: 4,
  name: { EN: "Welcome bonus", CN: "首存奖金" },
  description: { EN: "100% of your first deposit" },
  trigger: "first_deposit",
  state: "active",
  startsAt: "2026-11-26T17:30:00.000Z",
  endsAt: "2026-12-31T17:29:00.000Z",
  conditions: {
    labels: ["vip", "new"],
    minVipRank: 2,
    countries: ["MM", "TH"],
    oncePerMember: true,
    oncePerDevice: true,
    oncePerPayoutAccount: false,
    missionIds: [],
  },
  reward: { kind: "percent", percent: 100, cap: 50_000, minDeposit: 1_000 },
  wagering: {
    multiple: 20,
    basis: "deposit_and_bonus",
    contributions: { RNG: 100, LIVE: 10 },
    maxBet: 2_500,
    expiryDays: 14,
  },
  budget: 10_000_000,
  grants: 0,
  granted: 0,
  converted: 0,
  turnover: 0,
  createdAt: "2026-11-20T00:00:00.000Z",
  gameName: null,
};

const keysOf = (issues: { path: (string | number)[]; key: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.key]));

describe("campaign form ↔ save call", () => {
  it("reads a campaign into the form and back into the same campaign", () => {
    const draft = campaignDraftOf(CAMPAIGN, ZONE);
    expect(draft.startsAt).toBe("2026-11-27T00:00");
    expect(draft.reward).toEqual({
      kind: "percent",
      percent: "100",
      cap: "500.00",
      amount: "",
      points: "",
      spins: "10",
      gameId: "",
      lines: "",
      betPerLine: "",
      minDeposit: "10.00",
    });
    expect(draft.conditions.missionIds).toEqual([]);
    expect(draft.wagering.contributions.RNG).toBe("100");
    expect(draft.wagering.contributions.FISH).toBe("");
    expect(draft.conditions.countries).toBe("MM, TH");
    const { input, issues } = readCampaign(draft, { zone: ZONE, locked: null });
    expect(issues).toEqual([]);
    expect(input).toEqual({
      name: CAMPAIGN.name,
      description: CAMPAIGN.description,
      trigger: CAMPAIGN.trigger,
      startsAt: CAMPAIGN.startsAt,
      endsAt: CAMPAIGN.endsAt,
      conditions: CAMPAIGN.conditions,
      reward: CAMPAIGN.reward,
      wagering: CAMPAIGN.wagering,
      budget: CAMPAIGN.budget,
    });
    expect(ZCampaignInput.safeParse(input).success).toBe(true);
  });

  it("starts a new campaign now, in the merchant's zone, with no end, budget or bet limit", () => {
    const draft = campaignDraftOf(null, ZONE, new Date("2026-11-27T02:42:59.000Z"));
    expect(draft.startsAt).toBe("2026-11-27T09:12");
    expect(draft.endsAt).toBe("");
    draft.name = { EN: " Reload ", MY: "", CN: "续存" };
    draft.description = { EN: "Every deposit" };
    draft.reward.cap = "88.5";
    const { input, issues } = readCampaign(draft, { zone: ZONE, locked: null });
    expect(issues).toEqual([]);
    expect(input?.name).toEqual({ EN: "Reload", CN: "续存" });
    expect(input?.startsAt).toBe("2026-11-27T02:42:00.000Z");
    expect(input?.endsAt).toBeNull();
    expect(input?.budget).toBeNull();
    expect(input?.reward).toEqual({ kind: "percent", percent: 100, cap: 8_850, minDeposit: 0 });
    expect(input?.wagering).toEqual({
      multiple: 10,
      basis: "bonus",
      contributions: { RNG: 100, FISH: 100 },
      maxBet: null,
      expiryDays: 30,
    });
    expect(ZCampaignInput.safeParse(input).success).toBe(true);
  });

  it("names each problem by the request's field path, as the server does", () => {
    const draft = campaignDraftOf(CAMPAIGN, ZONE);
    draft.name = { CN: "只有中文" };
    draft.endsAt = "2026-11-26T23:00";
    draft.reward.percent = "1001";
    draft.reward.cap = "1.005";
    draft.wagering.multiple = "0";
    draft.wagering.contributions.LIVE = "101";
    draft.wagering.maxBet = "abc";
    draft.wagering.expiryDays = "366";
    draft.conditions.countries = "MM, Thailand";
    draft.conditions.minVipRank = "21";
    draft.budget = "0";
    const { input, issues } = readCampaign(draft, { zone: ZONE, locked: null });
    expect(input).toBeNull();
    expect(keysOf(issues)).toEqual({
      "name.EN": "err_english_required",
      endsAt: "err_bonus_window",
      "conditions.countries": "bo_bonus_countries_invalid",
      "conditions.minVipRank": "bo_bonus_vip_invalid",
      "reward.percent": "bo_bonus_percent_invalid",
      "reward.cap": "bo_money_decimals",
      "wagering.multiple": "err_bonus_multiple_invalid",
      "wagering.contributions.LIVE": "err_bonus_contribution_invalid",
      "wagering.maxBet": "bo_money_invalid",
      "wagering.expiryDays": "bo_bonus_expiry_invalid",
      budget: "bo_money_positive",
    });
  });

  it("refuses a percentage or a deposit basis without a deposit trigger, like the server", () => {
    const draft = campaignDraftOf(CAMPAIGN, ZONE);
    draft.trigger = "registration";
    expect(keysOf(readCampaign(draft, { zone: ZONE, locked: null }).issues)).toEqual({
      "reward.kind": "err_bonus_percent_needs_deposit",
      "wagering.basis": "err_bonus_basis_needs_deposit",
    });
    draft.reward.kind = "fixed";
    draft.reward.amount = "5";
    draft.wagering.basis = "bonus";
    const { input } = readCampaign(draft, { zone: ZONE, locked: null });
    expect(input?.reward).toEqual({ kind: "fixed", amount: 500, minDeposit: 0 });
  });

  it("sends a campaign's trigger, reward and wagering back untouched once it has granted", () => {
    const granted = { ...CAMPAIGN, grants: 3, granted: 150_000 };
    const draft = campaignDraftOf(granted, ZONE);
    draft.trigger = "manual";
    draft.reward.percent = "nonsense";
    draft.wagering.multiple = "5";
    draft.name = { EN: "Welcome bonus (extended)" };
    draft.endsAt = "";
    const { input, issues } = readCampaign(draft, { zone: ZONE, locked: granted });
    expect(issues).toEqual([]);
    expect(input?.trigger).toBe("first_deposit");
    expect(input?.reward).toBe(granted.reward);
    expect(input?.wagering).toBe(granted.wagering);
    expect(input?.name).toEqual({ EN: "Welcome bonus (extended)" });
    expect(input?.endsAt).toBeNull();
  });

  it("wants a start and an end it can read", () => {
    const draft = campaignDraftOf(CAMPAIGN, ZONE);
    draft.startsAt = "";
    draft.endsAt = "someday";
    expect(keysOf(readCampaign(draft, { zone: ZONE, locked: null }).issues)).toEqual({
      startsAt: "bo_bonus_starts_required",
      endsAt: "bo_bonus_time_invalid",
    });
  });

  it("gives the form's resolver the same problems and the same campaign", () => {
    const schema = campaignSchema({ zone: ZONE, locked: null });
    const draft = campaignDraftOf(CAMPAIGN, ZONE);
    const parsed = schema.safeParse(draft);
    expect(parsed.success && parsed.data.reward).toEqual(CAMPAIGN.reward);
    draft.wagering.multiple = "101";
    const failed = schema.safeParse(draft);
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["wagering.multiple", "err_bonus_multiple_invalid"],
    ]);
  });
});

describe("points, free spins and missions", () => {
  const options = { zone: ZONE, locked: null };

  it("sends points without wagering terms of their own or a money budget", () => {
    const draft = campaignDraftOf({ ...CAMPAIGN, trigger: "registration" }, ZONE);
    draft.reward.kind = "points";
    draft.reward.points = "5000";
    // Hidden once points are chosen: nothing typed there is read.
    draft.wagering.multiple = "nonsense";
    draft.wagering.basis = "deposit";
    draft.budget = "100";
    const { input, issues } = readCampaign(draft, options);
    expect(issues).toEqual([]);
    expect(input?.reward).toEqual({ kind: "points", points: 5_000, minDeposit: 0 });
    expect(input?.wagering).toEqual(POINTS_WAGERING);
    expect(input?.budget).toBeNull();
    expect(ZCampaignInput.safeParse(input).success).toBe(true);
  });

  it("refuses points outside 1 to 100,000,000", () => {
    const draft = campaignDraftOf(CAMPAIGN, ZONE);
    draft.reward.kind = "points";
    for (const points of ["", "0", "100000001", "12.5", "-3"]) {
      draft.reward.points = points;
      expect(keysOf(readCampaign(draft, options).issues)).toEqual({
        "reward.points": "bo_bonus_points_invalid",
      });
    }
  });

  it("reads a points campaign back with a new campaign's wagering to switch to", () => {
    const points: TCampaign = {
      ...CAMPAIGN,
      reward: { kind: "points", points: 800, minDeposit: 0 },
      wagering: POINTS_WAGERING,
      budget: null,
    };
    const draft = campaignDraftOf(points, ZONE);
    expect(draft.reward.points).toBe("800");
    expect(draft.wagering.multiple).toBe("10");
    expect(draft.wagering.contributions.RNG).toBe("100");
    expect(readCampaign(draft, options).input?.reward).toEqual(points.reward);
  });

  it("sends free spins with the basis forced to the bonus, and round-trips them", () => {
    const draft = campaignDraftOf(CAMPAIGN, ZONE);
    draft.reward.kind = "free_spins";
    draft.reward.spins = "25";
    draft.reward.gameId = "812";
    draft.reward.lines = "20";
    draft.reward.betPerLine = "0.05";
    // Left over from the percentage the campaign had: free spins count only their winnings.
    expect(draft.wagering.basis).toBe("deposit_and_bonus");
    const { input, issues } = readCampaign(draft, options);
    expect(issues).toEqual([]);
    expect(input?.reward).toEqual({
      kind: "free_spins",
      spins: 25,
      gameId: 812,
      lines: 20,
      betPerLine: 5,
      minDeposit: 1_000,
    });
    expect(input?.wagering.basis).toBe("bonus");
    expect(input?.budget).toBe(CAMPAIGN.budget);
    expect(ZCampaignInput.safeParse(input).success).toBe(true);

    const saved: TCampaign = {
      ...CAMPAIGN,
      reward: { kind: "free_spins", spins: 25, gameId: 812, lines: 20, betPerLine: 5, minDeposit: 1_000 },
      wagering: { ...CAMPAIGN.wagering, basis: "bonus" },
    };
    const again = campaignDraftOf(saved, ZONE);
    expect(again.reward).toMatchObject({
      kind: "free_spins",
      spins: "25",
      gameId: "812",
      lines: "20",
      betPerLine: "0.05",
    });
    expect(readCampaign(again, options).input?.reward).toEqual(saved.reward);
  });

  it("names each free spins problem by its field", () => {
    const draft = campaignDraftOf(CAMPAIGN, ZONE);
    draft.reward.kind = "free_spins";
    draft.reward.spins = "501";
    draft.reward.gameId = "";
    draft.reward.lines = "0";
    draft.reward.betPerLine = "10000.01";
    expect(keysOf(readCampaign(draft, options).issues)).toEqual({
      "reward.spins": "bo_bonus_spins_invalid",
      "reward.gameId": "err_bonus_spins_game",
      "reward.lines": "bo_bonus_lines_invalid",
      "reward.betPerLine": "err_bonus_spins_bet",
    });
    draft.reward.betPerLine = "0.001";
    expect(keysOf(readCampaign(draft, options).issues)["reward.betPerLine"]).toBe("bo_money_decimals");
  });

  it("shows the stake of one spin and of the whole pack", () => {
    expect(spinStakes({ spins: "25", lines: "20", betPerLine: "0.05" })).toEqual({
      perSpin: 100,
      total: 2_500,
    });
    expect(spinStakes({ spins: "25", lines: "", betPerLine: "0.05" })).toBeNull();
    expect(spinStakes({ spins: "0", lines: "20", betPerLine: "0.05" })).toBeNull();
  });

  it("fills in lines and bet a picked game's maths model takes", () => {
    const steady = findSlotModel("steady");
    const rules = slotRulesOf("steady");
    expect(rules).toEqual({
      model: steady?.spec.name,
      maxLines: steady?.spec.maxLines,
      betsPerLine: steady?.spec.betPerLineOptions,
    });
    expect(slotRulesOf(null)).toBeNull();
    expect(slotRulesOf("no-such-model")).toBeNull();
    const smallest = (steady?.spec.betPerLineOptions[0] ?? 0) / 100;
    expect(fitSpinsToGame({ lines: "", betPerLine: "" }, rules)).toEqual({
      lines: String(steady?.spec.maxLines),
      betPerLine: smallest.toFixed(2),
    });
    expect(fitSpinsToGame({ lines: "5", betPerLine: "0.05" }, rules)).toEqual({
      lines: "5",
      betPerLine: "0.05",
    });
    expect(fitSpinsToGame({ lines: "999", betPerLine: "0.03" }, rules)).toEqual({
      lines: String(steady?.spec.maxLines),
      betPerLine: smallest.toFixed(2),
    });
    expect(fitSpinsToGame({ lines: "7", betPerLine: "0.03" }, null)).toEqual({
      lines: "7",
      betPerLine: "0.03",
    });
  });

  it("sends the ticked missions of a mission-done campaign, and none on another trigger", () => {
    const draft = campaignDraftOf({ ...CAMPAIGN, trigger: "mission" }, ZONE);
    draft.reward.kind = "fixed";
    draft.reward.amount = "5";
    draft.wagering.basis = "bonus";
    draft.conditions.missionIds = [9, 3, 9];
    expect(readCampaign(draft, options).input?.conditions.missionIds).toEqual([9, 3]);
    draft.conditions.missionIds = [];
    expect(readCampaign(draft, options).input?.conditions.missionIds).toEqual([]);
    draft.conditions.missionIds = [4];
    draft.trigger = "registration";
    const other = readCampaign(draft, options);
    expect(other.issues).toEqual([]);
    expect(other.input?.conditions.missionIds).toEqual([]);
    draft.trigger = "mission";
    draft.conditions.missionIds = Array.from({ length: 51 }, (_, index) => index + 1);
    expect(keysOf(readCampaign(draft, options).issues)).toEqual({
      "conditions.missionIds": "bo_bonus_missions_too_many",
    });
  });

  it("keeps a granted mission campaign's trigger when reading its missions", () => {
    const granted: TCampaign = {
      ...CAMPAIGN,
      trigger: "mission",
      reward: { kind: "fixed", amount: 500, minDeposit: 0 },
      wagering: { ...CAMPAIGN.wagering, basis: "bonus" },
      conditions: { ...CAMPAIGN.conditions, missionIds: [2] },
      grants: 4,
    };
    const draft = campaignDraftOf(granted, ZONE);
    expect(draft.conditions.missionIds).toEqual([2]);
    draft.trigger = "deposit";
    draft.conditions.missionIds = [2, 5];
    const { input } = readCampaign(draft, { zone: ZONE, locked: granted });
    expect(input?.trigger).toBe("mission");
    expect(input?.conditions.missionIds).toEqual([2, 5]);
  });
});

describe("typed lists", () => {
  it("splits labels on commas and line breaks, without empty or repeated ones", () => {
    expect(splitList(" vip, new\nvip,, 新客，老客 ")).toEqual(["vip", "new", "新客", "老客"]);
    expect(splitList("")).toEqual([]);
  });

  it("reads country codes in capitals, separated by commas or spaces", () => {
    expect(splitCountries("mm th, VN  mm")).toEqual(["MM", "TH", "VN"]);
  });
});
