import { ZPointsSettings } from "@orchid/contract/points";
import { describe, expect, it } from "vitest";
import {
  exchangeRateOf,
  pointsSettingsDraftOf,
  readPointsSettings,
  type TPointsSettingsValue,
  ZPointsSettingsDraft,
} from "./settings-draft.ts";

const SETTINGS: TPointsSettingsValue = {
  enabled: true,
  earn: { RNG: 10, LIVE: 5, SPORTS: 0 },
  depositRate: 2,
  exchange: { points: 100, minor: 100 },
  minConvert: 500,
  rules: { EN: "Earn points as you play.", CN: "游戏即可赚取积分。" },
};

const keysOf = (issues: { path: (string | number)[]; key: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.key]));

describe("points settings form ↔ save call", () => {
  it("reads the settings into the form and back into the same settings", () => {
    const draft = pointsSettingsDraftOf(SETTINGS);
    expect(draft.earn.RNG).toBe("10");
    expect(draft.earn.SPORTS).toBe("0");
    expect(draft.earn.FISH).toBe("");
    expect(draft.exchange).toEqual({ points: "100", minor: "1.00" });
    const { input, issues } = readPointsSettings(draft);
    expect(issues).toEqual([]);
    expect(input).toEqual(SETTINGS);
    expect(ZPointsSettings.safeParse(input).success).toBe(true);
  });

  it("starts a merchant without rules switched off, at 100 points for 1.00", () => {
    const draft = pointsSettingsDraftOf(null);
    expect(draft.enabled).toBe(false);
    expect(draft.exchange).toEqual({ points: "100", minor: "1.00" });
    draft.rules = { EN: " Rules ", MY: "" };
    draft.earn.FISH = " 1,000 ";
    const { input } = readPointsSettings(draft);
    expect(input).toEqual({
      enabled: false,
      earn: { FISH: 1_000 },
      depositRate: 0,
      exchange: { points: 100, minor: 100 },
      minConvert: 100,
      rules: { EN: "Rules" },
    });
    expect(ZPointsSettings.safeParse(input).success).toBe(true);
  });

  it("names each problem by the request's field path, as the server does", () => {
    const draft = pointsSettingsDraftOf(SETTINGS);
    draft.earn.LIVE = "1000001";
    draft.earn.PVP = "2.5";
    draft.depositRate = "";
    draft.exchange = { points: "0", minor: "10000.01" };
    draft.minConvert = "0";
    draft.rules = { CN: "只有中文" };
    const { input, issues } = readPointsSettings(draft);
    expect(input).toBeNull();
    expect(keysOf(issues)).toEqual({
      "earn.LIVE": "bo_points_rate_invalid",
      "earn.PVP": "bo_points_rate_invalid",
      depositRate: "bo_points_rate_invalid",
      "exchange.points": "bo_points_exchange_points_invalid",
      "exchange.minor": "bo_points_exchange_cash_too_large",
      minConvert: "bo_points_min_convert_invalid",
      "rules.EN": "err_english_required",
    });
  });

  it("takes the contract's extremes: a free exchange, the largest rates and minimum", () => {
    const draft = pointsSettingsDraftOf(SETTINGS);
    draft.earn.RNG = "1000000";
    draft.exchange = { points: "1000000", minor: "0" };
    draft.minConvert = "1000000000";
    const { input } = readPointsSettings(draft);
    expect(input?.exchange).toEqual({ points: 1_000_000, minor: 0 });
    expect(ZPointsSettings.safeParse(input).success).toBe(true);
    draft.exchange.minor = "1.005";
    expect(keysOf(readPointsSettings(draft).issues)).toEqual({ "exchange.minor": "bo_money_decimals" });
  });

  it("gives the live example a rate only when both halves read", () => {
    expect(exchangeRateOf({ points: "1,000", minor: "10" })).toEqual({ points: 1_000, minor: 1_000 });
    expect(exchangeRateOf({ points: "", minor: "10" })).toBeNull();
    expect(exchangeRateOf({ points: "100", minor: "abc" })).toBeNull();
  });

  it("gives the form's resolver the same problems and the same settings", () => {
    const draft = pointsSettingsDraftOf(SETTINGS);
    const parsed = ZPointsSettingsDraft.safeParse(draft);
    expect(parsed.success && parsed.data).toEqual(SETTINGS);
    draft.depositRate = "-1";
    const failed = ZPointsSettingsDraft.safeParse(draft);
    expect(failed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["depositRate", "bo_points_rate_invalid"],
    ]);
  });
});
