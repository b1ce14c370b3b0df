/**
 * Every failure the API can answer, with its HTTP status and the translation key the
 * web app shows. The server throws `AppError(code)`; the client turns a failed envelope
 * back into the same code. `NETWORK_FAILED` never comes from the server: the client
 * raises it when the request does not reach it.
 */
export const ERROR_CODES = {
  INVALID_INPUT: { status: 400, key: "err_invalid_input" },
  MALFORMED_REQUEST: { status: 400, key: "err_malformed_request" },
  MERCHANT_REQUIRED: { status: 400, key: "err_merchant_unknown" },
  MERCHANT_UNKNOWN: { status: 404, key: "err_merchant_unknown" },
  NOT_LOGGED_IN: { status: 401, key: "err_not_logged_in" },
  INVALID_CREDENTIALS: { status: 401, key: "err_invalid_credentials" },
  NON_MEMBER_ACCOUNT: { status: 403, key: "err_non_member_account" },
  NON_AGENT_ACCOUNT: { status: 403, key: "err_non_agent_account" },
  NEED_TRUE_ACCOUNT: { status: 403, key: "in_need_true_account" },
  FORBIDDEN: { status: 403, key: "err_forbidden" },
  REGION_RESTRICTED: { status: 403, key: "err_region_restricted" },
  NOT_FOUND: { status: 404, key: "err_not_found" },
  METHOD_NOT_ALLOWED: { status: 405, key: "err_not_found" },
  CONFLICT: { status: 409, key: "err_conflict" },
  PAYLOAD_TOO_LARGE: { status: 413, key: "err_payload_too_large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: "err_unsupported_media_type" },
  VERIFICATION_REQUIRED: { status: 422, key: "err_verification_required" },
  RATE_LIMITED: { status: 429, key: "err_rate_limited" },
  // Accounts and sessions
  SESSION_EXPIRED: { status: 401, key: "err_session_expired" },
  CAPTCHA_INVALID: { status: 400, key: "err_captcha_invalid" },
  POW_REQUIRED: { status: 422, key: "err_pow_required" },
  POW_INVALID: { status: 400, key: "err_pow_invalid" },
  POW_SPENT: { status: 400, key: "err_pow_spent" },
  ACCOUNT_LOCKED: { status: 403, key: "err_account_locked" },
  LOGIN_BLOCKED: { status: 429, key: "err_login_blocked" },
  PASSWORD_CHANGE_REQUIRED: { status: 403, key: "err_password_change_required" },
  SECOND_FACTOR_REQUIRED: { status: 401, key: "err_second_factor_required" },
  SECOND_FACTOR_INVALID: { status: 401, key: "err_second_factor_invalid" },
  CHALLENGE_EXPIRED: { status: 400, key: "err_challenge_expired" },
  USERNAME_TAKEN: { status: 409, key: "err_username_taken" },
  MOBILE_TAKEN: { status: 409, key: "err_mobile_taken" },
  PASSWORDS_INCONSISTENT: { status: 400, key: "err_passwords_inconsistent" },
  PASSWORD_TOO_WEAK: { status: 400, key: "err_password_weak" },
  PASSWORD_TOO_GUESSABLE: { status: 400, key: "err_password_guessable" },
  PASSWORD_HAS_USERNAME: { status: 400, key: "err_password_has_username" },
  WRONG_OLD_PASSWORD: { status: 400, key: "err_wrong_old_password" },
  OPERATION_NOT_ENABLED: { status: 403, key: "err_operation_not_enabled" },
  AFFILIATE_INVALID: { status: 400, key: "invitation_code_error" },
  AGE_NOT_CONFIRMED: { status: 400, key: "err_age_not_confirmed" },
  PHONE_INVALID: { status: 400, key: "err_phone_invalid" },
  CODE_INVALID: { status: 400, key: "err_code_invalid" },
  CODE_EXPIRED: { status: 400, key: "err_code_expired" },
  SMS_COOLDOWN: { status: 429, key: "err_sms_cooldown" },
  SMS_QUOTA: { status: 429, key: "err_sms_quota" },
  SMS_DESTINATION_REFUSED: { status: 400, key: "err_sms_destination_refused" },
  MESSAGE_UNAVAILABLE: { status: 503, key: "err_message_unavailable" },
  ENCRYPTION_REQUIRED: { status: 400, key: "err_encryption_required" },
  ENCRYPTION_KEY_UNKNOWN: { status: 400, key: "err_encryption_key_unknown" },
  RESET_LINK_INVALID: { status: 400, key: "err_reset_link_invalid" },
  // Wallet and payments
  IDEMPOTENCY_MISMATCH: { status: 409, key: "err_idempotency_mismatch" },
  INSUFFICIENT_FUNDS: { status: 409, key: "err_insufficient_funds" },
  WALLET_UNKNOWN: { status: 400, key: "err_wallet_unknown" },
  AMOUNT_OUT_OF_RANGE: { status: 400, key: "err_amount_out_of_range" },
  CURRENCY_MISMATCH: { status: 400, key: "err_currency_mismatch" },
  PAYMENT_PASSWORD_REQUIRED: { status: 409, key: "err_payment_password_required" },
  PAYMENT_PASSWORD_WRONG: { status: 400, key: "err_payment_password_wrong" },
  WITHDRAW_LIMIT_REACHED: { status: 409, key: "err_withdraw_limit" },
  PAYEE_MISMATCH: { status: 400, key: "err_payee_mismatch" },
  PROOF_REQUIRED: { status: 400, key: "err_proof_required" },
  DEPOSIT_LIMIT_REACHED: { status: 409, key: "err_deposit_limit" },
  PROOF_QUOTA_REACHED: { status: 429, key: "err_proof_quota" },
  ORDER_STATE_CHANGED: { status: 409, key: "err_order_state_changed" },
  UPLINE_TRANSFER_NOT_ALLOWED: { status: 403, key: "err_upline_transfer_not_allowed" },
  GATEWAY_UNAVAILABLE: { status: 502, key: "err_gateway_unavailable" },
  SIGNATURE_INVALID: { status: 401, key: "err_signature_invalid" },
  // Games
  GAME_UNAVAILABLE: { status: 409, key: "err_game_unavailable" },
  GAME_SESSION_EXPIRED: { status: 401, key: "err_game_session_expired" },
  BET_NOT_ALLOWED: { status: 400, key: "err_bet_not_allowed" },
  /** Betting on the draw has closed (or it was cancelled); the value names the draw's state. */
  LOTTERY_DRAW_CLOSED: { status: 409, key: "err_lottery_draw_closed" },
  /** A slip entry's picks are refused: the value holds the entry index and the `lott_err_<code>` problem. */
  LOTTERY_PICKS_INVALID: { status: 400, key: "err_lottery_picks_invalid" },
  /** A stake limit (per line, per number of a draw, per member and draw) would be passed; the value says which. */
  LOTTERY_LIMIT: { status: 409, key: "err_lottery_limit" },
  // The book (decisions/0024)
  /** A price moved past what the member accepts; the value holds each leg's price now. */
  ODDS_CHANGED: { status: 409, key: "err_odds_changed" },
  /** The event, market or selection takes no bets now (suspended, started, ended); the value names which. */
  BET_SUSPENDED: { status: 409, key: "err_bet_suspended" },
  /** A parlay the book does not take (too few or many legs, two of one event); the value says why. */
  PARLAY_INVALID: { status: 400, key: "err_parlay_invalid" },
  /** A stake limit (per bet, per member and event, the selection's liability) would be passed; the value says which. */
  BOOK_LIMIT: { status: 409, key: "err_book_limit" },
  /** The bet cannot be cashed out now (settled, a leg lost or in play and suspended, or cash-out off). */
  CASHOUT_UNAVAILABLE: { status: 409, key: "err_cashout_unavailable" },
  /** The cash-out price fell below the one the member accepted; the value holds the price now. */
  CASHOUT_CHANGED: { status: 409, key: "err_cashout_changed" },
  /** The fight takes no bets now (closed, ended or cancelled); the value names its state. */
  FIGHT_CLOSED: { status: 409, key: "err_fight_closed" },
  // Bonuses (decisions/0022)
  /** The member may not take this campaign (conditions, window, deposit too small, one per person). */
  BONUS_NOT_ELIGIBLE: { status: 403, key: "err_bonus_not_eligible" },
  BONUS_ALREADY_CLAIMED: { status: 409, key: "err_bonus_already_claimed" },
  BONUS_BUDGET_SPENT: { status: 409, key: "err_bonus_budget_spent" },
  /** A withdrawal while bonuses are active: the value lists them; confirm with forfeitBonuses. */
  BONUS_ACTIVE: { status: 409, key: "err_bonus_active" },
  /** A bet above the largest bet an active bonus allows; the value holds the limit. */
  BONUS_MAX_BET: { status: 409, key: "err_bonus_max_bet" },
  /** The member's birthday is set already; customer service changes it. */
  BIRTHDAY_SET: { status: 409, key: "err_birthday_set" },
  /** An application outside the promotion's sign-up window; the value holds the window. */
  SIGNUP_CLOSED: { status: 409, key: "err_signup_closed" },
  /** A free spin asked for where the member has none left on this game. */
  BONUS_SPINS_NONE: { status: 409, key: "err_bonus_spins_none" },
  CAMPAIGN_STATE: { status: 409, key: "err_campaign_state" },
  /** Fewer points than the redeem or conversion takes. */
  POINTS_SHORT: { status: 409, key: "err_points_short" },
  /** The merchant's points are switched off. */
  POINTS_DISABLED: { status: 409, key: "err_points_disabled" },
  OUT_OF_STOCK: { status: 409, key: "err_out_of_stock" },
  REWARD_CLAIMED: { status: 409, key: "err_reward_claimed" },
  REWARD_EXPIRED: { status: 409, key: "err_reward_expired" },
  RAFFLE_CLOSED: { status: 409, key: "err_raffle_closed" },
  RAFFLE_EMPTY: { status: 409, key: "err_raffle_empty" },
  /** The member's application to this promotion is waiting for review or was approved. */
  ALREADY_APPLIED: { status: 409, key: "err_already_applied" },
  // The operators' console (keys in the console's own catalogues)
  FOUR_EYES_REQUIRED: { status: 409, key: "err_four_eyes" },
  APPROVER_NOT_INDEPENDENT: { status: 409, key: "err_approver_not_independent" },
  APPROVAL_DECIDED: { status: 409, key: "err_approval_decided" },
  /** A four-eyes request for the same thing (e.g. one draw) is already waiting for its decision. */
  APPROVAL_PENDING: { status: 409, key: "err_approval_pending" },
  OPERATOR_SELF_CHANGE: { status: 409, key: "err_operator_self_change" },
  OPERATOR_TAKEN: { status: 409, key: "err_operator_taken" },
  UPLOAD_TYPE_UNSUPPORTED: { status: 415, key: "err_upload_type" },
  UPLOAD_TOO_LARGE: { status: 413, key: "err_upload_too_large" },
  UPLINE_INVALID: { status: 400, key: "err_upline_invalid" },
  TIME_ZONE_UNKNOWN: { status: 400, key: "err_time_zone_unknown" },
  VENDOR_WALLETS_NOT_EMPTY: { status: 409, key: "err_vendor_wallets_not_empty" },
  // Agents
  NOT_A_DOWNLINE: { status: 403, key: "err_not_a_downline" },
  DOWNLINE_TYPE_NOT_ALLOWED: { status: 403, key: "err_downline_type_not_allowed" },
  CONTRACT_KIND_DISABLED: { status: 403, key: "err_contract_kind_disabled" },
  CONTRACT_UPLINE_HAS_NONE: { status: 403, key: "err_contract_upline_has_none" },
  CONTRACT_RATE_ABOVE_UPLINE: { status: 400, key: "err_contract_rate_above_upline" },
  CONTRACT_RATE_ABOVE_LIMIT: { status: 400, key: "err_contract_rate_above_limit" },
  CONTRACT_TOO_MANY_TIERS: { status: 400, key: "err_contract_too_many_tiers" },
  CONTRACT_CHANGE_MUST_RAISE: { status: 400, key: "err_contract_change_must_raise" },
  CONTRACT_EXISTS: { status: 409, key: "err_contract_exists" },
  CONTRACT_STATE: { status: 409, key: "err_contract_state" },
  BILL_STATE: { status: 409, key: "err_bill_state" },
  INTERNAL: { status: 500, key: "err_system" },
  SYSTEM_MAINTENANCE: { status: 503, key: "err_system_maintenance" },
  NETWORK_FAILED: { status: 0, key: "err_network_failed" },
} as const satisfies Record<string, { status: number; key: string }>;

export type TErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

export function errorStatus(code: TErrorCode): number {
  return ERROR_CODES[code].status;
}

export function errorKey(code: TErrorCode): string {
  return ERROR_CODES[code].key;
}
