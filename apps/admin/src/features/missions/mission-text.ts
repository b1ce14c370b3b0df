import type { TLocalizedText } from "@orchid/contract/backoffice-content";
import type { TGameType } from "@orchid/contract/games";
import type { TMissionGoal, TRewardUnit } from "@orchid/contract/missions";
import { isMoneyGoal, takesGameType } from "./mission-draft.ts";
import { ANY_GAME_KEY, GAME_TYPE_KEYS, REWARD_AMOUNT_KEYS, TARGET_KEYS } from "./missions-vocabulary.ts";

/** A text to translate: its key and the values of its placeholders. */
export type TMissionText = { key: string; values: { value: string } };

/** How the table writes figures: minor units as cash, and whole numbers. */
export type TMissionFormatters = { cash: (amountMinor: number) => string; count: (value: number) => string };

/**
 * A mission's target in its goal's unit: valid bet and deposits as cash (the target is in minor
 * units), lottery bets and login days as a count.
 */
export function targetText(goal: TMissionGoal, target: number, format: TMissionFormatters): TMissionText {
  const value = isMoneyGoal(goal) ? format.cash(target) : format.count(target);
  return { key: TARGET_KEYS[goal], values: { value } };
}

/** A reward (or a sum of rewards) in its unit: cash from minor units, or points. */
export function rewardText(amount: number, unit: TRewardUnit, format: TMissionFormatters): TMissionText {
  const value = unit === "minor" ? format.cash(amount) : format.count(amount);
  return { key: REWARD_AMOUNT_KEYS[unit], values: { value } };
}

/** The game types a mission counts, for a bet goal only: one type by name, or every type. */
export function gameTypeKey(goal: TMissionGoal, gameType: TGameType | null): string | null {
  if (!takesGameType(goal)) return null;
  return gameType ? GAME_TYPE_KEYS[gameType] : ANY_GAME_KEY;
}

/** A mission's text in the console's language, else English. */
export function missionTextIn(text: TLocalizedText, language: "EN" | "CN"): string {
  return (text[language] ?? "").trim() || (text.EN ?? "").trim();
}
