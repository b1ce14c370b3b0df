import { z } from "zod";
import { ZAmountMinor, ZCurrency, ZIdempotencyKey, ZPageQuery, zPage } from "./money.ts";
import { ZRowId } from "./row-id.ts";
import { ZAccountText } from "./session.ts";

/** Proof images of a bank deposit or a payout dispute (spec §9): png/jpg, 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 3;
/** A remark beside proof images (spec §9). */
export const REMARK_MAX = 140;

/** `POST /wps/member/uploads`: a member's proof image, base64 (png or jpg, ≤ 5 MB). */
export const ZMemberUploadRequest = z.object({
  name: z.string().trim().min(1).max(120),
  dataBase64: z
    .string()
    .max(Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 8)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
export type TMemberUploadRequest = z.input<typeof ZMemberUploadRequest>;
export const ZMemberUploadValue = z.object({ mediaId: z.number().int(), url: z.string() });
export type TMemberUploadValue = z.output<typeof ZMemberUploadValue>;

const ZProofIds = z.array(ZRowId).max(PROOF_MAX_FILES);
const ZRemark = ZAccountText(REMARK_MAX);
/** Minor units, as every amount travels. */
const ZMinor = z.number().int();
/** An instant as JSON carries it. */
const ZInstant = z.iso.datetime();

export const CHANNEL_KINDS = ["gateway", "bank"] as const;
export type TChannelKind = (typeof CHANNEL_KINDS)[number];

/** `GET /wps/payments/deposit/channels`: the merchant's enabled deposit channels. */
export const ZDepositChannel = z.object({
  id: z.number().int(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  minAmount: ZMinor,
  maxAmount: ZMinor,
  /** Fee in basis points of the amount plus a fixed part, both taken from the credit. */
  feeBps: z.number().int(),
  feeFixed: ZMinor,
  /** Where to send a manual bank transfer (bank channels only). */
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
});
export type TDepositChannel = z.output<typeof ZDepositChannel>;

/** `POST /wps/payments/deposit`. Bank channels need 1–3 proof images. */
export const ZDepositRequest = z.object({
  channelId: ZRowId,
  amount: ZAmountMinor,
  currency: ZCurrency,
  idempotencyKey: ZIdempotencyKey,
  proofMediaIds: ZProofIds.optional(),
  remark: ZRemark.optional(),
  /** A deposit bonus the member chose before paying (GET /wps/bonus/offers); granted when credited. */
  bonusCampaignId: ZRowId.optional(),
});
export type TDepositRequest = z.input<typeof ZDepositRequest>;

export const DEPOSIT_STATUSES = ["pending", "awaiting_approval", "credited", "failed", "expired"] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const ZDepositOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channelKind: z.enum(CHANNEL_KINDS),
  channelName: z.string(),
  amount: ZMinor,
  fee: ZMinor,
  /** What reached (or will reach) the wallet: amount − fee. */
  credit: ZMinor,
  status: z.enum(DEPOSIT_STATUSES),
  /** Gateway orders: the page to pay on (open it, or show it as a QR code). */
  payUrl: z.string().nullable(),
  createdAt: ZInstant,
  settledAt: ZInstant.nullable(),
});
export type TDepositOrder = z.output<typeof ZDepositOrder>;
export const ZDepositPage = zPage(ZDepositOrder);

export const ZDepositListQuery = ZPageQuery;
export type TDepositListQuery = z.input<typeof ZDepositListQuery>;

/** `POST /wps/member/security/payment-password`: set or change the payment password (login password confirms). */
export const ZPaymentPasswordRequest = z
  .object({
    loginPassword: z.string().min(1).max(128),
    paymentPassword: z.string().regex(/^[0-9]{6}$/),
    confirmPassword: z.string().max(64),
  })
  .refine((v) => v.paymentPassword === v.confirmPassword, {
    message: "err_passwords_inconsistent",
    path: ["confirmPassword"],
  });
export type TPaymentPasswordRequest = z.input<typeof ZPaymentPasswordRequest>;

export const ZPayoutAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  /** Only the last four digits ever reach the member's screen. */
  accountNumberMasked: z.string(),
  payeeName: z.string(),
});
export type TPayoutAccount = z.output<typeof ZPayoutAccount>;

/** `POST /wps/payments/payout-accounts`: bind an account; the payee must be the member's payee name. */
export const ZPayoutAccountRequest = z.object({
  bankName: ZAccountText(64)
    .transform((v) => v.trim())
    .pipe(z.string().min(2)),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{6,32}$/),
  payeeName: ZAccountText(64)
    .transform((v) => v.trim())
    .pipe(z.string().min(2)),
});
export type TPayoutAccountRequest = z.input<typeof ZPayoutAccountRequest>;

export const ZPayoutAccountRemove = z.object({ id: ZRowId });
export type TPayoutAccountRemove = z.input<typeof ZPayoutAccountRemove>;

/** `GET /wps/payments/withdraw/settings`: the rules a withdrawal form shows before asking. */
export const ZWithdrawSettings = z.object({
  minAmount: ZMinor,
  maxAmount: ZMinor,
  dailyCount: z.number().int(),
  dailyMax: ZMinor,
  usedCountToday: z.number().int(),
  usedAmountToday: ZMinor,
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
  /** Unconfirmed payouts count as received after this many minutes. */
  confirmMinutes: z.number().int(),
});
export type TWithdrawSettings = z.output<typeof ZWithdrawSettings>;

/** `POST /wps/payments/withdraw`: the amount is held at once. */
export const ZWithdrawRequest = z.object({
  amount: ZAmountMinor,
  currency: ZCurrency,
  payoutAccountId: ZRowId,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
  /** The member saw the active bonuses (BONUS_ACTIVE) and gives them up for this withdrawal. */
  forfeitBonuses: z.boolean().optional(),
});
export type TWithdrawRequest = z.input<typeof ZWithdrawRequest>;

export const WITHDRAWAL_STATUSES = ["pending", "approving", "approved", "completed", "rejected"] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Withdrawal confirmation states (spec §4). */
export const PAYOUT_STATUSES = [
  "paid",
  "received",
  "not_received",
  "auto_received",
  "forced_received",
  "refunded",
] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const ZPayout = z.object({
  id: z.number().int(),
  amount: ZMinor,
  status: z.enum(PAYOUT_STATUSES),
  /** When an unconfirmed payout counts as received. */
  confirmBy: ZInstant,
  proofUrls: z.array(z.string()),
  remark: z.string().nullable(),
  createdAt: ZInstant,
});
export type TPayout = z.output<typeof ZPayout>;

export const ZWithdrawal = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: ZMinor,
  paid: ZMinor,
  /** Still held: amount − paid − released. */
  remaining: ZMinor,
  released: ZMinor,
  status: z.enum(WITHDRAWAL_STATUSES),
  account: ZPayoutAccount,
  payouts: z.array(ZPayout),
  createdAt: ZInstant,
});
export type TWithdrawal = z.output<typeof ZWithdrawal>;
export const ZWithdrawalPage = zPage(ZWithdrawal);

export const ZWithdrawalListQuery = ZPageQuery;
export type TWithdrawalListQuery = z.input<typeof ZWithdrawalListQuery>;

/** `POST /wps/payments/withdrawals/confirm`: received, or not received with proof. */
export const ZPayoutConfirmRequest = z.object({
  payoutId: ZRowId,
  received: z.boolean(),
  proofMediaIds: ZProofIds.optional(),
  remark: ZRemark.optional(),
});
export type TPayoutConfirmRequest = z.input<typeof ZPayoutConfirmRequest>;
