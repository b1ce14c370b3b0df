import { describe, expect, it } from "vitest";
import {
  ADDRESS_MAX,
  checkConvert,
  checkRedeem,
  parsePoints,
  REDEEM_REMARK_MAX,
  type TConvertLimits,
  type TRedeemDraft,
  type TRedeemLimits,
} from "./points-checks.ts";
import { pointsTabOf } from "./points-tabs.ts";

describe("checkRedeem", () => {
  const draft: TRedeemDraft = { quantity: 2, address: "", remark: "", paymentPassword: "123456" };
  const limits: TRedeemLimits = {
    unitPoints: 500,
    unitCash: 1_000,
    stock: 5,
    needsAddress: false,
    points: 5_000,
    cash: 10_000,
  };

  it("finds nothing wrong with a redeem the member can pay for", () => {
    expect(checkRedeem(draft, limits)).toEqual({
      quantity: null,
      address: null,
      remark: null,
      paymentPassword: null,
    });
  });

  it("keeps the quantity within the stock and the most one redeem may ask for", () => {
    expect(checkRedeem({ ...draft, quantity: 0 }, limits).quantity).toEqual({
      key: "points_err_quantity",
      values: { max: 5 },
    });
    expect(checkRedeem({ ...draft, quantity: 101 }, { ...limits, stock: 500 }).quantity).toEqual({
      key: "points_err_quantity",
      values: { max: 100 },
    });
    expect(checkRedeem({ ...draft, quantity: 1.5 }, limits).quantity?.key).toBe("points_err_quantity");
    expect(checkRedeem({ ...draft, quantity: 6 }, limits).quantity).toEqual({
      key: "points_err_stock_left",
      values: { stock: 5 },
    });
    expect(checkRedeem(draft, { ...limits, stock: 0 }).quantity).toEqual({ key: "err_out_of_stock" });
  });

  it("asks for enough points, then enough cash", () => {
    expect(checkRedeem(draft, { ...limits, points: 999 }).quantity).toEqual({ key: "err_points_short" });
    expect(checkRedeem(draft, { ...limits, points: 999, cash: 0 }).quantity?.key).toBe("err_points_short");
    expect(checkRedeem(draft, { ...limits, cash: 1_999 }).quantity).toEqual({
      key: "err_insufficient_funds",
    });
    expect(checkRedeem(draft, { ...limits, points: undefined, cash: undefined }).quantity).toBeNull();
  });

  it("needs a delivery address only for a product that is sent", () => {
    const sent = { ...limits, needsAddress: true };
    expect(checkRedeem({ ...draft, address: "   " }, sent).address).toEqual({ key: "err_required" });
    expect(checkRedeem({ ...draft, address: "1 Harbour Road" }, sent).address).toBeNull();
    expect(checkRedeem({ ...draft, address: "x".repeat(ADDRESS_MAX + 1) }, sent).address).toEqual({
      key: "points_err_address_too_long",
      values: { max: 300 },
    });
    expect(checkRedeem({ ...draft, address: "" }, limits).address).toBeNull();
  });

  it("limits the remark and checks the payment password's shape", () => {
    expect(checkRedeem({ ...draft, remark: "r".repeat(REDEEM_REMARK_MAX + 1) }, limits).remark).toEqual({
      key: "err_remark_too_long",
      values: { max: 140 },
    });
    expect(checkRedeem({ ...draft, remark: ` ${"r".repeat(140)} ` }, limits).remark).toBeNull();
    expect(checkRedeem({ ...draft, paymentPassword: "12345" }, limits).paymentPassword).toEqual({
      key: "err_payment_password_format",
    });
  });
});

describe("parsePoints", () => {
  it("reads whole points, spaces and leading zeros allowed", () => {
    expect(parsePoints("1200")).toEqual({ points: 1200, problem: null });
    expect(parsePoints(" 1 200 ")).toEqual({ points: 1200, problem: null });
    expect(parsePoints("007")).toEqual({ points: 7, problem: null });
  });

  it("refuses an empty, fractional, signed or zero count", () => {
    expect(parsePoints("").problem).toEqual({ key: "err_required" });
    expect(parsePoints("12.5").problem).toEqual({ key: "points_err_points_format" });
    expect(parsePoints("-3").problem).toEqual({ key: "points_err_points_format" });
    expect(parsePoints("1e3").problem).toEqual({ key: "points_err_points_format" });
    expect(parsePoints("000").problem).toEqual({ key: "points_err_points_format" });
  });

  it("refuses more points than a conversion may take", () => {
    expect(parsePoints("1000000001").problem).toEqual({ key: "err_points_short" });
    expect(parsePoints("99999999999999999999").problem).toEqual({ key: "err_points_short" });
    expect(parsePoints("1000000000")).toEqual({ points: 1_000_000_000, problem: null });
  });
});

describe("checkConvert", () => {
  const limits: TConvertLimits = {
    enabled: true,
    balance: 5_000,
    minConvert: 1_000,
    rate: { points: 100, minor: 30 },
  };

  it("answers the points and the cash they make, rounded down", () => {
    expect(checkConvert({ points: "1250", paymentPassword: "123456" }, limits)).toEqual({
      points: null,
      paymentPassword: null,
      value: { points: 1250, cash: 375 },
    });
    expect(checkConvert({ points: "1001", paymentPassword: "123456" }, limits).value).toEqual({
      points: 1001,
      cash: 300,
    });
  });

  it("holds the minimum, then the balance", () => {
    expect(checkConvert({ points: "999", paymentPassword: "123456" }, limits).points).toEqual({
      key: "points_err_below_min",
      values: { min: 1_000 },
    });
    expect(checkConvert({ points: "5001", paymentPassword: "123456" }, limits).points).toEqual({
      key: "err_points_short",
    });
    expect(
      checkConvert({ points: "5001", paymentPassword: "123456" }, { ...limits, balance: undefined }).points,
    ).toBeNull();
  });

  it("refuses points worth less than one minor unit", () => {
    const tiny = { ...limits, minConvert: 1, rate: { points: 1_000, minor: 1 } };
    expect(checkConvert({ points: "999", paymentPassword: "123456" }, tiny).points).toEqual({
      key: "points_err_worth_nothing",
    });
  });

  it("says points are off before anything else, and still checks the password", () => {
    expect(checkConvert({ points: "1500", paymentPassword: "12" }, { ...limits, enabled: false })).toEqual({
      points: { key: "err_points_disabled" },
      paymentPassword: { key: "err_payment_password_format" },
      value: null,
    });
  });
});

describe("pointsTabOf", () => {
  it("opens the tab the address names", () => {
    expect(pointsTabOf("convert", true)).toBe("convert");
    expect(pointsTabOf("redeems", false)).toBe("redeems");
  });

  it("opens a member's details and a visitor's rules otherwise", () => {
    expect(pointsTabOf(null, true)).toBe("details");
    expect(pointsTabOf("nonsense", true)).toBe("details");
    expect(pointsTabOf(null, false)).toBe("rules");
  });
});
