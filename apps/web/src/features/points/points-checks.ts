import { ZRedeemRequest } from "@orchid/contract/points";
import { cashForPoints, MAX_CONVERT_POINTS, MAX_REDEEM_QUANTITY, type TExchangeRate } from "./points-math.ts";

/** A form problem: its catalogue key and the numbers it names ("{max}", "{min}", "{stock}"). */
export type TPointsProblem = { key: string; values?: Record<string, number> };

/** The longest delivery address and remark a redeem may carry (the contract's ZRedeemRequest). */
export const ADDRESS_MAX = ZRedeemRequest.shape.address.unwrap().maxLength ?? 300;
export const REDEEM_REMARK_MAX = ZRedeemRequest.shape.remark.unwrap().maxLength ?? 140;

const PAYMENT_PASSWORD = /^[0-9]{6}$/;

function passwordProblem(value: string): TPointsProblem | null {
  return PAYMENT_PASSWORD.test(value) ? null : { key: "err_payment_password_format" };
}

/** The redeem dialog's fields as typed. */
export type TRedeemDraft = { quantity: number; address: string; remark: string; paymentPassword: string };

/** What the redeem is checked against: the product's price and stock, and what the member holds. */
export type TRedeemLimits = {
  unitPoints: number;
  unitCash: number;
  stock: number;
  needsAddress: boolean;
  /** Undefined while unknown: not checked then (the server still is). */
  points: number | undefined;
  cash: number | undefined;
};

/** One problem (or null) per field of the redeem dialog. */
export type TRedeemProblems = Record<keyof TRedeemDraft, TPointsProblem | null>;

function quantityProblem(quantity: number, limits: TRedeemLimits): TPointsProblem | null {
  if (limits.stock <= 0) return { key: "err_out_of_stock" };
  const most = Math.min(MAX_REDEEM_QUANTITY, limits.stock);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_REDEEM_QUANTITY)
    return { key: "points_err_quantity", values: { max: most } };
  if (quantity > limits.stock) return { key: "points_err_stock_left", values: { stock: limits.stock } };
  if (limits.points !== undefined && quantity * limits.unitPoints > limits.points)
    return { key: "err_points_short" };
  if (limits.cash !== undefined && quantity * limits.unitCash > limits.cash)
    return { key: "err_insufficient_funds" };
  return null;
}

function addressProblem(address: string, needsAddress: boolean): TPointsProblem | null {
  if (!needsAddress) return null;
  const text = address.trim();
  if (text === "") return { key: "err_required" };
  if (text.length > ADDRESS_MAX) return { key: "points_err_address_too_long", values: { max: ADDRESS_MAX } };
  return null;
}

/**
 * The redeem dialog's own rules, checked before anything is sent: a quantity within the stock and
 * what the member's points and cash pay for, a delivery address when the product is sent, a
 * remark of at most 140 characters and a 6-digit payment password.
 */
export function checkRedeem(draft: TRedeemDraft, limits: TRedeemLimits): TRedeemProblems {
  return {
    quantity: quantityProblem(draft.quantity, limits),
    address: addressProblem(draft.address, limits.needsAddress),
    remark:
      draft.remark.trim().length > REDEEM_REMARK_MAX
        ? { key: "err_remark_too_long", values: { max: REDEEM_REMARK_MAX } }
        : null,
    paymentPassword: passwordProblem(draft.paymentPassword),
  };
}

/** Typed points read as a whole number, or the problem with the text. */
export type TParsedPoints = { points: number; problem: null } | { points: null; problem: TPointsProblem };

/** Reads typed points ("1200", " 1 200 "): digits only, above zero, within what a conversion may take. */
export function parsePoints(text: string): TParsedPoints {
  const digits = text.replace(/\s/g, "");
  if (digits === "") return { points: null, problem: { key: "err_required" } };
  if (!/^[0-9]+$/.test(digits)) return { points: null, problem: { key: "points_err_points_format" } };
  const trimmed = digits.replace(/^0+(?=\d)/, "");
  if (trimmed.length > String(MAX_CONVERT_POINTS).length || Number(trimmed) > MAX_CONVERT_POINTS)
    return { points: null, problem: { key: "err_points_short" } };
  const points = Number(trimmed);
  if (points === 0) return { points: null, problem: { key: "points_err_points_format" } };
  return { points, problem: null };
}

/** The convert form's fields as typed. */
export type TConvertDraft = { points: string; paymentPassword: string };

export type TConvertLimits = {
  enabled: boolean;
  /** The member's spendable points; undefined while unknown. */
  balance: number | undefined;
  minConvert: number;
  rate: TExchangeRate;
};

/** The convert form's problems, and the points and cash it would send when the points are fine. */
export type TConvertCheck = {
  points: TPointsProblem | null;
  paymentPassword: TPointsProblem | null;
  /** The parsed points and the cash they make, or null while the points have a problem. */
  value: { points: number; cash: number } | null;
};

function convertPointsProblem(points: number, limits: TConvertLimits): TPointsProblem | null {
  if (points < limits.minConvert) return { key: "points_err_below_min", values: { min: limits.minConvert } };
  if (limits.balance !== undefined && points > limits.balance) return { key: "err_points_short" };
  if (cashForPoints(points, limits.rate) === 0) return { key: "points_err_worth_nothing" };
  return null;
}

/**
 * The convert form's own rules: points switched on, a whole number of points, at least the
 * minimum, no more than the balance and worth at least one minor unit, and a 6-digit payment
 * password.
 */
export function checkConvert(draft: TConvertDraft, limits: TConvertLimits): TConvertCheck {
  const paymentPassword = passwordProblem(draft.paymentPassword);
  if (!limits.enabled) return { points: { key: "err_points_disabled" }, paymentPassword, value: null };
  const parsed = parsePoints(draft.points);
  if (parsed.problem) return { points: parsed.problem, paymentPassword, value: null };
  const problem = convertPointsProblem(parsed.points, limits);
  if (problem) return { points: problem, paymentPassword, value: null };
  return {
    points: null,
    paymentPassword,
    value: { points: parsed.points, cash: cashForPoints(parsed.points, limits.rate) },
  };
}
