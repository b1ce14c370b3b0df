import { z } from "zod";
import { ZLocalizedText, ZLocalizedTextValue } from "./backoffice-content.ts";
import { GAME_TYPES } from "./games.ts";
import { MAX_AMOUNT_MINOR, ZIdempotencyKey, ZPageQuery } from "./money.ts";
import { ZRowId } from "./row-id.ts";

/**
 * Loyalty points (issue 20, decisions/0022): earned per valid bet by game type and per deposit at
 * the merchant's rates, a unit of the ledger of their own; spent in the mall or converted to cash
 * at the exchange rate. Points are whole numbers and never expire.
 */

const ZInstant = z.iso.datetime({ offset: true });
const ZPoints = z.number().int();
const MAX_POINTS = 1_000_000_000;
const ZRate = z.number().int().min(0).max(1_000_000);

/** What a points line is about (the spec's types: live, lottery, PVP, RNG, sports, redeem, deposit). */
export const POINTS_LINE_TYPES = ["bet", "deposit", "reward", "redeem", "redeem_refund", "convert"] as const;
export type TPointsLineType = (typeof POINTS_LINE_TYPES)[number];

/** The merchant's points rules as a member reads them (the rules page and the exchange table). */
export const ZPointsConfig = z.object({
  enabled: z.boolean(),
  /** Points earned per 100.00 (10,000 minor units) of valid bet, by game type. */
  earn: z.partialRecord(z.enum(GAME_TYPES), z.number().int()),
  /** Points per 100.00 deposited. */
  depositRate: z.number().int(),
  /** Converting: `points` points make `minor` minor units of cash. */
  exchange: z.object({ points: z.number().int(), minor: z.number().int() }),
  /** The fewest points one conversion takes. */
  minConvert: z.number().int(),
  rules: z.string(),
});
export type TPointsConfig = z.output<typeof ZPointsConfig>;

/** Console: the settings as edited. */
export const ZPointsSettings = z.object({
  enabled: z.boolean(),
  earn: z.partialRecord(z.enum(GAME_TYPES), ZRate),
  depositRate: ZRate,
  exchange: z.object({
    points: z.number().int().min(1).max(1_000_000),
    minor: z.number().int().min(0).max(1_000_000),
  }),
  minConvert: z.number().int().min(1).max(MAX_POINTS),
  rules: ZLocalizedText(4000),
});
export type TPointsSettings = z.input<typeof ZPointsSettings>;
export const ZPointsSettingsValue = ZPointsSettings.extend({ rules: ZLocalizedTextValue });

export const ZPointsBalance = z.object({
  /** Points the member may spend now. */
  balance: ZPoints,
  /** Points held by mall redeems waiting for an operator. */
  held: ZPoints,
});

export const ZPointsLine = z.object({
  id: z.string(),
  type: z.enum(POINTS_LINE_TYPES),
  /** The game type a bet line was earned on (RNG, LIVE…), else null. */
  gameType: z.string().nullable(),
  /** Signed: positive earned or given back, negative spent. */
  points: ZPoints,
  createdAt: ZInstant,
});
export const ZPointsDetailsQuery = ZPageQuery;
export const ZPointsDetailsPage = z.object({
  rows: z.array(ZPointsLine),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** A mall product as the member sees it. */
export const ZMallProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Points and cash (minor units) one unit costs. */
  points: ZPoints,
  amount: z.number().int(),
  /** Units left. */
  stock: z.number().int(),
  /** Whether it is sent to a delivery address (a physical good). */
  needsAddress: z.boolean(),
});
export type TMallProduct = z.output<typeof ZMallProduct>;

export const REDEEM_STATES = ["applying", "approved", "rejected"] as const;
export type TRedeemState = (typeof REDEEM_STATES)[number];

/** `POST /wps/points/redeem` (through the payment-password check). */
export const ZRedeemRequest = z.object({
  productId: ZRowId,
  quantity: z.number().int().min(1).max(100),
  /** Where to send a physical product. */
  address: z.string().trim().max(300).optional(),
  remark: z.string().trim().max(140).optional(),
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});

export const ZRedeem = z.object({
  id: z.number().int(),
  reference: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  points: ZPoints,
  amount: z.number().int(),
  state: z.enum(REDEEM_STATES),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  /** The operator's note on a decision. */
  note: z.string().nullable(),
  createdAt: ZInstant,
  decidedAt: ZInstant.nullable(),
});
export type TRedeem = z.output<typeof ZRedeem>;
export const ZRedeemQuery = ZPageQuery.extend({ state: z.enum(REDEEM_STATES).optional() });
export const ZRedeemPage = z.object({
  rows: z.array(ZRedeem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

/** `POST /wps/points/convert` (through the payment-password check). */
export const ZConvertRequest = z.object({
  points: z.number().int().min(1).max(MAX_POINTS),
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export const ZConvertValue = z.object({
  points: ZPoints,
  /** Cash credited to the main wallet, minor units. */
  credited: z.number().int(),
  balance: ZPoints,
});

/** Console: a product as edited. */
export const ZMallProductInput = z.object({
  id: ZRowId.optional(),
  name: ZLocalizedText(80),
  description: ZLocalizedText(1000),
  mediaId: ZRowId.nullable(),
  points: z.number().int().min(0).max(MAX_POINTS),
  amount: z.number().int().min(0).max(MAX_AMOUNT_MINOR),
  stock: z.number().int().min(0).max(1_000_000),
  needsAddress: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export const ZConsoleMallProduct = z.object({
  id: z.number().int(),
  name: ZLocalizedTextValue,
  description: ZLocalizedTextValue,
  mediaId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  points: ZPoints,
  amount: z.number().int(),
  stock: z.number().int(),
  needsAddress: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
  redeemed: z.number().int(),
});

export const ZConsoleRedeemQuery = ZPageQuery.extend({
  state: z.enum(REDEEM_STATES).optional(),
  username: z.string().max(64).optional(),
});
export const ZConsoleRedeem = ZRedeem.extend({ username: z.string() });
export const ZConsoleRedeemPage = z.object({
  rows: z.array(ZConsoleRedeem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const ZRedeemDecision = z.object({
  id: ZRowId,
  decision: z.enum(["approve", "reject"]),
  note: z.string().trim().max(200).optional(),
});
