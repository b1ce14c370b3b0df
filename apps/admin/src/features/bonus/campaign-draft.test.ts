import { type TCampaign, ZCampaignInput } from "@orchid/contract/bonus";
import { describe, expect, it } from "vitest";
import {
  campaignDraftOf,
  campaignSchema,
  readCampaign,
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
      minDeposit: "10.00",
    });
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

describe("typed lists", () => {
  it("splits labels on commas and line breaks, without empty or repeated ones", () => {
    expect(splitList(" vip, new\nvip,, 新客，老客 ")).toEqual(["vip", "new", "新客", "老客"]);
    expect(splitList("")).toEqual([]);
  });

  it("reads country codes in capitals, separated by commas or spaces", () => {
    expect(splitCountries("mm th, VN  mm")).toEqual(["MM", "TH", "VN"]);
  });
});
