import { z } from "zod";
import { ZAmountMinor, ZIdempotencyKey, ZPageQuery, ZPeriodQuery, zPage } from "./money.ts";
import {
  CHANNEL_KINDS,
  DEPOSIT_STATUSES,
  WITHDRAWAL_STATUSES,
  ZDepositOrder,
  ZWithdrawal,
} from "./payments.ts";
import { ZRowId, ZRowIdQuery } from "./row-id.ts";
import { ZAccountText } from "./session.ts";
import { ZRecordRow, ZWalletRow } from "./wallet.ts";

const ZNote = ZAccountText(500).transform((v) => v.trim());
const ZSearch = ZAccountText(64)
  .transform((v) => v.trim())
  .optional();

/** `GET /bo/payments/deposits`: the deposit queue. */
export const ZBoDepositQuery = ZPeriodQuery.extend(ZPageQuery.shape).extend({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  q: ZSearch,
});
export type TBoDepositQuery = z.input<typeof ZBoDepositQuery>;
export const ZBoDeposit = ZDepositOrder.extend({
  memberId: z.number().int(),
  username: z.string(),
  proofUrls: z.array(z.string()),
  remark: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type TBoDeposit = z.output<typeof ZBoDeposit>;
export const ZBoDepositPage = zPage(ZBoDeposit);

/** `POST /bo/payments/deposits/decide`: approve (credit) or reject a bank deposit awaiting approval. */
export const ZBoDepositDecision = z.object({
  id: ZRowId,
  decision: z.enum(["approve", "reject"]),
  note: ZNote.optional(),
});
export type TBoDepositDecision = z.input<typeof ZBoDepositDecision>;

/** `GET /bo/payments/withdrawals`: the withdrawal queue. */
export const ZBoWithdrawalQuery = ZPeriodQuery.extend(ZPageQuery.shape).extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  q: ZSearch,
});
export type TBoWithdrawalQuery = z.input<typeof ZBoWithdrawalQuery>;
export const ZBoWithdrawal = ZWithdrawal.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** The whole account number (members see only its last four digits). */
  accountNumber: z.string(),
  note: z.string().nullable(),
  approvalId: z.number().int().nullable(),
});
export type TBoWithdrawal = z.output<typeof ZBoWithdrawal>;
export const ZBoWithdrawalPage = zPage(ZBoWithdrawal);

/**
 * `POST /bo/payments/withdrawals/decide`. Approving at or above the merchant's four-eyes
 * threshold files an approval request instead; a second operator's approval then approves it.
 * Rejecting releases the held amount.
 */
export const ZBoWithdrawalDecision = z.object({
  id: ZRowId,
  decision: z.enum(["approve", "reject"]),
  note: ZNote.optional(),
});
export type TBoWithdrawalDecision = z.input<typeof ZBoWithdrawalDecision>;
/** The withdrawal as decided, and the approval request filed instead when a second operator must approve. */
export const ZBoWithdrawalDecisionValue = z.object({
  withdrawal: ZBoWithdrawal,
  approvalId: z.number().int().nullable(),
});
export type TBoWithdrawalDecisionValue = z.output<typeof ZBoWithdrawalDecisionValue>;

/** `POST /bo/payments/withdrawals/payout`: pay part or all of what an approved withdrawal still holds. */
export const ZBoPayoutRequest = z.object({
  id: ZRowId,
  amount: ZAmountMinor,
  idempotencyKey: ZIdempotencyKey,
});
export type TBoPayoutRequest = z.input<typeof ZBoPayoutRequest>;

/** `POST /bo/payments/withdrawals/release`: give back what an approved withdrawal still holds. */
export const ZBoReleaseRequest = z.object({ id: ZRowId, note: ZNote.optional() });
export type TBoReleaseRequest = z.input<typeof ZBoReleaseRequest>;

/**
 * `POST /bo/payments/payouts/resolve`: a payout the member reported not received is either
 * forced received (the money is not returned) or refunded to the member's wallet.
 */
export const ZBoPayoutResolution = z.object({
  payoutId: ZRowId,
  resolution: z.enum(["forced_received", "refund"]),
  note: ZNote.optional(),
});
export type TBoPayoutResolution = z.input<typeof ZBoPayoutResolution>;

