import { z } from "zod";
import { ZAmountMinor, ZCurrency, ZIdempotencyKey, ZPageQuery, ZPeriodQuery } from "./money.ts";

/** The member's main wallet; game wallets are named by their vendor code. */
export const MAIN_WALLET = "MAIN";

/** `GET /wps/v2/wallets/balance`: the stored state's `sumBalance` (main plus game wallets), minor units. */
export type TBalance = {
  sumBalance: number;
  /** Main wallet balance that can be spent or withdrawn now (holds already taken off). */
  mainBalance: number;
  /** Held by withdrawals awaiting payout. */
  heldBalance: number;
  currency: string;
  currencySymbol: string;
};

export type TWalletRow = { wallet: string; name: string; balance: number };

/** `GET /wps/v2/wallets/merchant`: the main wallet and every transfer-mode game wallet of the merchant. */
export type TMerchantWallets = { wallets: TWalletRow[]; sumBalance: number };

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
export type TWalletTransferValue = { transferId: string; wallets: TWalletRow[]; sumBalance: number };

/** `POST /wps/v2/wallets/transfer/upline`: from the main wallet to the direct upline's main wallet. */
export const ZUplineTransferRequest = z.object({
  amount: ZAmountMinor,
  currency: ZCurrency,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export type TUplineTransferRequest = z.input<typeof ZUplineTransferRequest>;
export type TUplineTransferValue = { transferId: string; upline: string; mainBalance: number };

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
  "bonus",
  "adjustment",
  "trial_credit",
  "game_bet",
  "game_win",
  "game_refund",
] as const;
export type TRecordType = (typeof RECORD_TYPES)[number];

/** `GET /wps/v2/wallets/records`: the account record (transactionHistory). */
export const ZRecordQuery = ZPeriodQuery.extend(ZPageQuery.shape).extend({
  type: z.enum(RECORD_TYPES).optional(),
});
export type TRecordQuery = z.input<typeof ZRecordQuery>;

export type TRecordRow = {
  id: string;
  type: TRecordType;
  /** Signed: positive into the member's wallet, negative out of it. */
  amount: number;
  /** The main wallet's balance right after this line (null for game-wallet lines). */
  balanceAfter: number | null;
  wallet: string;
  /** "held" while a withdrawal still holds it, "posted" once it moved, "released" when given back. */
  status: "posted" | "held" | "released";
  reference: string | null;
  createdAt: string;
};

/** `GET /wps/v2/wallets/bonus`: bonus details (credits of kind bonus). */
export const ZBonusQuery = ZPeriodQuery.extend(ZPageQuery.shape);
export type TBonusQuery = z.input<typeof ZBonusQuery>;
export type TBonusRow = { id: string; amount: number; reason: string; createdAt: string };

/** `GET /wps/v2/wallets/profit`: personal profit and loss over a period. */
export const ZProfitQuery = ZPeriodQuery;
export type TProfitQuery = z.input<typeof ZProfitQuery>;
export type TProfit = {
  from: string;
  to: string;
  deposits: number;
  withdrawals: number;
  bonus: number;
  adjustments: number;
  transfersToUpline: number;
  transfersFromUpline: number;
  bets: number;
  payouts: number;
  /** payouts + bonus − bets: what the member won (negative: lost) from play and promotions. */
  profit: number;
};
