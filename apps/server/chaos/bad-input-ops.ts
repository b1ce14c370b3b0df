import { MAX_AMOUNT_MINOR } from "@orchid/contract/money";
import { MAIN_WALLET } from "@orchid/contract/wallet";
import type { TPlanContext } from "./bank-ops.ts";
import { CHAOS_PAYMENT_PASSWORD } from "./bank-setup.ts";
import type { TOpPlan } from "./op-record.ts";
import { pickOne } from "./random.ts";

type TBadRequest = { label: string; path: string; body: unknown; ledgerPrefix: string | null };

const TRANSFER = "/wps/v2/wallets/transfer";
const UPLINE = "/wps/v2/wallets/transfer/upline";
const WITHDRAW = "/wps/payments/withdraw";
const DEPOSIT = "/wps/payments/deposit";

function badRequests(context: TPlanContext, key: string): TBadRequest[] {
  const { member, everyone } = context;
  const other = everyone.find((m) => m.id !== member.id) ?? member;
  const transfer = (label: string, body: Record<string, unknown>): TBadRequest => ({
    label,
    path: TRANSFER,
    body: { from: MAIN_WALLET, to: "LUNA", amount: 100, idempotencyKey: key, ...body },
    ledgerPrefix: "wallet",
  });
  const withdrawal = { amount: 20_000, paymentPassword: CHAOS_PAYMENT_PASSWORD, idempotencyKey: key };
  return [
    transfer("zero amount", { amount: 0 }),
    transfer("negative amount", { amount: -100 }),
    transfer("fractional amount", { amount: 12.5 }),
    transfer("amount as text", { amount: "100" }),
    transfer("amount over the maximum", { amount: MAX_AMOUNT_MINOR + 1 }),
    transfer("main to main", { to: MAIN_WALLET }),
    transfer("unknown wallet", { to: "NOPE" }),
    transfer("game to game", { from: "LUNA", to: "KITE" }),
    transfer("key too short", { idempotencyKey: "short" }),
    transfer("key with spaces", { idempotencyKey: `${key} x` }),
    transfer("no key", { idempotencyKey: undefined }),
    { label: "upline zero amount", path: UPLINE, body: { ...withdrawal, amount: 0 }, ledgerPrefix: "upline" },
    {
      label: "withdraw to another member's account",
      path: WITHDRAW,
      body: { ...withdrawal, payoutAccountId: other.payoutAccountId },
      ledgerPrefix: "withdraw",
    },
    {
      label: "withdraw to no account",
      path: WITHDRAW,
      body: { ...withdrawal, payoutAccountId: 2_147_483_647 },
      ledgerPrefix: "withdraw",
    },
    {
      label: "deposit on an unknown channel",
      path: DEPOSIT,
      body: { channelId: 2_147_483_647, amount: 5_000, idempotencyKey: key },
      ledgerPrefix: null,
    },
    { label: "body not JSON", path: TRANSFER, body: '{"from":"MAIN","amount":', ledgerPrefix: null },
  ];
}

/**
 * A request no careful client sends: bad amounts, impossible wallet pairs, malformed keys, another
 * member's payout account, a body that is not JSON. Each must be refused with a 4xx (never a 5xx)
 * and must write nothing to the ledger.
 */
export function planBadInput(context: TPlanContext): TOpPlan {
  const key = context.newKey();
  const chosen = pickOne(context.random, badRequests(context, key));
  return {
    kind: "bad_input",
    label: chosen.label,
    method: "POST",
    path: chosen.path,
    body: chosen.body,
    key,
    ledgerKey: chosen.ledgerPrefix ? `${chosen.ledgerPrefix}:${context.member.id}:${key}` : null,
    amount: 0,
    wallet: null,
  };
}
