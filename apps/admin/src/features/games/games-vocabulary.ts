import type { TRoundStatus, TWalletMode } from "@orchid/contract/backoffice-games";

/** A state's translation key and badge class (literal keys, so the catalogue test sees each one). */
export type TGameLook = { key: string; badge: string };

export const ROUND_STATUS: Record<TRoundStatus, TGameLook> = {
  open: { key: "bo_games_round_open", badge: "badge badge-warn" },
  settled: { key: "bo_games_round_settled", badge: "badge badge-ok" },
  cancelled: { key: "bo_games_round_cancelled", badge: "badge" },
};

export const WALLET_MODE_KEYS: Record<TWalletMode, string> = {
  seamless: "bo_games_wallet_seamless",
  transfer: "bo_games_wallet_transfer",
};

export const VOLATILITY_KEYS: Record<"low" | "medium" | "high", string> = {
  low: "bo_games_volatility_low",
  medium: "bo_games_volatility_medium",
  high: "bo_games_volatility_high",
};
