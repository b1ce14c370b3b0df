import { MAIN_WALLET } from "@orchid/contract/wallet";
import { planBadInput } from "./bad-input-ops.ts";
import { CHAOS_CURRENCY, CHAOS_PAYMENT_PASSWORD } from "./bank-setup.ts";
import type { TMemberSession } from "./member-sessions.ts";
import type { TOpKind, TOpPlan } from "./op-record.ts";
import { pickOne, randomInt, type TRandom } from "./random.ts";

/** The demo's transfer-mode game wallets. */
export const GAME_WALLETS = ["LUNA", "KITE", "EMBER"] as const;

const MIX: [TOpKind, number][] = [
  ["to_game", 0.16],
  ["from_game", 0.16],
  ["upline", 0.13],
  // Drawn by every client; a member who is not an agent makes an upline transfer instead.
  ["downline", 0.08],
  ["deposit", 0.13],
  ["withdraw", 0.12],
  ["bad_input", 0.06],
  ["read", 0.16],
];

export type TPlanContext = {
  random: TRandom;
  member: TMemberSession;
  /** Every member of the run (a bad input borrows another member's payout account). */
  everyone: TMemberSession[];
  channelId: number;
  newKey: () => string;
};

/**
 * An amount drawn around `scale`: mostly ordinary, sometimes larger than any member's balance is
 * likely to be (those must be refused cleanly), now and then absurd but still a valid amount.
 */
export function pickAmount(random: TRandom, scale: number): number {
  const roll = random();
  if (roll < 0.8) return randomInt(random, 1, scale);
  if (roll < 0.95) return randomInt(random, scale * 5, scale * 25);
  return randomInt(random, 10_000_000_000, 100_000_000_000);
}

function pickKind(random: TRandom): TOpKind {
  let roll = random();
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return "read";
}

function walletTransfer(context: TPlanContext, toGame: boolean): TOpPlan {
  const { random, member } = context;
  const key = context.newKey();
  const wallet = pickOne(random, GAME_WALLETS);
  const amount = pickAmount(random, 100_000);
  const [from, to] = toGame ? [MAIN_WALLET, wallet] : [wallet, MAIN_WALLET];
  return {
    kind: toGame ? "to_game" : "from_game",
    label: toGame ? "to_game" : "from_game",
    method: "POST",
    path: "/wps/v2/wallets/transfer",
    body: { from, to, amount, idempotencyKey: key },
    mismatchBody: { from, to, amount: amount + 1, idempotencyKey: key },
    key,
    ledgerKey: `wallet:${member.id}:${key}`,
    amount,
    wallet,
  };
}

function uplineTransfer(context: TPlanContext): TOpPlan {
  const key = context.newKey();
  const amount = pickAmount(context.random, 50_000);
  const body = { amount, paymentPassword: CHAOS_PAYMENT_PASSWORD, idempotencyKey: key };
  return {
    kind: "upline",
    label: "upline",
    method: "POST",
    path: "/wps/v2/wallets/transfer/upline",
    body,
    mismatchBody: { ...body, amount: amount + 1 },
    key,
    ledgerKey: `upline:${context.member.id}:${key}`,
    amount,
    wallet: null,
  };
}

/** An agent pays one of its own members (the bank's agents each have a few under them). */
function downlineTransfer(context: TPlanContext): TOpPlan {
  const { random, member } = context;
  const team = context.everyone.filter((other) => other.uplineId === member.id);
  if (!member.isAgent || team.length === 0) return uplineTransfer(context);
  const target = pickOne(random, team);
  const key = context.newKey();
  const amount = pickAmount(random, 50_000);
  const body = {
    downline: target.username,
    amount,
    currency: CHAOS_CURRENCY,
    paymentPassword: CHAOS_PAYMENT_PASSWORD,
    idempotencyKey: key,
  };
  return {
    kind: "downline",
    label: "downline",
    method: "POST",
    path: "/wps/agent/downlines/transfer",
    body,
    mismatchBody: { ...body, amount: amount + 1 },
    key,
    ledgerKey: `downline:${member.id}:${key}`,
    amount,
    wallet: null,
    targetId: target.id,
  };
}

function deposit(context: TPlanContext): TOpPlan {
  const { random } = context;
  const key = context.newKey();
  // One in twenty is below the channel's minimum (1,000) and must be refused.
  const amount = random() < 0.05 ? randomInt(random, 1, 999) : randomInt(random, 1_000, 200_000);
  const body = { channelId: context.channelId, amount, idempotencyKey: key };
  return {
    kind: "deposit",
    label: "deposit",
    method: "POST",
    path: "/wps/payments/deposit",
    body,
    mismatchBody: { ...body, amount: amount + 1 },
    key,
    ledgerKey: null,
    amount,
    wallet: null,
  };
}

function withdraw(context: TPlanContext): TOpPlan {
  const { random, member } = context;
  const key = context.newKey();
  const roll = random();
  // Mostly within the merchant's 10,000–5,000,000 range; sometimes below it or far above it.
  const amount =
    roll < 0.05
      ? randomInt(random, 1, 9_999)
      : roll < 0.9
        ? randomInt(random, 10_000, 100_000)
        : randomInt(random, 500_000, 8_000_000);
  const body = {
    amount,
    payoutAccountId: member.payoutAccountId,
    paymentPassword: CHAOS_PAYMENT_PASSWORD,
    idempotencyKey: key,
  };
  return {
    kind: "withdraw",
    label: "withdraw",
    method: "POST",
    path: "/wps/payments/withdraw",
    body,
    mismatchBody: { ...body, amount: amount + 1 },
    key,
    ledgerKey: `withdraw:${member.id}:${key}`,
    amount,
    wallet: null,
  };
}

function read(context: TPlanContext): TOpPlan {
  const path = context.random() < 0.5 ? "/wps/v2/wallets/balance" : "/wps/v2/wallets/merchant";
  return {
    kind: "read",
    label: path,
    method: "GET",
    path,
    key: null,
    ledgerKey: null,
    amount: 0,
    wallet: null,
  };
}

/** The next operation of a client: a kind from the mix, its request and its idempotency key. */
export function planOperation(context: TPlanContext): TOpPlan {
  switch (pickKind(context.random)) {
    case "to_game":
      return walletTransfer(context, true);
    case "from_game":
      return walletTransfer(context, false);
    case "upline":
      return uplineTransfer(context);
    case "downline":
      return downlineTransfer(context);
    case "deposit":
      return deposit(context);
    case "withdraw":
      return withdraw(context);
    case "bad_input":
      return planBadInput(context);
    case "read":
      return read(context);
  }
}
