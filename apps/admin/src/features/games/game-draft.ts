import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TBoGame, TBoGameUpdate } from "@orchid/contract/backoffice-games";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import { withoutEmpty } from "../content/content-languages.ts";

/** The game editor's fields as typed (numbers and the amount kept as text until saved). */
export type TGameDraft = {
  names: TLocalizedText;
  isHot: boolean;
  hotOrder: string;
  sortOrder: string;
  enabled: boolean;
  minBet: string;
};

/** The largest order and minimum bet (minor units) the server takes. */
const MAX_ORDER = 1_000_000;
const MAX_MIN_BET = 100_000_000;

export function draftOf(game: TBoGame): TGameDraft {
  return {
    names: { ...game.names },
    isHot: game.isHot,
    hotOrder: game.hotOrder === null ? "" : String(game.hotOrder),
    sortOrder: String(game.sortOrder),
    enabled: game.enabled,
    minBet: minorToMajorInput(game.minBet),
  };
}

function order(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) && Number(trimmed) <= MAX_ORDER ? Number(trimmed) : null;
}

/**
 * The update the draft asks for, or the translation key of each field that is wrong. An empty hot
 * order means none (hot games without one come last); the minimum bet is typed in major units and
 * may be 0 (no minimum).
 */
export function gameUpdateOf(
  id: number,
  draft: TGameDraft,
): { ok: true; request: TBoGameUpdate } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const names = withoutEmpty(draft.names);
  if (!names.EN?.trim()) errors["names.EN"] = "err_english_required";
  const hotOrder = draft.hotOrder.trim() === "" ? null : order(draft.hotOrder);
  if (draft.hotOrder.trim() !== "" && hotOrder === null) errors.hotOrder = "bo_games_order_invalid";
  const sortOrder = order(draft.sortOrder);
  if (sortOrder === null) errors.sortOrder = "bo_games_order_invalid";
  const minBet = parseMajorAmount(draft.minBet, { allowZero: true });
  if (!minBet.ok) errors.minBet = minBet.errorKey;
  else if (minBet.minor > MAX_MIN_BET) errors.minBet = "bo_money_too_large";
  if (Object.keys(errors).length > 0 || sortOrder === null || !minBet.ok) return { ok: false, errors };
  return {
    ok: true,
    request: {
      id,
      names,
      isHot: draft.isHot,
      hotOrder,
      sortOrder,
      enabled: draft.enabled,
      minBet: minBet.minor,
    },
  };
}