/** `POST /bo/wallet/adjustments`: a manual credit or debit; it always needs a second operator. */
export const ZBoAdjustmentRequest = z.object({
  memberId: ZRowId,
  direction: z.enum(["credit", "debit"]),
  kind: z.enum(["adjustment", "bonus"]),
  amount: ZAmountMinor,
  reason: ZAccountText(200)
    .transform((v) => v.trim())
    .pipe(z.string().min(2)),
});
export type TBoAdjustmentRequest = z.input<typeof ZBoAdjustmentRequest>;
/** The adjustment waits for a second operator: the approval request it filed. */
export const ZBoAdjustmentValue = z.object({ approvalId: z.number().int() });
export type TBoAdjustmentValue = z.output<typeof ZBoAdjustmentValue>;

/** `GET /bo/wallet/ledger?memberId=`: one member's wallets and ledger lines. */
export const ZBoLedgerQuery = ZPageQuery.extend({ memberId: ZRowIdQuery });
export type TBoLedgerQuery = z.input<typeof ZBoLedgerQuery>;
export const ZBoMemberLedger = z.object({
  memberId: z.number().int(),
  username: z.string(),
  wallets: z.array(ZWalletRow),
  /** What pending withdrawals hold, minor units. */
  held: z.number().int(),
  rows: z.array(ZRecordRow),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type TBoMemberLedger = z.output<typeof ZBoMemberLedger>;

/** Deposit channels as the console edits them. */
export const ZBoPaymentChannel = z.object({
  id: z.number().int(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  feeBps: z.number().int(),
  feeFixed: z.number().int(),
  /** Gateway channels: the gateway's base URL and merchant number (the secret is never shown). */
  gatewayUrl: z.string().nullable(),
  gatewayMerchantNo: z.string().nullable(),
  hasSecret: z.boolean(),
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
});
export type TBoPaymentChannel = z.output<typeof ZBoPaymentChannel>;

/** `PUT /bo/payments/channels`: create (no id) or update a channel. */
export const ZBoPaymentChannelRequest = z
  .object({
    id: ZRowId.optional(),
    kind: z.enum(CHANNEL_KINDS),
    name: ZAccountText(64)
      .transform((v) => v.trim())
      .pipe(z.string().min(1)),
    enabled: z.boolean(),
    sortOrder: z.number().int().min(0).max(10_000),
    minAmount: ZAmountMinor,
    maxAmount: ZAmountMinor,
    feeBps: z.number().int().min(0).max(5_000),
    feeFixed: z.number().int().min(0).max(1_000_000_00),
    gatewayUrl: z
      .string()
      .url()
      .max(300)
      .regex(/^https?:\/\//)
      .nullable()
      .optional(),
    gatewayMerchantNo: ZAccountText(64).nullable().optional(),
    /** Leave out to keep the stored secret. */
    gatewaySecret: z.string().min(16).max(128).optional(),
    bank: z
      .object({
        bankName: ZAccountText(64).pipe(z.string().min(1)),
        accountName: ZAccountText(64).pipe(z.string().min(1)),
        accountNumber: z.string().regex(/^[0-9 -]{4,40}$/),
      })
      .nullable()
      .optional(),
  })
  .refine((v) => v.minAmount <= v.maxAmount, { message: "err_min_above_max", path: ["maxAmount"] });
export type TBoPaymentChannelRequest = z.input<typeof ZBoPaymentChannelRequest>;

/** The merchant's withdrawal rules. */
export const ZBoPaymentSettings = z.object({
  withdrawMin: z.number().int(),
  withdrawMax: z.number().int(),
  withdrawDailyCount: z.number().int(),
  withdrawDailyMax: z.number().int(),
  /** Approving a withdrawal of at least this much needs a second operator. */
  withdrawFourEyesMin: z.number().int(),
  /** Unconfirmed payouts count as received after this many minutes. */
  payoutConfirmMinutes: z.number().int(),
});
export type TBoPaymentSettings = z.output<typeof ZBoPaymentSettings>;

/** `PUT /bo/payments/settings`. */
export const ZBoPaymentSettingsRequest = z
  .object({
    withdrawMin: ZAmountMinor,
    withdrawMax: ZAmountMinor,
    withdrawDailyCount: z.number().int().min(1).max(1_000),
    withdrawDailyMax: ZAmountMinor,
    withdrawFourEyesMin: ZAmountMinor,
    payoutConfirmMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30),
  })
  .refine((v) => v.withdrawMin <= v.withdrawMax, { message: "err_min_above_max", path: ["withdrawMax"] });
export type TBoPaymentSettingsRequest = z.input<typeof ZBoPaymentSettingsRequest>;
