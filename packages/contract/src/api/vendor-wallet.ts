import { endpoint, signed } from "../endpoint.ts";
import type { TErrorCode } from "../error-codes.ts";
import {
  type TVendorWalletOperation,
  VENDOR_WALLET_ANSWERS,
  VENDOR_WALLET_REQUESTS,
  ZVendorPath,
} from "../vendor-wallet.ts";

/** Refusals every operation may answer: the signature, the body, the player and its wallet. */
const COMMON_ERRORS = [
  "SIGNATURE_INVALID",
  "MALFORMED_REQUEST",
  "NOT_FOUND",
  "GAME_UNAVAILABLE",
] as const satisfies TErrorCode[];

/**
 * One operation of the seamless-wallet protocol: `POST /vendor/{vendor}/wallet/{operation}`, a
 * JSON body signed with the vendor's secret (X-Vendor-Timestamp, X-Vendor-Signature), which the
 * handler checks on the raw bytes before it reads anything.
 */
function walletCall<const O extends TVendorWalletOperation>(
  operation: O,
  summary: string,
  errors: readonly TErrorCode[],
) {
  return endpoint("POST", `/vendor/:vendor/wallet/${operation}`, {
    module: "games",
    caller: signed("vendor"),
    summary,
    input: VENDOR_WALLET_REQUESTS[operation].extend(ZVendorPath.shape),
    answer: VENDOR_WALLET_ANSWERS[operation],
    reply: "protocol",
    errors: [...COMMON_ERRORS, ...errors],
  });
}

/** The seamless-wallet protocol game vendors call (docs/vendor-wallet.md), its own API document. */
export const VENDOR_WALLET_CALLS = {
  vendorAuthenticate: walletCall(
    "authenticate",
    "Exchanges a launch token for the player, its language, currency and balance.",
    ["GAME_SESSION_EXPIRED"],
  ),
  vendorBalance: walletCall("balance", "The player's balance in the wallet this vendor plays from.", []),
  vendorBet: walletCall("bet", "Takes a stake within a live game session; opens or adds to the round.", [
    "GAME_SESSION_EXPIRED",
    "FORBIDDEN",
    "INSUFFICIENT_FUNDS",
    "IDEMPOTENCY_MISMATCH",
    "ORDER_STATE_CHANGED",
    "BONUS_MAX_BET",
  ]),
  vendorWin: walletCall("win", "Pays a win into the round its bet opened; roundClosed settles the round.", [
    "AMOUNT_OUT_OF_RANGE",
    "IDEMPOTENCY_MISMATCH",
    "ORDER_STATE_CHANGED",
  ]),
  vendorRollback: walletCall(
    "rollback",
    "Gives back one bet's stake, once, while its round has paid nothing.",
    ["IDEMPOTENCY_MISMATCH", "ORDER_STATE_CHANGED"],
  ),
} as const;
