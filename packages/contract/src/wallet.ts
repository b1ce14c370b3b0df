import { z } from "zod";
import { ZAmountMinor, ZCurrency, ZIdempotencyKey, ZPageQuery, ZPeriodQuery, zPage } from "./money.ts";

/** The member's main wallet; game wallets are named by their vendor code. */
export const MAIN_WALLET = "MAIN";

/** A balance in minor units: never fractional, and a member's wallet is never below zero. */
const ZMinor = z.number().int();
/** An instant as JSON carries it. */
const ZInstant = z.iso.datetime();

/** `GET /wps/v2/wallets/balance`: the stored state's `sumBalance` (main plus game wallets), minor units. */
export const ZBalance = z.object({
  sumBalance: ZMinor,
  /** Main wallet balance that can be spent or withdrawn now (holds already taken off). */
  mainBalance: ZMinor,
  /** Held by withdrawals awaiting payout. */
  heldBalance: ZMinor,
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TBalance = z.output<typeof ZBalance>;

export const ZWalletRow = z.object({ wallet: z.string(), name: z.string(), balance: ZMinor });
export type TWalletRow = z.output<typeof ZWalletRow>;

/** `GET /wps/v2/wallets/merchant`: the main wallet and every transfer-mode game wallet of the merchant. */
export const ZMerchantWallets = z.object({ wallets: z.array(ZWalletRow), sumBalance: ZMinor });
export type TMerchantWallets = z.output<typeof ZMerchantWallets>;

/** `POST /wps/v2/wallets/transfer`: main ↔ a game wallet (one side must be MAIN). */
export const ZWalletTransferRequest = z
  .object({
    from: z.string().min(1).max(32),
    to: z.string().min(1).max(32),
    amount: ZAmountMinor,
    currency: ZCurrency,
    idempotencyKey: ZIdempotencyKey,
  })
  .refine((v) => v.from !== v.to && (v.from === MAIN_WALLET || v.to === MAIN_WALLET), {
    message: "err_wallet_pair",
    path: ["to"],
  });
export type TWalletTransferRequest = z.input<typeof ZWalletTransferRequest>;
export const ZWalletTransferValue = ZMerchantWallets.extend({ transferId: z.string() });
export type TWalletTransferValue = z.output<typeof ZWalletTransferValue>;

/** `POST /wps/v2/wallets/transfer/upline`: from the main wallet to the direct upline's main wallet. */
export const ZUplineTransferRequest = z.object({
  amount: ZAmountMinor,
  currency: ZCurrency,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export type TUplineTransferRequest = z.input<typeof ZUplineTransferRequest>;
export const ZUplineTransferValue = z.object({
  transferId: z.string(),
  upline: z.string(),
  mainBalance: ZMinor,
});
export type TUplineTransferValue = z.output<typeof ZUplineTransferValue>;

/** What a line of the account record is about. */
export const RECORD_TYPES = [
  "deposit",
  "deposit_fee",
  "withdrawal",
  "withdrawal_refund",
  "transfer_in",
  "transfer_out",
  "upline_in",
  "upline_out",
  "downline_in",
  "downline_out",
  "agent_income",
  "agent_payout",
  "bonus",
  "adjustment",
  "trial_credit",
  "game_bet",
  "game_win",
  "game_refund",
  /** Points converted to cash, and the cash part of a points-mall redeem (decisions/0022). */
  "points_convert",
  "mall_purchase",
] as const;
export type TRecordType = (typeof RECORD_TYPES)[number];

/** `GET /wps/v2/wallets/records`: the account record (transactionHistory). */
export const ZRecordQuery = ZPeriodQuery.extend(ZPageQuery.shape).extend({
  type: z.enum(RECORD_TYPES).optional(),
});
export type TRecordQuery = z.input<typeof ZRecordQuery>;

export const ZRecordRow = z.object({
  id: z.string(),
  type: z.enum(RECORD_TYPES),
  /** Signed: positive into the member's wallet, negative out of it. */
  amount: ZMinor,
  /** The main wallet's balance right after this line (null for game-wallet lines). */
  balanceAfter: ZMinor.nullable(),
  wallet: z.string(),
  /** "held" while a withdrawal still holds it, "posted" once it moved, "released" when given back. */
  status: z.enum(["posted", "held", "released"]),
  reference: z.string().nullable(),
  createdAt: ZInstant,
});
export type TRecordRow = z.output<typeof ZRecordRow>;
export const ZRecordPage = zPage(ZRecordRow);

/** `GET /wps/v2/wallets/bonus`: bonus details (credits of kind bonus). */
export const ZBonusQuery = ZPeriodQuery.extend(ZPageQuery.shape);
export type TBonusQuery = z.input<typeof ZBonusQuery>;
export const ZBonusRow = z.object({
  id: z.string(),
  amount: ZMinor,
  reason: z.string(),
  createdAt: ZInstant,
});
export type TBonusRow = z.output<typeof ZBonusRow>;
/** A page of bonus lines and the period's bonus sum (credits less debits). */
export const ZBonusPage = zPage(ZBonusRow).extend({ sum: ZMinor });

/** `GET /wps/v2/wallets/profit`: personal profit and loss over a period. */
export const ZProfitQuery = ZPeriodQuery;
export type TProfitQuery = z.input<typeof ZProfitQuery>;
export const ZProfit = z.object({
  /** First and last local day of the period (yyyy-MM-dd). */
  from: z.string(),
  to: z.string(),
  deposits: ZMinor,
  withdrawals: ZMinor,
  bonus: ZMinor,
  adjustments: ZMinor,
  transfersToUpline: ZMinor,
  transfersFromUpline: ZMinor,
  bets: ZMinor,
  payouts: ZMinor,
  /** payouts + bonus − bets: what the member won (negative: lost) from play and promotions. */
  profit: ZMinor,
});
export type TProfit = z.output<typeof ZProfit>;

/** `GET /wps/ws` (WebSocket): the merchant's code travels in the query, a browser socket has no headers. */
export const ZBalanceSocketQuery = z.object({ merchant: z.string().max(32) });

/**
 * What the live socket carries: first the client's `auth` message with its session token, then
 * the server's pushes of the balance and of the unread count, at once and after every change,
 * and `bonus` when the member's bonus grants changed (progress, grant, conversion, expiry).
 */
export const ZBalanceSocketMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), token: z.string() }),
  z.object({ type: z.literal("balance"), sumBalance: ZMinor, mainBalance: ZMinor }),
  z.object({ type: z.literal("unread"), count: z.number().int() }),
  z.object({ type: z.literal("bonus") }),
]);
export type TBalanceSocketMessage = z.output<typeof ZBalanceSocketMessage>;
