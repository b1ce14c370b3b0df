import { z } from "zod";
import { endpoint, operator, REAL_MEMBER, VISITOR } from "../endpoint.ts";
import {
  ZConsoleMallProduct,
  ZConsoleRedeem,
  ZConsoleRedeemPage,
  ZConsoleRedeemQuery,
  ZConvertRequest,
  ZConvertValue,
  ZMallProduct,
  ZMallProductInput,
  ZPointsBalance,
  ZPointsConfig,
  ZPointsDetailsPage,
  ZPointsDetailsQuery,
  ZPointsSettings,
  ZPointsSettingsValue,
  ZRedeem,
  ZRedeemDecision,
  ZRedeemPage,
  ZRedeemQuery,
  ZRedeemRequest,
} from "../points.ts";

/** A wrong payment password is a field error (INVALID_INPUT, err_payment_password_wrong), as on withdrawals. */
const PASSWORD_ERRORS = ["PAYMENT_PASSWORD_REQUIRED", "RATE_LIMITED"] as const;

/** The points calls (spec §7; redeem and convert check the payment password, §6). */
export const POINTS_CALLS = {
  pointConfig: endpoint("GET", "/wps/points/config", {
    module: "engagement",
    caller: VISITOR,
    summary:
      "The merchant's points rules: earning per game type and deposit, the exchange rate, the rules text.",
    answer: ZPointsConfig,
  }),
  pointBalance: endpoint("GET", "/wps/points/balance", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The member's points: spendable and held by redeems awaiting review.",
    answer: ZPointsBalance,
  }),
  pointDetails: endpoint("GET", "/wps/points/details", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The member's points lines (earned, spent, given back), newest first.",
    input: ZPointsDetailsQuery,
    answer: ZPointsDetailsPage,
  }),
  pointReward: endpoint("GET", "/wps/points/reward", {
    module: "engagement",
    caller: VISITOR,
    summary: "The points mall: products with their points and cash price and stock left.",
    answer: z.array(ZMallProduct),
  }),
  pointRedeem: endpoint("POST", "/wps/points/redeem", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary:
      "Redeems a mall product: holds its points (and cash) and takes the stock until an operator approves or rejects.",
    input: ZRedeemRequest,
    answer: ZRedeem,
    errors: [
      ...PASSWORD_ERRORS,
      "POINTS_SHORT",
      "OUT_OF_STOCK",
      "INSUFFICIENT_FUNDS",
      "NOT_FOUND",
      "IDEMPOTENCY_MISMATCH",
    ],
  }),
  pointRedeems: endpoint("GET", "/wps/points/redeems", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The member's redeem history, newest first.",
    input: ZRedeemQuery,
    answer: ZRedeemPage,
  }),
  pointConvert: endpoint("POST", "/wps/points/convert", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "Converts points to cash in the main wallet at the exchange rate.",
    input: ZConvertRequest,
    answer: ZConvertValue,
    errors: [
      ...PASSWORD_ERRORS,
      "POINTS_SHORT",
      "POINTS_DISABLED",
      "AMOUNT_OUT_OF_RANGE",
      "IDEMPOTENCY_MISMATCH",
    ],
  }),
} as const;

/** The console's points calls: settings, mall products, the redeem queue. */
export const CONSOLE_POINTS_CALLS = {
  boPointsSettings: endpoint("GET", "/bo/points/settings", {
    module: "backoffice",
    caller: operator("bonus.read", "points.settings.read"),
    summary: "The merchant's points rules.",
    answer: ZPointsSettingsValue,
  }),
  boSavePointsSettings: endpoint("PUT", "/bo/points/settings", {
    module: "backoffice",
    caller: operator("bonus.write", "points.settings.save"),
    summary: "Changes the points rules (earning, deposit rate, exchange rate, rules text).",
    input: ZPointsSettings,
    answer: ZPointsSettingsValue,
  }),
  boMallProducts: endpoint("GET", "/bo/points/products", {
    module: "backoffice",
    caller: operator("bonus.read", "points.product.list"),
    summary: "The mall's products, enabled or not, with how many were redeemed.",
    answer: z.array(ZConsoleMallProduct),
  }),
  boSaveMallProduct: endpoint("PUT", "/bo/points/products", {
    module: "backoffice",
    caller: operator("bonus.write", "points.product.save"),
    summary: "Creates or changes a mall product (its image one the merchant uploaded).",
    input: ZMallProductInput,
    answer: ZConsoleMallProduct,
    errors: ["NOT_FOUND"],
  }),
  boRedeems: endpoint("GET", "/bo/points/redeems", {
    module: "backoffice",
    caller: operator("bonus.read", "points.redeem.list"),
    summary: "The redeem queue and history.",
    input: ZConsoleRedeemQuery,
    answer: ZConsoleRedeemPage,
  }),
  boDecideRedeem: endpoint("POST", "/bo/points/redeems/decide", {
    module: "backoffice",
    caller: operator("bonus.grant", "points.redeem.decide"),
    summary:
      "Approves a redeem (its held points and cash are taken) or rejects it (given back, stock returned).",
    input: ZRedeemDecision,
    answer: ZConsoleRedeem,
    errors: ["NOT_FOUND", "ORDER_STATE_CHANGED"],
  }),
} as const;
